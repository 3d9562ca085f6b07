import type { PublicConfig } from '@marketplace/contract';

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The base the browser puts before API paths. Every site host also serves the API, so when
 * the configured API address is one of the site addresses (the default) calls stay on the
 * page's own host (''): each host then keeps its own session cookie. A separate API host is
 * used as configured.
 */
export function apiBaseUrl(config: PublicConfig): string {
  const api = originOf(config.apiUrl);
  if (api === null) return '';
  const siteOrigins = [config.siteUrl, config.merchantUrl, config.adminUrl].map(originOf);
  return siteOrigins.includes(api) ? '' : api;
}
