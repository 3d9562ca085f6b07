#!/usr/bin/env node
// Runs first in `npm start` and `npm test`: the project runs on the Node.js major that package.json's
// `engines` names. On Linux x64/arm64, Windows x64 and Intel macOS, `npm ci` installs that Node as an
// optional dependency (node_modules/.bin/node), which npm scripts put first on PATH; elsewhere the
// system Node must be that major.
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const wanted = Number(/\d+/.exec(manifest.engines.node)?.[0]);
const running = Number(process.versions.node.split('.')[0]);

if (running !== wanted) {
  console.error(
    [
      `This project runs on Node.js ${wanted}; this is Node.js ${process.versions.node} (${process.execPath}).`,
      `No pinned Node.js ${wanted} was installed for ${process.platform}-${process.arch}:`,
      `install Node.js ${wanted} (https://nodejs.org) and run \`npm ci\` again.`,
    ].join('\n'),
  );
  process.exit(1);
}
