import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startMain(env: Record<string, string>): Started {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function listeningUrl(started: Started): Promise<string> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    const match = /Listening on ([\d.]+:\d+)/.exec(started.output());
    if (match) return `http://${match[1]}`;
    if (started.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${started.output()}`);
}

/** The readiness answer's status once it is 200, or the last one after 15 s of asking. */
async function readyStatus(url: string): Promise<number> {
  const deadline = Date.now() + 15_000;
  let status = (await fetch(`${url}/healthz`)).status;
  while (status !== 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    status = (await fetch(`${url}/healthz`)).status;
  }
  return status;
}

describe('the server process', () => {
  const template = inject('pgliteTemplateDir');
  let dataDir: string;
  const running: Started[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-main-'));
    // On a PostgreSQL run there is no template; the first start then initialises PGlite itself.
    if (template) await cp(template, dataDir, { recursive: true });
  });
  afterAll(async () => {
    for (const started of running) if (started.child.exitCode === null) started.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stops at once with one line naming a bad variable', async () => {
    const started = startMain({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(await started.exited).toBe(1);
    expect(started.output().trim().split('\n')).toEqual([expect.stringMatching(/^Invalid environment variable PORT: /)]);
  });

  it('owns its data directory, survives a killed predecessor and shuts down cleanly', async () => {
    const first = startMain({ DATA_DIR: dataDir });
    running.push(first);
    const url = await listeningUrl(first);
    expect(first.output()).toContain('shopper   http://localhost:0');
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ ok: true, db: 'up', node: process.versions.node });

    const second = startMain({ DATA_DIR: dataDir });
    running.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(new RegExp(`already in use by process ${first.child.pid}`));

    first.child.kill('SIGKILL');
    await first.exited;

    const third = startMain({ DATA_DIR: dataDir });
    running.push(third);
    const thirdUrl = await listeningUrl(third);
    // Ready within seconds: on a loaded machine its first readiness answer may still be 503.
    expect(await readyStatus(thirdUrl)).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(third.output()).toMatch(/SIGTERM received[\s\S]*HTTP server closed[\s\S]*database closed/);
    await expect(readFile(path.join(dataDir, 'db.lock'))).rejects.toMatchObject({ code: 'ENOENT' });
  }, 120_000);
});
