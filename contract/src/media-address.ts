import { MEDIA_FILES_PATH, MEDIA_VARIANTS } from './media-rules.ts';

// Which picture and video addresses a request may store (cover, gallery, profile, background).
// Zod-free, so a page can check an address without loading schemas.

/** Extensions of stored files: what the server writes after checking the bytes. */
export const MEDIA_FILE_EXTENSIONS = ['jpg', 'png', 'webp', 'avif', 'mp4', 'webm', 'mov'] as const;

/** The longest address a request may store. */
export const MEDIA_ADDRESS_MAX = 2048;

const FOLDER = String.raw`(?:covers|images|videos|specialAreal/QR/[A-Za-z0-9_-]{4,64}/(?:images|videos))`;
const FILE = String.raw`[0-9a-f]{32}(?:_(?:${MEDIA_VARIANTS.join('|')}))?\.(?:${MEDIA_FILE_EXTENSIONS.join('|')})`;
/** A stored file's key as the media module makes it (spec §7 folders): `images/{32 hex}[_size].webp`. */
const MEDIA_KEY = `${FOLDER}/${FILE}`;

/** This server's path of a stored file: `/media/images/{id}.jpg`. */
const SERVER_MEDIA_PATH = new RegExp(`^${MEDIA_FILES_PATH}/${MEDIA_KEY}$`);
/**
 * An absolute address of a stored file as the media module hands it out: `{public base}/{key}`,
 * the base being the API's `/media` or the configured public media address (plain http on a
 * developer's machine).
 */
const HANDED_OUT_MEDIA_URL = new RegExp(`^https?://[^/?#@\\s\\\\]+(?:/[^?#\\s\\\\]*)?/${MEDIA_KEY}$`, 'i');
/**
 * An absolute https address (imported data): a host, no credentials, no backslash (browsers read
 * `\` as `/`), no spaces or control characters.
 */
const ABSOLUTE_HTTPS_URL = /^https:\/\/[^/?#@\s\\]+(?:[/?#][^\s\\]*)?$/i;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

function parsesAsUrl(address: string): boolean {
  try {
    return new URL(address).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Whether a request may store `address` as a picture or video: a file this server's media module
 * handed out (`/media/covers/{id}.webp`, or absolute with the media base), or any absolute https
 * address (imported data). Everything else is refused, among it protocol-relative
 * (`//evil.example/x.png`), `javascript:` and `data:` addresses and other site paths.
 */
export function isMediaAddress(address: string): boolean {
  if (address.length === 0 || address.length > MEDIA_ADDRESS_MAX || CONTROL_CHARACTER.test(address)) return false;
  if (SERVER_MEDIA_PATH.test(address)) return true;
  if (!HANDED_OUT_MEDIA_URL.test(address) && !ABSOLUTE_HTTPS_URL.test(address)) return false;
  return parsesAsUrl(address);
}

export const MEDIA_ADDRESS_MESSAGE =
  "Expected a picture or video address of this server's media (as the upload answered it) or an absolute https address.";
