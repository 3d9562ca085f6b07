import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Upload } from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MEDIA_UPLOAD_PATH, mediaUploadIdFromUrl, mediaUploadRecordPath, type UploadRecord } from '@marketplace/contract';
import { HOSTS, request } from './auth-client.ts';
import { mp4 } from './fixtures/media/files.ts';
import { issueQrCode } from './fixtures/media/qr-codes.ts';

const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 10;
const FILE_BYTES = 5 * 1024 * 1024;
const CHUNK_BYTES = 256 * 1024;
const KILL_AFTER_BYTES = 1024 * 1024;
const ADMIN = { identifier: 'resume-admin@example.az', password: 'Resumable uploads survive 9 kills' };

interface Process {
  child: ChildProcess;
  output: () => string;
  exited: Promise<unknown>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function startServer(env: Record<string, string>): Process {
  const { DATABASE_URL: _embeddedDatabaseOnly, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: { ...inherited, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

async function untilListening(server: Process): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (/Listening on /.test(server.output())) return;
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server did not start:\n${server.output()}`);
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** A 5 MB "video" (an MP4 header, then random bytes), unique per run. */
function videoBytes(): Buffer {
  const file = mp4(FILE_BYTES);
  randomBytes(FILE_BYTES - 64).copy(file, 64);
  return file;
}

describe('a resumable upload whose server is killed mid-way', () => {
  const template = inject('pgliteTemplateDir');
  let dataDir: string;
  let base: string;
  let qrCode: string;
  let env: Record<string, string>;
  let server: Process;
  const started: Process[] = [];
  const start = async () => {
    server = startServer(env);
    started.push(server);
    await untilListening(server);
  };

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'api-media-resume-'));
    if (template) await cp(template, dataDir, { recursive: true });
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    env = { DATA_DIR: dataDir, PORT: String(port), ADMIN_IDENTIFIER: ADMIN.identifier, ADMIN_PASSWORD: ADMIN.password };
    await start();
    const login = await request(base, 'POST', '/auth/v1/login', ADMIN, { host: HOSTS.admin });
    if (login.status !== 200) throw new Error(`admin login refused: ${JSON.stringify(login.body)}`);
    qrCode = (await issueQrCode(base, login.body.token, { code: 'resume-test' })).code;
  }, 90_000);

  afterAll(async () => {
    for (const each of started) if (each.child.exitCode === null) each.child.kill('SIGKILL');
    await Promise.all(started.map((each) => each.exited));
    await rm(dataDir, { recursive: true, force: true });
  });

  it(`finishes byte-identical after SIGKILL and restart, ${RUNS} times in a row`, async () => {
    const results: string[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const file = videoBytes();
      let acceptedAtKill = -1;
      let restarting: Promise<void> | undefined;
      const progressAfterKill: number[] = [];
      const uploadUrls = new Set<string>();
      // What the server answered after the kill: a refusal here is what makes the client start over.
      const answersAfterKill: string[] = [];

      const upload = await new Promise<Upload>((resolve, reject) => {
        const running: Upload = new Upload(file, {
          endpoint: `${base}${MEDIA_UPLOAD_PATH}`,
          chunkSize: CHUNK_BYTES,
          // Covers the restart: 120 tries 250 ms apart.
          retryDelays: Array.from({ length: 120 }, () => 250),
          metadata: { kind: 'qr', qrCode, filename: `run-${run}.mp4`, filetype: 'video/mp4' },
          onUploadUrlAvailable: () => {
            if (running.url) uploadUrls.add(running.url);
          },
          onChunkComplete: (_chunk, accepted) => {
            if (acceptedAtKill >= 0 || accepted < KILL_AFTER_BYTES) return;
            acceptedAtKill = accepted;
            server.child.kill('SIGKILL');
            restarting = server.exited.then(start);
          },
          onProgress: (sent) => {
            if (acceptedAtKill >= 0) progressAfterKill.push(sent);
          },
          onAfterResponse: (req, res) => {
            if (acceptedAtKill >= 0)
              answersAfterKill.push(`${req.getMethod()} ${res.getStatus()} ${res.getBody()?.slice(0, 200) ?? ''}`);
          },
          onSuccess: () => resolve(running),
          onError: reject,
        });
        running.start();
      });
      await restarting;

      expect(acceptedAtKill).toBeGreaterThanOrEqual(KILL_AFTER_BYTES);
      expect(acceptedAtKill).toBeLessThan(FILE_BYTES);
      // Resumed, not restarted: one upload address, and no progress below what was acknowledged.
      expect(uploadUrls.size, answersAfterKill.join('\n')).toBe(1);
      expect(Math.min(...progressAfterKill)).toBeGreaterThanOrEqual(acceptedAtKill);

      const id = mediaUploadIdFromUrl(upload.url ?? '');
      const record = (await (await fetch(`${base}${mediaUploadRecordPath(id)}`)).json()) as UploadRecord;
      expect(record).toMatchObject({ id, size: FILE_BYTES, type: 'video', contentType: 'video/mp4' });
      const stored = new Uint8Array(await (await fetch(`${base}/media/${record.key}`)).arrayBuffer());
      expect(sha256(stored)).toBe(sha256(file));
      results.push(`run ${run}: killed after ${acceptedAtKill} bytes, resumed, sha256 identical`);
    }
    expect(results).toHaveLength(RUNS);
    process.stdout.write(`${results.join('\n')}\n`);
  }, 600_000);
});
