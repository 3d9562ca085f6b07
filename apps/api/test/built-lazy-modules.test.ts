import { readdir, readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_LAZY_MODULES, buildApiIfStale } from '../scripts/build.mjs';
import type { lazyModules as LazyModulesOfSource } from '../src/lazy-modules.ts';
import { startTestBucket } from './fixtures/media/s3-bucket.ts';

type LazyModules = typeof LazyModulesOfSource;
type Loaded<Name extends keyof LazyModules> = Awaited<ReturnType<LazyModules[Name]>>;

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether something accepts connections at the URL's host and port within a second. */
function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

/**
 * What the server does with each module, done with the module the built output loads. A record
 * over the source's names: a lazy import added to src/lazy-modules.ts does not compile here until
 * it has its check.
 */
const checks: { [Name in keyof LazyModules]: (loaded: Loaded<Name>) => Promise<void> } = {
  async redis(Redis) {
    const client = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      expect(typeof client.ping).toBe('function');
      // Without a Redis at hand the client is only constructed; with one it must talk to it.
      if (await answers(REDIS_URL)) {
        await client.connect();
        expect(await client.ping()).toBe('PONG');
      }
    } finally {
      client.disconnect();
    }
  },
  async sharp(sharp) {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="3"><rect width="4" height="3" fill="#9E2A2B"/></svg>';
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 4, height: 3 });
  },
  async webPush(webPush) {
    expect(typeof webPush.sendNotification).toBe('function');
    expect(new webPush.WebPushError('gone', 410, {}, '', 'https://push.example/x')).toBeInstanceOf(Error);
    const keys = webPush.generateVAPIDKeys();
    expect(keys.publicKey).toMatch(/^[\w-]{80,}$/);
  },
  async s3Storage(createS3Storage) {
    const bucket = await startTestBucket();
    const storage = createS3Storage(bucket.settings);
    try {
      await storage.put('built/hello.txt', Buffer.from('hello'), 'text/plain');
      const stored = await storage.get('built/hello.txt');
      expect(stored && { size: stored.size, body: await text(stored.body) }).toEqual({ size: 5, body: 'hello' });
      await storage.delete('built/hello.txt');
      expect(await storage.exists('built/hello.txt')).toBe(false);
    } finally {
      storage.close();
      await bucket.close();
    }
  },
  async passwordStrength({ assessPassword }) {
    expect(assessPassword('password').refusal).toBe('PASSWORD_TOO_COMMON');
    expect(assessPassword('lantern-Quince-harbour-47').refusal).toBeNull();
  },
  async demoSeeder(seedDemoOnStart) {
    // Seeding itself (a database and the image library) is the seed tests' part.
    expect(typeof seedDemoOnStart).toBe('function');
    expect(seedDemoOnStart.length).toBe(2);
  },
};

/** The lazy imports that are not the server's optional modules: the dev server's Vite, the built web app by path. */
const OTHER_LAZY_IMPORTS = new Set(['web/vite.ts', 'web/built.ts']);

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.relative(SRC, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

describe('the built server’s lazily loaded modules', () => {
  let built: LazyModules;
  beforeAll(async () => {
    await buildApiIfStale();
    ({ lazyModules: built } = (await import(pathToFileURL(API_LAZY_MODULES).href)) as { lazyModules: LazyModules });
  }, 180_000);

  it('are all in src/lazy-modules.ts, each with a check here', async () => {
    const elsewhere: string[] = [];
    for (const file of await sourceFiles(SRC)) {
      if (file === 'lazy-modules.ts' || OTHER_LAZY_IMPORTS.has(file)) continue;
      if (/\bimport\(\s*['"`\w]/.test(await readFile(path.join(SRC, file), 'utf8'))) elsewhere.push(file);
    }
    expect(elsewhere, 'lazy imports outside src/lazy-modules.ts').toEqual([]);
    expect(Object.keys(built).sort()).toEqual(Object.keys(checks).sort());
  });

  for (const name of Object.keys(checks) as (keyof LazyModules)[]) {
    it(`${name}: loads from dist/ and works as the server uses it`, async () => {
      let loaded: unknown;
      try {
        loaded = await built[name]();
      } catch (error) {
        throw new Error(`the built server cannot load its lazy module "${name}": ${String(error)}`, { cause: error });
      }
      const check = checks[name] as (module: unknown) => Promise<void>;
      await check(loaded).catch((error: unknown) => {
        throw new Error(`the built server's lazy module "${name}" loads but does not work: ${String(error)}`, { cause: error });
      });
    });
  }
});
