/** The production server's entry, apps/api/dist/main.js. */
export const API_MAIN: string;
/** Bundles the server into dist/. */
export function buildApi(): Promise<void>;
/** Builds when dist/ is missing or older than a source; true when it built. */
export function buildApiIfStale(): Promise<boolean>;
