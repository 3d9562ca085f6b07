import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { Item } from '@marketplace/contract';
import { editMarker } from './editMarker.ts';
import { NEW_PRODUCT_PARAM } from './productFormParams.ts';

export type ProductFormTarget = { mode: 'create' } | { mode: 'edit'; item: Item };

/**
 * Which product the form is open for. Spec §2: choosing a product stores it under
 * `update_item_info` and opens the form pre-filled; a reload reopens it; success and cancel
 * clear it. `?new=1` (the dashboard's first-product step) opens an empty form.
 */
export function useProductFormState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [target, setTarget] = useState<ProductFormTarget | null>(() => {
    const marked = editMarker.read();
    if (marked) return { mode: 'edit', item: marked };
    return searchParams.get(NEW_PRODUCT_PARAM) === '1' ? { mode: 'create' } : null;
  });

  function dropNewParam() {
    if (!searchParams.has(NEW_PRODUCT_PARAM)) return;
    const next = new URLSearchParams(searchParams);
    next.delete(NEW_PRODUCT_PARAM);
    setSearchParams(next, { replace: true });
  }

  return {
    target,
    openCreate: () => setTarget({ mode: 'create' }),
    openEdit: (item: Item) => {
      editMarker.write(item);
      setTarget({ mode: 'edit', item });
    },
    /** After a save or a cancel: the marker goes, the dialog closes. */
    close: () => {
      editMarker.clear();
      dropNewParam();
      setTarget(null);
    },
  };
}
