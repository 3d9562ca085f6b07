#!/usr/bin/env node
// `npm start`: build the web app and the server if either is missing or older than its sources,
// then run the one production server (API + the three sites), as JavaScript, in the foreground.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_MAIN, buildApiIfStale } from '../apps/api/scripts/build.mjs';

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

if (buildIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (await buildApiIfStale()) console.log('Built the server.');

const server = spawn(process.execPath, [API_MAIN], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
