import { matchRoutes, type RouteObject } from 'react-router';

type LazyRouteProperties = Omit<RouteObject, 'lazy' | 'caseSensitive' | 'path' | 'id' | 'index' | 'children'>;

async function resolveLazyRoute(route: RouteObject): Promise<void> {
  const { lazy } = route;
  if (!lazy) return;
  let resolved: LazyRouteProperties;
  if (typeof lazy === 'function') {
    resolved = await lazy();
  } else {
    const loaders = Object.entries(lazy) as Array<[string, (() => Promise<unknown>) | undefined]>;
    const values = await Promise.all(loaders.map(async ([key, load]) => [key, await load?.()] as const));
    resolved = Object.fromEntries(values.filter(([, value]) => value != null)) as LazyRouteProperties;
  }
  Object.assign(route, resolved, { lazy: undefined });
}

/**
 * Loads the lazy parts of the routes that match `pathname` into the route objects. Run before
 * the router is created: its first render then has every page component, so hydration
 * matches the server's HTML instead of rendering nothing until the chunk arrives.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => resolveLazyRoute(route)));
}
