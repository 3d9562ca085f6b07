/** The attribute by which a script asks the browser to prefetch a link's page. */
export const PREFETCH_ATTRIBUTE = 'data-prefetch';

/**
 * The page's one set of speculation rules: fetch at once the page of any link marked with
 * PREFETCH_ATTRIBUTE. The server writes it into the head of every shopper page, where the
 * page's Content-Security-Policy allows it like the page's other inline scripts (by its nonce,
 * or by its hash in a kept copy); a rule set added later by a script would need a policy of its
 * own, which a kept copy's hashes cannot give.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: { selector_matches: `a[${PREFETCH_ATTRIBUTE}]` }, eagerness: 'immediate' }],
});

const supportsSpeculationRules = (): boolean =>
  typeof HTMLScriptElement.supports === 'function' && HTMLScriptElement.supports('speculationrules');

/**
 * Asks the browser to fetch the page the link leads to now (Speculation Rules prefetch, through
 * the page's SPECULATION_RULES), so following the link shows the server's HTML — content and
 * data — without waiting for the network. Browsers without speculation rules get nothing here
 * (the page HTML is not cacheable); they still profit from the page code preloaded beside this.
 * Returns whether a prefetch was asked for.
 */
export function prefetchDocument(anchor: HTMLAnchorElement): boolean {
  if (!supportsSpeculationRules() || anchor.hasAttribute(PREFETCH_ATTRIBUTE)) return false;
  anchor.setAttribute(PREFETCH_ATTRIBUTE, '');
  return true;
}
