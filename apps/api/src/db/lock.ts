import path from 'node:path';
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** Another live process owns the data directory. */
export class LockHeldError extends Error {
  constructor(
    readonly lockPath: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The database in this data directory is already in use by process ${owner.pid} (started ${owner.startedAt}). ` +
        `Stop that process or choose another DATA_DIR. Lock file: ${lockPath}`,
    );
    this.name = 'LockHeldError';
  }
}

/** Locks this process holds, so a second open in the same process is refused too. */
const heldByThisProcess = new Map<string, LockOwner>();

export interface LockOwner {
  pid: number;
  startedAt: string;
}

export interface OwnerLock {
  readonly path: string;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release(): void;
}

/**
 * Makes this process the only owner of a data directory: the lock file is created exclusively
 * and holds our pid. A lock whose process is gone (killed, crashed) is taken over.
 */
export function acquireOwnerLock(lockPath: string): OwnerLock {
  const resolved = path.resolve(lockPath);
  const mine = heldByThisProcess.get(resolved);
  if (mine) throw new LockHeldError(resolved, mine);
  const me: LockOwner = { pid: process.pid, startedAt: new Date().toISOString() };
  // Two rounds: the second one follows the removal of a stale lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (tryCreate(resolved, me)) return ownedLock(resolved, me);
    const owner = readOwner(resolved);
    if (owner && isAlive(owner.pid)) throw new LockHeldError(resolved, owner);
    removeIfPresent(resolved);
  }
  const owner = readOwner(resolved);
  throw new LockHeldError(resolved, owner ?? { pid: -1, startedAt: 'unknown' });
}

function tryCreate(lockPath: string, owner: LockOwner): boolean {
  let fd: number;
  try {
    fd = openSync(lockPath, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(owner));
  } finally {
    closeSync(fd);
  }
  return true;
}

function readOwner(lockPath: string): LockOwner | undefined {
  try {
    const parsed = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    if (typeof parsed.pid === 'number' && Number.isInteger(parsed.pid) && parsed.pid > 0) {
      return { pid: parsed.pid, startedAt: String(parsed.startedAt ?? 'unknown') };
    }
  } catch {
    // Missing, half-written or foreign content: nobody provably owns it.
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  // Our pid in a lock we do not hold is a previous run (containers reuse pid 1).
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeIfPresent(lockPath: string): void {
  try {
    unlinkSync(lockPath);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function ownedLock(lockPath: string, me: LockOwner): OwnerLock {
  heldByThisProcess.set(lockPath, me);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldByThisProcess.delete(lockPath);
    process.off('exit', release);
    const owner = readOwner(lockPath);
    if (owner?.pid === me.pid && owner.startedAt === me.startedAt) removeIfPresent(lockPath);
  };
  process.on('exit', release);
  return { path: lockPath, release };
}
