import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PREFETCH_ATTRIBUTE, prefetchDocument, SPECULATION_RULES } from './prefetchDocument.ts';

/** A fresh page with product links, as the site draws them. */
function page(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = '<a href="/item?id=1">one</a><a href="/item?id=1">one again</a><a href="/item?id=2">two</a>';
  return doc;
}

const links = (doc: Document) => [...doc.querySelectorAll('a')];
const marked = (doc: Document) => links(doc).map((link) => link.hasAttribute(PREFETCH_ATTRIBUTE));

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

describe('the speculation rules', () => {
  it('prefetch at once the page of every link marked for it, and no other', () => {
    const doc = page();
    const [first, , third] = links(doc);
    first?.setAttribute(PREFETCH_ATTRIBUTE, '');
    const rules = JSON.parse(SPECULATION_RULES) as { prefetch: { where: { selector_matches: string }; eagerness: string }[] };
    expect(rules.prefetch).toHaveLength(1);
    expect(rules.prefetch[0]?.eagerness).toBe('immediate');
    const selector = rules.prefetch[0]?.where.selector_matches ?? '';
    expect(first?.matches(selector)).toBe(true);
    expect(third?.matches(selector)).toBe(false);
  });
});

describe('prefetchDocument', () => {
  it('marks the link for the page’s speculation rules', () => {
    const doc = page();
    const [first] = links(doc);
    expect(prefetchDocument(first as HTMLAnchorElement)).toBe(true);
    expect(marked(doc)).toEqual([true, false, false]);
  });

  it('asks once per link', () => {
    const doc = page();
    const [first, second, third] = links(doc) as HTMLAnchorElement[];
    prefetchDocument(first as HTMLAnchorElement);
    expect(prefetchDocument(first as HTMLAnchorElement)).toBe(false);
    expect(prefetchDocument(second as HTMLAnchorElement)).toBe(true);
    expect(prefetchDocument(third as HTMLAnchorElement)).toBe(true);
    expect(marked(doc)).toEqual([true, true, true]);
  });

  it('does nothing where the browser has no speculation rules', () => {
    Reflect.deleteProperty(HTMLScriptElement, 'supports');
    const doc = page();
    expect(prefetchDocument(links(doc)[0] as HTMLAnchorElement)).toBe(false);
    expect(marked(doc)).toEqual([false, false, false]);
  });
});
