/**
 * PostgreSQL settings of the embedded database, given on top of PGlite's own start parameters.
 *
 * PGlite zero-fills its shared memory at start, so every megabyte of `shared_buffers` is resident
 * from the first second, and WebAssembly memory is never given back. PostgreSQL's default of
 * 128 MB made up most of the server's idle memory; 16 MB holds the demo shop's and a
 * thousand-product catalogue's hot pages, and the rest of the data comes from the operating
 * system's file cache, which the server does not pay for.
 */
export const EMBEDDED_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
};

/** PGlite's start parameters (`PGlite.defaultStartParams`) followed by ours, as `-c name=value`. */
export function embeddedStartParams(defaults: readonly string[]): string[] {
  return [...defaults, ...Object.entries(EMBEDDED_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}
