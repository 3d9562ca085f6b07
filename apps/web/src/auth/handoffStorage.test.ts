import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import {
  forgetPromisedHandoff,
  keepHandoffNonce,
  promiseHandoff,
  takeHandoffNonce,
  takePromisedHandoff,
} from './handoffStorage.ts';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('the nonce of a sign-in code', () => {
  it('is fresh, long and URL-safe, kept once and given back once', () => {
    const storage = memoryStorage();
    const first = keepHandoffNonce(storage);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(takeHandoffNonce(storage)).toBe(first);
    expect(takeHandoffNonce(storage)).toBeNull();
    expect(keepHandoffNonce(storage)).not.toBe(first);
  });

  it('is absent in a tab that asked for no code', () => {
    expect(takeHandoffNonce(memoryStorage())).toBeNull();
    expect(takeHandoffNonce(null)).toBeNull();
  });
});

describe('a promised sign-in to another site', () => {
  it('gives its token once, for that kind of site, within ten minutes', () => {
    const storage = memoryStorage();
    promiseHandoff('seller-token', ACCOUNT_TYPE.MERCHANT, storage, 1_000);
    expect(takePromisedHandoff(ACCOUNT_TYPE.ADMIN, storage, 2_000)).toBeNull();
    // Asking for the wrong kind used the promise up.
    expect(takePromisedHandoff(ACCOUNT_TYPE.MERCHANT, storage, 2_000)).toBeNull();

    promiseHandoff('seller-token', ACCOUNT_TYPE.MERCHANT, storage, 1_000);
    expect(takePromisedHandoff(ACCOUNT_TYPE.MERCHANT, storage, 2_000)).toBe('seller-token');
    expect(takePromisedHandoff(ACCOUNT_TYPE.MERCHANT, storage, 2_000)).toBeNull();

    promiseHandoff('seller-token', ACCOUNT_TYPE.MERCHANT, storage, 1_000);
    expect(takePromisedHandoff(ACCOUNT_TYPE.MERCHANT, storage, 1_000 + 10 * 60 * 1000 + 1)).toBeNull();
  });

  it('is forgotten when the user turns the offer down, and a broken record is no promise', () => {
    const storage = memoryStorage();
    promiseHandoff('seller-token', ACCOUNT_TYPE.MERCHANT, storage);
    forgetPromisedHandoff(storage);
    expect(takePromisedHandoff(ACCOUNT_TYPE.MERCHANT, storage)).toBeNull();
    storage.setItem('__hp', '{not json');
    expect(takePromisedHandoff(ACCOUNT_TYPE.MERCHANT, storage)).toBeNull();
  });
});
