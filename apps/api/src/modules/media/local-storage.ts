import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { exactLength } from './exact-length.ts';
import { contentTypeOfKey } from './keys.ts';
import type { MediaBody, MediaStorage } from './storage.ts';

/** Media in a local directory; the key is the relative path. */
export function createLocalStorage(directory: string): MediaStorage {
  const root = path.resolve(directory);
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(`${root}${path.sep}`)) throw new Error(`key outside the media directory: ${key}`);
    return file;
  };
  const sizeOf = async (key: string) => {
    try {
      const info = await stat(fileOf(key));
      return info.isFile() ? info.size : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  };

  return {
    bucket: path.basename(root),
    async put(key, body: MediaBody) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside the target and renamed, so a reader sees the old state or the whole file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body);
        else await pipeline(body.stream, exactLength(body.size), createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const size = await sizeOf(key);
      if (size === undefined) return undefined;
      const body = createReadStream(fileOf(key), range ? { start: range.start, end: range.end } : {});
      return { body, size, range, contentType: contentTypeOfKey(key) ?? 'application/octet-stream' };
    },
    async stat(key) {
      const size = await sizeOf(key);
      return size === undefined ? undefined : { size };
    },
    async exists(key) {
      return (await sizeOf(key)) !== undefined;
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
