#!/usr/bin/env node
// `npm test`: the stages of the test suite one after another, stopping at the first that fails,
// then a table of the time each took.
import { spawnSync } from 'node:child_process';

const STAGES = [
  ['Node.js version', 'node', ['scripts/check-node.mjs']],
  ['typecheck + lint', 'npm', ['run', '--silent', 'test:static']],
  ['vitest projects', 'npx', ['vitest', 'run']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['e2e (built server)', 'npm', ['run', '--silent', 'test:e2e:built']],
];

const rows = [];
let failed = false;
for (const [name, command, args] of STAGES) {
  console.log(`── ${name}`);
  const started = Date.now();
  const { status, signal } = spawnSync(command, args, { stdio: 'inherit' });
  const ok = status === 0;
  rows.push([name, Math.round((Date.now() - started) / 1000), ok ? 'ok' : `failed (${signal ?? status})`]);
  if (!ok) {
    failed = true;
    break;
  }
}

const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`\n${'npm test stage'.padEnd(24)} ${'seconds'.padStart(8)}`);
for (const [name, seconds, outcome] of rows) console.log(`${name.padEnd(24)} ${String(seconds).padStart(8)}  ${outcome}`);
console.log(`${'total'.padEnd(24)} ${String(total).padStart(8)}`);
process.exit(failed ? 1 : 0);
