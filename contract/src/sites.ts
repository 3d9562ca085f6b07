export const SITES = ['shopper', 'merchant', 'admin'] as const;
export type Site = (typeof SITES)[number];

/**
 * The site a host serves, by the first label of its name:
 * `merchant.*` → merchant, `admin.*` → admin, anything else → shopper.
 * Accepts a bare hostname or a Host header (with port, or a bracketed IPv6 address).
 */
export function siteForHost(host: string | undefined | null): Site {
  if (!host) return 'shopper';
  let name = host.trim().toLowerCase();
  if (name.startsWith('[')) return 'shopper';
  name = name.replace(/:\d+$/, '');
  const first = name.split('.')[0];
  if (first === 'merchant') return 'merchant';
  if (first === 'admin') return 'admin';
  return 'shopper';
}
