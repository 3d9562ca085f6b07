/** Longer segments are no store name (the API caps the look-up's `name` at 200 characters). */
export const VANITY_NAME_MAX = 200;

/**
 * The store name an unknown address may stand for — a single path segment, decoded
 * ("/Xal%C3%A7a-Evi/" → "Xalça-Evi") — or null when the address cannot be a store's
 * vanity address (nested paths, malformed escapes, blank or overlong names).
 */
export function vanityNameFromPath(pathname: string): string | null {
  const segment = pathname.replace(/^\/+/, '').replace(/\/$/, '');
  if (segment === '' || segment.includes('/')) return null;
  let name: string;
  try {
    name = decodeURIComponent(segment).trim();
  } catch {
    return null;
  }
  if (name === '' || name.length > VANITY_NAME_MAX) return null;
  return name;
}
