import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/** `{key}.{12 hex}.partial`, as local-storage.ts writes them; the key's name starts with the upload id. */
const PARTIAL = /^([0-9a-f]{32})[^/]*\.[0-9a-f]{12}\.partial$/;
const STAGED = /^[0-9a-f]{32}$/;
/** A file being written is touched all the time; one untouched this long has no writer left. */
const IDLE_MS = 5 * 60 * 1000;

export interface OrphanSweepInput {
  /** The local media directory (absent with a bucket: a bucket never shows half-written objects). */
  mediaDir: string | undefined;
  /** tus's directory of unfinished uploads (`{id}` and `{id}.json`). */
  stagingDir: string;
  uploadExpiryMs: number;
  now: Date;
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function ageMs(file: string, now: Date): Promise<number | undefined> {
  const info = await stat(file).catch(() => undefined);
  return info && now.getTime() - info.mtimeMs;
}

/**
 * Files a killed process left behind: a `.partial` of a stored file that no live upload explains
 * (its upload is not staged and nothing has written to it for IDLE_MS), or that is older than the
 * upload expiry; and a staged upload's data file without its `.json` description, older than the
 * expiry. A partial of a staged upload younger than the expiry may be a write in progress (or be
 * written again when its upload is finished): it stays. Answers the removed paths.
 */
export async function sweepOrphanPartials(input: OrphanSweepInput): Promise<string[]> {
  const removed: string[] = [];
  const staged = new Set((await readdir(input.stagingDir).catch(() => [] as string[])).filter((name) => name.endsWith('.json')));
  const remove = async (file: string) => {
    await rm(file, { force: true });
    removed.push(file);
  };

  for (const file of input.mediaDir ? await filesUnder(input.mediaDir) : []) {
    const match = PARTIAL.exec(path.basename(file));
    if (!match) continue;
    const age = await ageMs(file, input.now);
    if (age === undefined) continue;
    if ((!staged.has(`${match[1]}.json`) && age > IDLE_MS) || age > input.uploadExpiryMs) await remove(file);
  }
  for (const name of await readdir(input.stagingDir).catch(() => [] as string[])) {
    if (!STAGED.test(name) || staged.has(`${name}.json`)) continue;
    const file = path.join(input.stagingDir, name);
    const age = await ageMs(file, input.now);
    if (age !== undefined && age > input.uploadExpiryMs) await remove(file);
  }
  return removed;
}
