import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, STORAGE_VERSION, STORAGE_VERSION_KEY } from '@marketplace/contract';
import { ensureStorageVersion, STORAGE_VERSION_RELOAD_FLAG } from './storageVersion.ts';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const check = (reload = vi.fn()) => ({
  reload,
  outcome: ensureStorageVersion({ local: localStorage, session: sessionStorage, reload }),
});

describe('ensureStorageVersion', () => {
  it('keeps local storage and does not reload when the version is current', () => {
    localStorage.setItem(STORAGE_VERSION_KEY, STORAGE_VERSION);
    localStorage.setItem(STORAGE_KEYS.token, 'abc');

    const { outcome, reload } = check();

    expect(outcome).toBe('current');
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('abc');
  });

  it('clears local storage, stores the new version and reloads when the version differs', () => {
    localStorage.setItem(STORAGE_VERSION_KEY, 'p_v_s_000');
    localStorage.setItem(STORAGE_KEYS.token, 'old-token');

    const { outcome, reload } = check();

    expect(outcome).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_VERSION_KEY)).toBe(STORAGE_VERSION);
  });

  it('treats data stored without a version as stale', () => {
    localStorage.setItem(STORAGE_KEYS.accountType, '1');

    const { outcome, reload } = check();

    expect(outcome).toBe('reloading');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.accountType)).toBeNull();
  });

  it('writes the version on a first visit without reloading', () => {
    const { outcome, reload } = check();

    expect(outcome).toBe('initialized');
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_VERSION_KEY)).toBe(STORAGE_VERSION);
  });

  it('boots normally on the load after the reload', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'old-token');
    check();
    const second = check();

    expect(second.outcome).toBe('current');
    expect(second.reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(STORAGE_VERSION_RELOAD_FLAG)).toBeNull();
  });

  it('reloads only once when local storage refuses to keep the version', () => {
    const forgetful: Storage = {
      get length() {
        return 0;
      },
      clear: () => undefined,
      getItem: () => null,
      key: () => null,
      removeItem: () => undefined,
      setItem: () => undefined,
    };
    const reload = vi.fn();
    // Something stale is visible, but writes are dropped.
    const staleButForgetful: Storage = { ...forgetful, length: 1 };
    const boot = () => ensureStorageVersion({ local: staleButForgetful, session: sessionStorage, reload });

    expect(boot()).toBe('reloading');
    expect(boot()).toBe('stale-after-reload');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reports unavailable storage instead of throwing', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Storage;
    const reload = vi.fn();

    expect(ensureStorageVersion({ local: blocked, session: sessionStorage, reload })).toBe('unavailable');
    expect(reload).not.toHaveBeenCalled();
  });
});
