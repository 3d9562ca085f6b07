import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@marketplace/contract';
import { readBuyerCity, rememberBuyerCity } from './buyerCity.ts';

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('the buyer city kept in the browser', () => {
  it('is read back after it is chosen, and forgotten for an empty choice', () => {
    expect(readBuyerCity()).toBeNull();
    rememberBuyerCity('Gəncə');
    expect(readBuyerCity()).toBe('Gəncə');
    rememberBuyerCity('');
    expect(readBuyerCity()).toBeNull();
  });

  it('ignores a stored value that is not one of the cities', () => {
    localStorage.setItem(STORAGE_KEYS.buyerCity, 'Atlantis');
    expect(readBuyerCity()).toBeNull();
    rememberBuyerCity('Atlantis');
    expect(localStorage.getItem(STORAGE_KEYS.buyerCity)).toBe('Atlantis');
  });

  it('reads nothing and throws nothing when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => rememberBuyerCity('Bakı')).not.toThrow();
    expect(readBuyerCity()).toBeNull();
  });
});
