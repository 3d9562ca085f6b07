import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CartCount from './cartCount.ts';

type CartCountModule = typeof CartCount;

/** A fresh copy of the module, as a tab of a browser without BroadcastChannel loads it. */
async function loadWithoutBroadcastChannel(): Promise<CartCountModule> {
  vi.stubGlobal('BroadcastChannel', undefined);
  vi.resetModules();
  return import('./cartCount.ts');
}

describe('cart changes between tabs without BroadcastChannel', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("leaves the new count in storage, where the other tabs' storage event finds it", async () => {
    const cartCount = await loadWithoutBroadcastChannel();

    cartCount.publishCartCount(4);
    const first = localStorage.getItem(cartCount.CART_STORAGE_KEY);
    expect(JSON.parse(first ?? '{}')).toMatchObject({ count: 4 });

    // The same count again must still reach the other tabs (a storage event needs a new value).
    await new Promise((resolve) => setTimeout(resolve, 2));
    cartCount.publishCartCount(4);
    expect(localStorage.getItem(cartCount.CART_STORAGE_KEY)).not.toBe(first);
  });

  it("hears another tab's change through the storage event", async () => {
    const cartCount = await loadWithoutBroadcastChannel();
    const heard: unknown[] = [];
    const stop = cartCount.onCartChangedElsewhere((message) => heard.push(message));

    window.dispatchEvent(new StorageEvent('storage', { key: cartCount.CART_STORAGE_KEY, newValue: JSON.stringify({ count: 6, at: 1 }) }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: JSON.stringify({ count: 9 }) }));
    window.dispatchEvent(new StorageEvent('storage', { key: cartCount.CART_STORAGE_KEY, newValue: 'not json' }));

    expect(heard).toEqual([{ count: 6 }]);
    stop();
  });
});
