/** ARCHITECTURE §4: these prefixes are the API; every other GET/HEAD is a page of the request's site. */
const API_PREFIXES = [
  '/auth/v1',
  '/item/v1',
  '/merchant/v1',
  '/direct/v1',
  '/mobile/v1',
  '/company/v1',
  '/cart/v1',
  '/order/v1',
  '/coupon/v1',
  '/review/v1',
  '/favourite/v1',
  '/promotion/v1',
  '/help/v1',
  '/variation/v1',
  '/payment/v1',
  '/ledger/v1',
  '/statistics/v1',
  '/chat/v1',
  '/admin/v1',
  '/test-gateway/v1',
  '/media',
  '/localization',
] as const;

const API_EXACT = ['/healthz', '/healthz/live'] as const;

export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function isApiPath(method: string, url: string): boolean {
  const path = pathOf(url);
  if ((API_EXACT as readonly string[]).includes(path)) return true;
  if (path === '/logout' && method === 'POST') return true;
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
