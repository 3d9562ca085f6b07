import { useState } from 'react';
import type { CatalogueFilter, CatalogueSelection } from '@marketplace/contract';

type Picked = { mode: 'page'; ids: ReadonlySet<string> } | { mode: 'all'; except: ReadonlySet<string> };

/**
 * The products ticked: those of the page shown, or every product matching the filter across
 * pages but those unticked. A new page starts again with nothing ticked (unless all matching are
 * chosen), and a new filter always does, so an action never reaches products the seller can no
 * longer see.
 */
export function useListSelection(pageIds: readonly string[], filter: CatalogueFilter, total: number) {
  const filterKey = JSON.stringify(filter);
  const pageKey = `${filterKey} ${pageIds.join(' ')}`;
  const [state, setState] = useState<{ pageKey: string; filterKey: string; picked: Picked }>({
    pageKey,
    filterKey,
    picked: { mode: 'page', ids: new Set() },
  });
  const empty: Picked = { mode: 'page', ids: new Set() };
  const picked =
    state.filterKey !== filterKey ? empty : state.picked.mode === 'all' || state.pageKey === pageKey ? state.picked : empty;
  const set = (next: Picked) => setState({ pageKey, filterKey, picked: next });

  const isSelected = (id: string) => (picked.mode === 'all' ? !picked.except.has(id) : picked.ids.has(id));
  const onPage = pageIds.filter(isSelected).length;
  const count = picked.mode === 'all' ? Math.max(0, total - picked.except.size) : picked.ids.size;

  return {
    allMatching: picked.mode === 'all',
    count,
    /** Ticked on the page shown. */
    onPage,
    isSelected,
    /** The ids ticked on this page (for the actions that take ids, such as hide and show). */
    pageSelected: pageIds.filter(isSelected),
    toggle(id: string, on: boolean) {
      if (picked.mode === 'all') {
        const except = new Set(picked.except);
        if (on) except.delete(id);
        else except.add(id);
        set({ mode: 'all', except });
        return;
      }
      const ids = new Set(picked.ids);
      if (on) ids.add(id);
      else ids.delete(id);
      set({ mode: 'page', ids });
    },
    selectPage: () => set({ mode: 'page', ids: new Set(pageIds) }),
    selectAllMatching: () => set({ mode: 'all', except: new Set() }),
    clear: () => set({ mode: 'page', ids: new Set() }),
    /** The contract's selection: the ticked ids, or the filter with the unticked ones. */
    selection(): CatalogueSelection {
      return picked.mode === 'all'
        ? { mode: 'filter', filter, except: [...picked.except] }
        : { mode: 'ids', ids: [...picked.ids] };
    },
  };
}
