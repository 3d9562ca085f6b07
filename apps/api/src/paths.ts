import { fileURLToPath } from 'node:url';

/** Sibling packages, found from this file so the server runs from any working directory. */
const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const WEB_ROOT = fromHere('../../web');
export const WEB_DIST = fromHere('../../web/dist');
export const LOCALES_DIR = fromHere('../../../design-system/locales');
