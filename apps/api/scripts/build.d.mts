/** The production server's entry, apps/api/dist/main.js. */
export const API_MAIN: string;
/** The server's lazy imports as built, apps/api/dist/lazy-modules.js. */
export const API_LAZY_MODULES: string;
/** Bundles the server into dist/. */
export function buildApi(): Promise<void>;
/** Builds when dist/ is missing or older than a source; true when it built. */
export function buildApiIfStale(): Promise<boolean>;
