import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { prefetchDocument } from './prefetchDocument.ts';

const rulesOf = (doc: Document) =>
  [...doc.querySelectorAll<HTMLScriptElement>('script[type="speculationrules"]')].map((script) => ({
    nonce: script.nonce,
    rules: JSON.parse(script.textContent ?? '') as unknown,
  }));

/** A fresh document per test, as a page of the site would be. */
function page(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const meta = doc.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.nonce = 'TjBuY2U=';
  doc.head.append(meta);
  return doc;
}

// jsdom knows no speculation rules: the tests say what the browser supports.
beforeEach(() => {
  Object.defineProperty(HTMLScriptElement, 'supports', {
    value: (type: string) => type === 'speculationrules',
    configurable: true,
  });
});

afterEach(() => {
  Reflect.deleteProperty(HTMLScriptElement, 'supports');
});

describe('prefetchDocument', () => {
  it('adds a speculation rule for the page, carrying the CSP nonce', () => {
    const doc = page();
    const url = new URL('http://localhost:3000/item?name=xali&id=1');
    expect(prefetchDocument(url, doc)).toBe(true);
    expect(rulesOf(doc)).toEqual([
      { nonce: 'TjBuY2U=', rules: { prefetch: [{ source: 'list', urls: ['http://localhost:3000/item?name=xali&id=1'] }] } },
    ]);
  });

  it('asks once per page', () => {
    const doc = page();
    prefetchDocument(new URL('http://localhost:3000/item?id=1'), doc);
    expect(prefetchDocument(new URL('http://localhost:3000/item?id=1'), doc)).toBe(false);
    prefetchDocument(new URL('http://localhost:3000/item?id=2'), doc);
    expect(rulesOf(doc)).toHaveLength(2);
  });

  it('does nothing where the browser has no speculation rules', () => {
    Reflect.deleteProperty(HTMLScriptElement, 'supports');
    const doc = page();
    expect(prefetchDocument(new URL('http://localhost:3000/item?id=1'), doc)).toBe(false);
    expect(rulesOf(doc)).toEqual([]);
  });
});
