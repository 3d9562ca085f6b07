import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { listStateSearch, nextListState, readListState, type ListState } from './listState.ts';

type Change<Filter extends string> = Parameters<typeof nextListState<Filter>>[1];

/**
 * The list state of the section on screen, from its address, and the ways to change it: each change
 * is a navigation (so the back button undoes it); `replace` swaps the entry instead (e.g. a page past
 * the last one after rows went away).
 */
export function useListState<Filter extends string>(filterNames: readonly Filter[]) {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const state = readListState(searchParams, filterNames);
  const hrefOf = (next: ListState<Filter>) => `${pathname}${listStateSearch(next)}`;

  return {
    state,
    hrefForPage: (page: number) => hrefOf(nextListState(state, { page })),
    change: (change: Change<Filter>, options?: { replace?: boolean }) =>
      void navigate(hrefOf(nextListState(state, change)), { replace: options?.replace ?? false }),
  };
}
