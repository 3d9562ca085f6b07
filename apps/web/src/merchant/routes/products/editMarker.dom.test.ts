import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type Item } from '@marketplace/contract';
import { editMarker } from './editMarker.ts';

const item = { id: 'p1', productName: 'Mis qazan' } as Item;

describe('update_item_info edit marker', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the chosen product under the spec key until cleared', () => {
    editMarker.write(item);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.updateItemInfo) ?? '')).toEqual(item);
    expect(editMarker.read()).toEqual(item);
    editMarker.clear();
    expect(localStorage.getItem(STORAGE_KEYS.updateItemInfo)).toBeNull();
    expect(editMarker.read()).toBeNull();
  });

  it('ignores a marker that is not a product', () => {
    localStorage.setItem(STORAGE_KEYS.updateItemInfo, '{broken');
    expect(editMarker.read()).toBeNull();
    localStorage.setItem(STORAGE_KEYS.updateItemInfo, JSON.stringify({ productName: 'no id' }));
    expect(editMarker.read()).toBeNull();
  });
});
