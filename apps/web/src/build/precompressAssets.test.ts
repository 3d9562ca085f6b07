import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFile } from './precompressAssets.ts';

describe('precompressFile', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'precompress-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes brotli and gzip copies that decompress to the file, smaller than it', async () => {
    const file = path.join(dir, 'chunk.js');
    const source = 'export const greeting = "Salam";\n'.repeat(400);
    await writeFile(file, source);
    expect(await precompressFile(file)).toEqual([`${file}.br`, `${file}.gz`]);
    const br = await readFile(`${file}.br`);
    const gz = await readFile(`${file}.gz`);
    expect(brotliDecompressSync(br).toString()).toBe(source);
    expect(gunzipSync(gz).toString()).toBe(source);
    expect(br.length).toBeLessThan(gz.length);
    expect(gz.length).toBeLessThan(source.length);
  });

  it('writes no copy that would be larger than the file', async () => {
    const file = path.join(dir, 'noise.js');
    await writeFile(file, randomBytes(4096));
    expect(await precompressFile(file)).toEqual([]);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
  });
});
