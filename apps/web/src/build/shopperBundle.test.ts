// @vitest-environment node
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { manifestClosure, type Manifest } from './manifestClosure.ts';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SHOPPER = 'src/shopper/entry-client.tsx';
const SPA = 'src/spa/entry-client.tsx';
const BACK_OFFICE_SOURCES = /^src\/(merchant|admin|spa)\//;
/** Strings only the merchant and admin route tables contain. */
const BACK_OFFICE_MARKERS = ['merchant.dashboard', 'merchant.products', 'admin.dashboard', 'admin.login'];

let outDir: string;
let manifest: Manifest;

beforeAll(async () => {
  outDir = await mkdtemp(path.join(os.tmpdir(), 'web-client-build-'));
  // The production client build, exactly as configured, into a scratch directory.
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
  manifest = JSON.parse(await readFile(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}, 120_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('production client build', () => {
  it('has the two entries the server looks up', () => {
    expect(manifest[SHOPPER]?.isEntry).toBe(true);
    expect(manifest[SPA]?.isEntry).toBe(true);
  });

  it('never lets the shopper entry reach merchant, admin or back-office code', () => {
    const reachable = [...manifestClosure(manifest, SHOPPER, true)];
    const sources = reachable.map((key) => manifest[key]?.src ?? key);
    expect(sources.filter((source) => BACK_OFFICE_SOURCES.test(source))).toEqual([]);
  });

  it('keeps back-office strings out of every file the shopper entry loads', async () => {
    const files = [...manifestClosure(manifest, SHOPPER, true)].map((key) => manifest[key]?.file ?? '');
    for (const file of files.filter((name) => name.endsWith('.js'))) {
      const code = await readFile(path.join(outDir, file), 'utf8');
      for (const marker of BACK_OFFICE_MARKERS) expect(code, `${file} contains ${marker}`).not.toContain(marker);
    }
  });

  it('loads the merchant and admin apps lazily, only from the back-office entry', () => {
    for (const app of ['src/merchant/App.tsx', 'src/admin/App.tsx']) {
      expect(manifest[app]?.isDynamicEntry).toBe(true);
      expect(manifest[SPA]?.dynamicImports).toContain(app);
      expect(manifestClosure(manifest, SPA, false).has(app)).toBe(false);
    }
  });
});
