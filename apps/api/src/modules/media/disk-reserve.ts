import { statfs } from 'node:fs/promises';
import path from 'node:path';

/** Free bytes for an unprivileged writer on the file system of `directory` (or its nearest existing parent). */
export async function freeBytesAt(directory: string): Promise<number> {
  let current = path.resolve(directory);
  for (;;) {
    try {
      const info = await statfs(current);
      return info.bavail * info.bsize;
    } catch (error) {
      const parent = path.dirname(current);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === current) throw error;
      current = parent;
    }
  }
}

/** Whether `bytes` more still leave `reserve` free in every directory. */
export async function fitsAboveReserve(directories: readonly string[], bytes: number, reserve: number): Promise<boolean> {
  for (const directory of directories) {
    if ((await freeBytesAt(directory)) - bytes < reserve) return false;
  }
  return true;
}
