#!/usr/bin/env node
// `npm test`: the stages of the test suite one after another, stopping at the first that fails,
// then a table of the time each took. A stage of several commands runs them side by side (each is
// mostly one thread, the machine has two cores) and prints each one's output when it ends.
import { spawn } from 'node:child_process';

const STAGES = [
  ['Node.js version', [['node', ['scripts/check-node.mjs']]]],
  [
    'typecheck + lint',
    [
      ['npm', ['run', '--silent', 'typecheck']],
      ['npm', ['run', '--silent', 'lint']],
      ['npm', ['run', '--silent', 'format:check']],
    ],
  ],
  ['vitest projects', [['npx', ['vitest', 'run']]]],
  ['build', [['npm', ['run', '--silent', 'build']]]],
  ['e2e (built server)', [['npm', ['run', '--silent', 'test:e2e:built']]]],
];

/** Runs one command; alone it writes straight to the terminal, beside others its output is kept until it ends. */
function run(command, args, alone) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (status, signal) => {
      if (!alone) {
        console.log(`$ ${command} ${args.join(' ')}`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve(status === 0 ? 'ok' : `failed (${signal ?? status})`);
    });
  });
}

const rows = [];
let failed = false;
for (const [name, commands] of STAGES) {
  console.log(`── ${name}`);
  const started = Date.now();
  const outcomes = await Promise.all(commands.map(([command, args]) => run(command, args, commands.length === 1)));
  const outcome = outcomes.find((each) => each !== 'ok') ?? 'ok';
  rows.push([name, Math.round((Date.now() - started) / 1000), outcome]);
  if (outcome !== 'ok') {
    failed = true;
    break;
  }
}

const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`\n${'npm test stage'.padEnd(24)} ${'seconds'.padStart(8)}`);
for (const [name, seconds, outcome] of rows) console.log(`${name.padEnd(24)} ${String(seconds).padStart(8)}  ${outcome}`);
console.log(`${'total'.padEnd(24)} ${String(total).padStart(8)}`);
process.exit(failed ? 1 : 0);
