import type { PageAssets } from '@marketplace/contract';
import { plannedModulesOfHandle } from '../shopper/plannedModules.ts';

/** The part of a matched route this reads: its `handle` (routes.tsx puts the lazy modules there). */
interface MatchedRoute {
  route: { handle?: unknown };
}

/**
 * The files a page imports at once, after its entry's: each matched route's lazy modules and what
 * they import, each file once, in route order. Imported side by side with the entry, they arrive
 * in one round trip instead of being found one import level at a time once the entry has run.
 */
export function modulesToImport(assets: PageAssets, matches: readonly MatchedRoute[]): string[] {
  const routeFiles = matches.flatMap(({ route }) =>
    plannedModulesOfHandle(route.handle).flatMap((module) => assets.lazyModules[module] ?? []),
  );
  return [...new Set([...assets.bootstrap, ...assets.modulePreloads, ...routeFiles])];
}
