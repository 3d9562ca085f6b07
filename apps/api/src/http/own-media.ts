import type { FastifyInstance } from 'fastify';
import { API_PATHS, ERROR_CODES, MEDIA_FILES_PATH } from '@marketplace/contract';
import { HttpError } from './errors.ts';

/** A stored picture address and where in the body it is (`coverImage`, `media.1`, `editedValues.profileImage`). */
type ImageField = readonly [field: string, address: string];

const itemImages = (body: { coverImage?: string; media?: string[] }): ImageField[] => [
  ['coverImage', body.coverImage ?? ''],
  ...(body.media ?? []).map((address, index): ImageField => [`media.${index}`, address]),
];

const profileImages = (body: { editedValues?: { profileImage?: string; backgroundImage?: string } }): ImageField[] => [
  ['editedValues.profileImage', body.editedValues?.profileImage ?? ''],
  ['editedValues.backgroundImage', body.editedValues?.backgroundImage ?? ''],
];

/** The routes that store picture addresses, and where in their (validated) bodies those are. */
const IMAGE_FIELDS = new Map<string, (body: never) => ImageField[]>([
  [API_PATHS.item.addNewItem, itemImages],
  [API_PATHS.item.updateItem, itemImages],
  [API_PATHS.auth.updateAccount, profileImages],
]);

/**
 * Whether a picture address is one of our media's: a path of this server's media, or an absolute
 * address on an origin our pages may show images from (the API, the public media address, Firebase
 * Storage when it carries media). Any other https address would be stored and then blocked by our
 * own Content-Security-Policy: a broken picture for every buyer.
 */
export function isOwnMediaAddress(address: string, origins: ReadonlySet<string>): boolean {
  if (address === '' || address.startsWith(`${MEDIA_FILES_PATH}/`)) return true;
  try {
    return origins.has(new URL(address).origin);
  } catch {
    return false;
  }
}

/**
 * Refuses, after a body passed its schema, picture addresses that are not our media's (see
 * isOwnMediaAddress): 400 VALIDATION_FAILED naming each such field.
 */
export function registerOwnMediaCheck(app: FastifyInstance, imageOrigins: readonly string[]): void {
  const origins = new Set(imageOrigins.map((address) => new URL(address).origin));
  app.addHook('preHandler', async (request) => {
    const fieldsOf = IMAGE_FIELDS.get(request.routeOptions.url ?? '');
    if (!fieldsOf || typeof request.body !== 'object' || request.body === null) return;
    const foreign = fieldsOf(request.body as never).filter(([, address]) => !isOwnMediaAddress(address, origins));
    if (foreign.length === 0) return;
    const message = 'Upload the picture here: only addresses of this marketplace’s media are shown.';
    throw new HttpError(400, ERROR_CODES.VALIDATION_FAILED, 'A picture address is not of this marketplace’s media.', {
      fields: Object.fromEntries(foreign.map(([field]) => [field, message])),
    });
  });
}
