/**
 * Query keys of one resource, from the broadest to the narrowest, so that a mutation can
 * invalidate exactly what it changes: `all` ⊃ `lists()` ⊃ `list(query)`, `all` ⊃ `details()` ⊃ `detail(id)`.
 */
export function queryKeysFactory<const Scope extends string>(scope: Scope) {
  const all = [scope] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: <Query extends object>(query?: Query) => [...all, 'list', query ?? {}] as const,
    details: () => [...all, 'detail'] as const,
    detail: (id: string | number) => [...all, 'detail', id] as const,
  };
}
