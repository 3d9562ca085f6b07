#!/usr/bin/env node
// `npm start`: build the web app and the server if either is missing or older than its sources,
// then run the one production server (API + the three sites), as JavaScript, in the foreground.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_MAIN, buildApiIfStale } from '../apps/api/scripts/build.mjs';
import { buildWebIfStale } from './build-web-if-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!buildWebIfStale()) process.exit(1);
if (await buildApiIfStale()) console.log('Built the server.');

const server = spawn(process.execPath, [API_MAIN], {
  cwd: root,
  stdio: 'inherit',
  // The demo pays by card through the test gateway (a test bank this server plays); TEST_GATEWAY=off
  // for a shop taking real payments.
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production', TEST_GATEWAY: process.env.TEST_GATEWAY ?? 'on' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
