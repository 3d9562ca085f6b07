import { STORAGE_KEYS, type Item } from '@marketplace/contract';

/**
 * Spec §2/§7 `update_item_info`: the product chosen for editing, kept in local storage while its
 * form is open (so a reload reopens it), cleared on a successful save and on cancel.
 */
export const editMarker = {
  read(storage: Storage = localStorage): Item | null {
    try {
      const value: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.updateItemInfo) ?? 'null');
      return value !== null && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string'
        ? (value as Item)
        : null;
    } catch {
      return null;
    }
  },
  write(item: Item, storage: Storage = localStorage): void {
    try {
      storage.setItem(STORAGE_KEYS.updateItemInfo, JSON.stringify(item));
    } catch {
      // Storage full or refused: the form still opens, it just will not reopen after a reload.
    }
  },
  clear(storage: Storage = localStorage): void {
    storage.removeItem(STORAGE_KEYS.updateItemInfo);
  },
};
