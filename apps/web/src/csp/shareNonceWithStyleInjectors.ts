declare global {
  /** Read by `get-nonce`, which the dialog's scroll lock uses to tag the <style> element it injects. */
  var __webpack_nonce__: string | undefined;
}

/**
 * The CSP allows only styles carrying this response's nonce. Libraries that inject a
 * `<style>` element at run time (Radix Dialog's scroll lock) take the nonce from
 * `__webpack_nonce__`; hand them the one the server put in `<meta property="csp-nonce">`.
 */
export function shareNonceWithStyleInjectors(doc: Document = document): void {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  // Browsers hide the nonce attribute once parsed; the property keeps it.
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  if (nonce) globalThis.__webpack_nonce__ = nonce;
}
