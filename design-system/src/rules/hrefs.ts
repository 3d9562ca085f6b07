import { slugify } from './slugify.ts';

function withQuery(path: string, params: Record<string, string | number>): string {
  return `${path}?${new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString()}`;
}

/** Spec §2 `/item?name={slug}&id={id}`. */
export function productHref(item: { id: string; productName: string }): string {
  return withQuery('/item', { name: slugify(item.productName), id: item.id });
}

/** Spec §2: an address carrying this marker (`#chatBox` or `?chatBox`) opens the product page's chat side panel. */
export const CHAT_BOX_MARKER = 'chatBox';

/** The product page with its chat side panel open (the chatBox marker as the hash). */
export function productChatHref(item: { id: string; productName: string }): string {
  return `${productHref(item)}#${CHAT_BOX_MARKER}`;
}

/** Spec §2 `/category?name={urlPath}&id={id}`, optionally at a page of its list. */
export function categoryHref(category: { id: number; urlPath: string }, page = 1): string {
  return withQuery('/category', { name: category.urlPath, id: category.id, ...(page > 1 ? { page } : {}) });
}

/**
 * Spec §2 `/company?name={slug}&id={id}`, optionally at a page of its list; a name that makes no
 * slug gives the spec's other form, `/company?id={id}`, never an empty `name=`.
 */
export function companyHref(company: { id: string; companyName: string }, page = 1): string {
  const name = slugify(company.companyName);
  return withQuery('/company', { ...(name === '' ? {} : { name }), id: company.id, ...(page > 1 ? { page } : {}) });
}
