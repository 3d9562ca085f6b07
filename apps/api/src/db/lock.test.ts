import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireOwnerLock, LockHeldError } from './lock.ts';

/** A pid that certainly belongs to no running process: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('acquireOwnerLock', () => {
  let dir: string;
  let lockPath: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'api-lock-'));
    lockPath = path.join(dir, 'db.lock');
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('creates the lock with our pid and removes it on release', async () => {
    const lock = acquireOwnerLock(lockPath);
    expect(JSON.parse(await readFile(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
    lock.release();
    await expect(readFile(lockPath)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('refuses a lock held by another live process, naming it, and leaves its file alone', async () => {
    const owner = { pid: process.ppid, startedAt: '2025-01-01T00:00:00.000Z' };
    await writeFile(lockPath, JSON.stringify(owner));
    expect(() => acquireOwnerLock(lockPath)).toThrow(LockHeldError);
    expect(() => acquireOwnerLock(lockPath)).toThrow(new RegExp(`process ${process.ppid}`));
    expect(JSON.parse(await readFile(lockPath, 'utf8'))).toEqual(owner);
  });

  it('refuses a second open from this same process while the first holds it', () => {
    const lock = acquireOwnerLock(lockPath);
    expect(() => acquireOwnerLock(lockPath)).toThrow(LockHeldError);
    lock.release();
    acquireOwnerLock(lockPath).release();
  });

  it('takes over a lock left by a process that is gone', async () => {
    const pid = deadPid();
    await writeFile(lockPath, JSON.stringify({ pid, startedAt: '2025-01-01T00:00:00.000Z' }));
    const lock = acquireOwnerLock(lockPath);
    expect(JSON.parse(await readFile(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('takes over an unreadable lock file', async () => {
    await writeFile(lockPath, 'not json');
    const lock = acquireOwnerLock(lockPath);
    expect(JSON.parse(await readFile(lockPath, 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('does not remove a lock that another process took over after us', async () => {
    const lock = acquireOwnerLock(lockPath);
    const successor = JSON.stringify({ pid: process.ppid, startedAt: 'later' });
    await writeFile(lockPath, successor);
    lock.release();
    expect(await readFile(lockPath, 'utf8')).toBe(successor);
  });
});
