import type { RouteObject } from 'react-router';

/** Every module the routes name in `handle.modules` (routes.tsx), each once. */
export function plannedModulesOf(routes: readonly RouteObject[]): string[] {
  const walk = (list: readonly RouteObject[]): string[] =>
    list.flatMap((route) => [...((route.handle as { modules?: string[] } | undefined)?.modules ?? []), ...walk(route.children ?? [])]);
  return [...new Set(walk(routes))];
}
