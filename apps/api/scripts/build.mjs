#!/usr/bin/env node
// The production server as JavaScript: src/main.ts and the embedded database's thread bundled with
// the contract and the packages they use into dist/, so a start loads no TypeScript compiler and
// resolves and reads a few files instead of a thousand (native add-ons and WebAssembly stay in
// node_modules).
// `npm run build -w @marketplace/api` builds; `buildApiIfStale()` builds only when a source is newer.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(apiRoot, '../..');
const distDir = path.join(apiRoot, 'dist');

/** What the server runs in production. */
export const API_MAIN = path.join(distDir, 'main.js');
/** The server's lazy imports as built (src/lazy-modules.ts), for the test that loads each. */
export const API_LAZY_MODULES = path.join(distDir, 'lazy-modules.js');

/** lazy-modules.js: the server's lazy imports, so a test loads each from the built output (its code is main's). */
const ENTRIES = { main: 'src/main.ts', 'embedded-worker': 'src/db/embedded-worker.ts', 'lazy-modules': 'src/lazy-modules.ts' };
const SOURCES = [
  path.join(apiRoot, 'src'),
  path.join(repoRoot, 'contract/src'),
  path.join(apiRoot, 'package.json'),
  fileURLToPath(import.meta.url),
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function isStale() {
  const outputs = Object.keys(ENTRIES).map((name) => path.join(distDir, `${name}.js`));
  if (!outputs.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return Math.max(...SOURCES.map(newestMtime)) > builtAt;
}

/** Packages loaded from node_modules: native add-ons, WebAssembly with files beside it, tools. */
const EXTERNAL = [/^sharp$/, /^@node-rs\//, /^@electric-sql\//, /^vite$/, /^esbuild$/, /^tsx/, /^pg-native$/];
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || EXTERNAL.some((pattern) => pattern.test(args.path))
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/** Whether Node loads `file` as CommonJS: .cjs, or .js under a package.json without "type": "module". */
function isCommonJs(file) {
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).type !== 'module';
  }
  return true;
}

/**
 * A CommonJS package the server imports lazily (`await import('ioredis')`) is left to Node. Node
 * hands such an import the package's named exports (`Redis`) beside `default`; a bundled chunk of
 * it would export `default` alone, so code that runs under tsx in tests and development would
 * break only in production. The server's own lazy imports are the ones concerned: packages that
 * import lazily inside themselves were written for bundlers.
 */
const lazyCommonJsStaysExternal = {
  name: 'lazy-commonjs-stays-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (
        args.kind !== 'dynamic-import' ||
        args.pluginData === 'resolving' ||
        args.importer.includes(`${path.sep}node_modules${path.sep}`)
      ) {
        return undefined;
      }
      const resolved = await builder.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'resolving',
      });
      if (resolved.errors.length > 0 || resolved.external || !resolved.path.includes(`${path.sep}node_modules${path.sep}`))
        return undefined;
      return isCommonJs(resolved.path) ? { path: args.path, external: true } : undefined;
    });
  },
};

/**
 * Servers started from an earlier build may still load its chunks (lazily), and several test runs
 * may build at once: every file is written whole under a temporary name and renamed into place,
 * the entries last, and earlier chunks (their names carry hashes) are left where they are.
 */
export async function buildApi() {
  const result = await build({
    absWorkingDir: apiRoot,
    entryPoints: ENTRIES,
    outdir: distDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // What is imported lazily (src/lazy-modules.ts: the S3 client, the password rule's
    // dictionaries, the demo seeder) is a chunk of its own, loaded when first used. Chunks sit
    // beside main.js, so paths found from import.meta.url hold in any of them.
    splitting: true,
    chunkNames: '[name]-[hash]',
    plugins: [packagesStayExternal, lazyCommonJsStaysExternal],
    logLevel: 'warning',
    write: false,
    // Bundled CommonJS packages call require for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  });
  mkdirSync(distDir, { recursive: true });
  const isEntry = (file) => Object.keys(ENTRIES).some((name) => path.basename(file.path).startsWith(`${name}.js`));
  const files = [...result.outputFiles.filter((file) => !isEntry(file)), ...result.outputFiles.filter(isEntry)];
  for (const file of files) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

/** Builds when dist/ is missing or older than a source; true when it built. */
export async function buildApiIfStale() {
  if (!isStale()) return false;
  await buildApi();
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildApi();
}
