#!/usr/bin/env node
// Optional hosted visual review. Runs only with CHROMATIC_PROJECT_TOKEN, and under a time limit:
// with no network the CLI would retry forever.
import { spawn } from 'node:child_process';

const LIMIT_MS = Number(process.env.CHROMATIC_TIME_LIMIT_MS ?? 15 * 60 * 1000);

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload (local screenshot tests still run in `npm test`).',
  );
  process.exit(0);
}

const child = spawn('npx', ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'], {
  stdio: 'inherit',
});
const timer = setTimeout(() => {
  console.error(`Chromatic did not finish within ${Math.round(LIMIT_MS / 1000)} s (no network?): stopping it.`);
  child.kill('SIGTERM');
  setTimeout(() => child.kill('SIGKILL'), 5000).unref();
}, LIMIT_MS);
child.on('exit', (code) => {
  clearTimeout(timer);
  process.exit(code ?? 1);
});
