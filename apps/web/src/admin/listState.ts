/**
 * A section's list state as the address keeps it (deep links, the back button): `page`, the search
 * `q` and the section's own filters, each a search parameter. Only what differs from the default
 * (page 1, no search, no filter) is written, so the plain list has the plain address.
 */
export interface ListState<Filter extends string> {
  page: number;
  q: string | undefined;
  filters: Partial<Record<Filter, string>>;
}

const PAGE = 'page';
const QUERY = 'q';

/** Reads the state; a malformed page is the first, blank values are no filter. */
export function readListState<Filter extends string>(search: URLSearchParams, filterNames: readonly Filter[]): ListState<Filter> {
  const page = Number(search.get(PAGE));
  const filters: Partial<Record<Filter, string>> = {};
  for (const name of filterNames) {
    const value = search.get(name)?.trim();
    if (value) filters[name] = value;
  }
  const q = search.get(QUERY)?.trim();
  return { page: Number.isSafeInteger(page) && page > 1 ? page : 1, q: q || undefined, filters };
}

/** The search string (with its `?`, or '' for the plain list) of a state. */
export function listStateSearch<Filter extends string>(state: ListState<Filter>): string {
  const search = new URLSearchParams();
  if (state.q?.trim()) search.set(QUERY, state.q.trim());
  for (const [name, value] of Object.entries<string | undefined>(state.filters)) {
    if (value?.trim()) search.set(name, value.trim());
  }
  if (state.page > 1) search.set(PAGE, String(Math.trunc(state.page)));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The state after a change: a new search or filter starts again at page 1; a page change keeps the rest. */
export function nextListState<Filter extends string>(
  state: ListState<Filter>,
  change: { page?: number; q?: string | undefined; filters?: Partial<Record<Filter, string | undefined>> },
): ListState<Filter> {
  const narrowing = 'q' in change || change.filters !== undefined;
  const filters = { ...state.filters } as Partial<Record<Filter, string>>;
  for (const [name, value] of Object.entries(change.filters ?? {}) as [Filter, string | undefined][]) {
    if (value?.trim()) filters[name] = value.trim();
    else delete filters[name];
  }
  return {
    page: change.page ?? (narrowing ? 1 : state.page),
    q: 'q' in change ? change.q?.trim() || undefined : state.q,
    filters,
  };
}
