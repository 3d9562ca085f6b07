import { describe, expect, it } from 'vitest';
import { ReadThroughCache } from './read-through-cache.ts';

const counting = () => {
  let loads = 0;
  return {
    load: (value: string) => () => {
      loads += 1;
      return Promise.resolve(value);
    },
    get loads() {
      return loads;
    },
  };
};

describe('ReadThroughCache', () => {
  it('loads a key once while it is fresh, and again after its time', async () => {
    const cache = new ReadThroughCache<string>({ ttlMs: 0 });
    const loads = counting();
    expect(await cache.get('a', loads.load('1'))).toBe('1');
    expect(await cache.get('a', loads.load('2'))).toBe('2');
    expect(loads.loads).toBe(2);

    const lasting = new ReadThroughCache<string>({ ttlMs: 60_000 });
    await Promise.all([lasting.get('a', loads.load('x')), lasting.get('a', loads.load('y'))]);
    expect(await lasting.get('a', loads.load('z'))).toBe('x');
    expect(loads.loads).toBe(3);
  });

  it('keeps at most maxEntries keys, dropping the least recently read', async () => {
    const cache = new ReadThroughCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    await cache.get('a', () => Promise.resolve('a1'));
    await cache.get('b', () => Promise.resolve('b1'));
    await cache.get('a', () => Promise.resolve('a2'));
    await cache.get('c', () => Promise.resolve('c1'));
    expect(cache.size).toBe(2);
    expect(await cache.get('a', () => Promise.resolve('a3'))).toBe('a1');
    expect(await cache.get('b', () => Promise.resolve('b2'))).toBe('b2');
  });

  it('forgets failed loads and loads overtaken by clear()', async () => {
    const cache = new ReadThroughCache<string>({ ttlMs: 60_000 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', () => Promise.resolve('up'))).toBe('up');

    let finish: (value: string) => void = () => {};
    const slow = cache.get('b', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('before the change');
    expect(await slow).toBe('before the change');
    expect(await cache.get('b', () => Promise.resolve('after the change'))).toBe('after the change');
  });
});
