import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from '@marketplace/contract';

/**
 * Serializes data for a `<script type="application/json">` block: `<`, `>`, `&` and the
 * JS line separators are escaped so no value can close the element or open a comment.
 */
export function serializeJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const parsed = new WeakMap<Document, PublicConfig>();

/** The configuration the server put in the page (addresses of the sites and the API). */
export function readPublicConfig(doc: Document = document): PublicConfig {
  const known = parsed.get(doc);
  if (known) return known;
  const element = doc.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  if (!element?.textContent) {
    throw new Error(`The page has no #${PUBLIC_CONFIG_ELEMENT_ID} configuration block`);
  }
  const config = JSON.parse(element.textContent) as PublicConfig;
  parsed.set(doc, config);
  return config;
}
