import { useState } from 'react';

/**
 * The products ticked on the page shown. A new page (other ids) starts with nothing ticked,
 * so an action never reaches products the seller can no longer see.
 */
export function usePageSelection(pageIds: readonly string[]) {
  const pageKey = pageIds.join(' ');
  const [state, setState] = useState<{ pageKey: string; ids: ReadonlySet<string> }>({ pageKey, ids: new Set() });
  const selected = state.pageKey === pageKey ? state.ids : new Set<string>();

  const replace = (ids: Iterable<string>) => setState({ pageKey, ids: new Set(ids) });
  return {
    selected,
    toggle(id: string, on: boolean) {
      const next = new Set(selected);
      if (on) next.add(id);
      else next.delete(id);
      replace(next);
    },
    selectAll: () => replace(pageIds),
    clear: () => replace([]),
  };
}
