import { installLinkPrefetch } from '../prefetch/linkPrefetch.ts';
import { prefetchDocument } from '../prefetch/prefetchDocument.ts';
import { loadItemPage } from './routes.tsx';

/** The product page (spec §2 `/item?name={slug}&id={id}`). */
const PRODUCT_PATH = '/item';

/** The product page a link leads to: on this site, with a product id; null for any other link. */
export function productPageUrl(href: string, origin: string): URL | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  const isProductPage = url.origin === origin && url.pathname === PRODUCT_PATH && Boolean(url.searchParams.get('id')?.trim());
  return isProductPage ? url : null;
}

/** A prefetch that fails costs nothing: the product page loads its code itself. */
const preloadItemPage = () => {
  loadItemPage().catch(() => undefined);
};

/**
 * Product pages open at once (as on Etsy). Shopper links are ordinary page loads, so "ahead of
 * the click" means: the product page's code in the HTTP cache, and the page itself — HTML with
 * its data — fetched by the browser. Intent on a product link (hover, focus, touch) does both;
 * the first product card on screen preloads the code alone.
 */
export function installProductPrefetch(doc: Document = document): () => void {
  return installLinkPrefetch(doc, {
    targetOf: (anchor) => productPageUrl(anchor.href, doc.location.origin),
    onIntent: (_url, anchor) => {
      preloadItemPage();
      prefetchDocument(anchor);
    },
    visibleSelector: `a[href^="${PRODUCT_PATH}?"]`,
    onFirstVisible: preloadItemPage,
  });
}
