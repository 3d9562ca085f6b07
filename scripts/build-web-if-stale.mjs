// The built web app (apps/web/dist) for the production server: `buildWebIfStale()` builds it when it
// is missing or older than a source. `npm start` and `npm run smoke:built` call it first.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtFiles = ['apps/web/dist/client/.vite/manifest.json', 'apps/web/dist/server/entry-server.js'].map((file) =>
  path.join(root, file),
);
const sources = ['apps/web/src', 'apps/web/vite.config.ts', 'design-system/src', 'contract/src', 'tailwind.config.ts'].map(
  (file) => path.join(root, file),
);

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === '__screenshots__') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function buildIsStale() {
  if (!builtFiles.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...builtFiles.map((file) => statSync(file).mtimeMs));
  return Math.max(...sources.map(newestMtime)) > builtAt;
}

/** Runs `npm run build` when the web app is missing or stale; false when that build failed. */
export function buildWebIfStale() {
  if (!buildIsStale()) return true;
  console.log('Building the web app…');
  return spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' }).status === 0;
}
