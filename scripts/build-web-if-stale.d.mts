/** Runs `npm run build` when the web app is missing or stale; false when that build failed. */
export function buildWebIfStale(): boolean;
