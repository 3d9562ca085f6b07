const MEDIA_PATH = '/media/';

/**
 * Our own media files addressed from the site root ("/media/…"): shorter markup, and the
 * browser fetches them over the page's connection whatever host name the page was opened
 * under. Files kept elsewhere (a storage bucket, a CDN) keep their address.
 */
export function siteMediaAddress(siteUrl: string): (address: string) => string {
  const ownMedia = `${new URL(siteUrl).origin}${MEDIA_PATH}`;
  return (address) => (address.startsWith(ownMedia) ? address.slice(ownMedia.length - MEDIA_PATH.length) : address);
}
