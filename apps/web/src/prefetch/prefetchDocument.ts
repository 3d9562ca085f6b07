/** Pages already asked for: a speculation rule per page is enough. */
const requested = new WeakMap<Document, Set<string>>();

/** The nonce the server gave this response; the CSP lets an inline rule set run only with it. */
function pageNonce(doc: Document): string {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the nonce attribute once parsed; the property keeps it.
  return meta?.nonce || meta?.getAttribute('nonce') || '';
}

const supportsSpeculationRules = (): boolean =>
  typeof HTMLScriptElement.supports === 'function' && HTMLScriptElement.supports('speculationrules');

/**
 * Asks the browser to fetch the page at `url` now (Speculation Rules prefetch), so following the
 * link shows the server's HTML — content and data — without waiting for the network. Browsers
 * without speculation rules get nothing here (the page HTML is not cacheable); they still
 * profit from the page code preloaded beside this. Returns whether a prefetch was asked for.
 */
export function prefetchDocument(url: URL, doc: Document = document): boolean {
  if (!supportsSpeculationRules()) return false;
  const seen = requested.get(doc) ?? new Set<string>();
  requested.set(doc, seen);
  if (seen.has(url.href)) return false;
  seen.add(url.href);
  const rules = doc.createElement('script');
  rules.type = 'speculationrules';
  rules.nonce = pageNonce(doc);
  rules.textContent = JSON.stringify({ prefetch: [{ source: 'list', urls: [url.href] }] });
  doc.head.append(rules);
  return true;
}
