import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@marketplace/contract';
import { PENDING_CART_ADD_TTL_MS, forgetPendingCartAdd, keepPendingCartAdd } from './pendingCartAdd.ts';
import { takePendingCartAdd } from './takePendingCartAdd.ts';

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

const CHOICE = { attributes: { Yazı: 'Kufi' }, pocketTypeId: 2, quantity: 2, personalization: 'Aysel' };
const NOW = 1_800_000_000_000;

describe('the add to cart a guest asked for before signing in', () => {
  it('is given back once, for its product, with the choice and quantity: a reload adds nothing more', () => {
    const storage = memoryStorage();
    keepPendingCartAdd('item-1', CHOICE, storage, NOW);
    expect(takePendingCartAdd('item-1', storage, NOW + 60_000)).toEqual(CHOICE);
    expect(takePendingCartAdd('item-1', storage, NOW + 61_000)).toBeNull();
  });

  it('is dropped on another product, once expired, when forgotten, or when it is not a choice', () => {
    const storage = memoryStorage();
    keepPendingCartAdd('item-1', CHOICE, storage, NOW);
    expect(takePendingCartAdd('item-2', storage, NOW)).toBeNull();
    expect(takePendingCartAdd('item-1', storage, NOW)).toBeNull();

    keepPendingCartAdd('item-1', CHOICE, storage, NOW);
    expect(takePendingCartAdd('item-1', storage, NOW + PENDING_CART_ADD_TTL_MS)).toBeNull();

    keepPendingCartAdd('item-1', CHOICE, storage, NOW);
    forgetPendingCartAdd(storage);
    expect(takePendingCartAdd('item-1', storage, NOW)).toBeNull();

    for (const broken of [
      '{',
      JSON.stringify({ itemId: 'item-1', until: NOW + 1, choice: { attributes: { a: 1 }, pocketTypeId: 1, quantity: 1 } }),
    ]) {
      storage.setItem(STORAGE_KEYS.pendingCartAdd, broken);
      expect(takePendingCartAdd('item-1', storage, NOW)).toBeNull();
      expect(storage.getItem(STORAGE_KEYS.pendingCartAdd)).toBeNull();
    }
  });
});
