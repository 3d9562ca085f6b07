import { fileURLToPath } from 'node:url';

/**
 * Sibling packages, found from this file so the server runs from any working directory. The
 * production bundle (apps/api/dist/main.js) sits as deep as this file, so the same paths hold there.
 */
const fromHere = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

export const WEB_ROOT = fromHere('../../web');
export const WEB_DIST = fromHere('../../web/dist');
export const LOCALES_DIR = fromHere('../../../design-system/locales');
export const MIGRATIONS_DIR = fromHere('../drizzle');
