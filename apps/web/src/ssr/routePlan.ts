import type { PageAssets } from '@marketplace/contract';

/** The part of a matched route this reads: its `handle` (routes.tsx puts the lazy modules there). */
interface MatchedRoute {
  route: { handle?: unknown };
}

function plannedModules(handle: unknown): string[] {
  if (typeof handle !== 'object' || handle === null || !('modules' in handle)) return [];
  const { modules } = handle as { modules: unknown };
  return Array.isArray(modules) ? modules.filter((module): module is string => typeof module === 'string') : [];
}

/**
 * The files a page imports at once, after its entry's: each matched route's lazy modules and what
 * they import, each file once, in route order. Imported side by side with the entry, they arrive
 * in one round trip instead of being found one import level at a time once the entry has run.
 */
export function modulesToImport(assets: PageAssets, matches: readonly MatchedRoute[]): string[] {
  const routeFiles = matches.flatMap(({ route }) => plannedModules(route.handle).flatMap((module) => assets.lazyModules[module] ?? []));
  return [...new Set([...assets.bootstrap, ...assets.modulePreloads, ...routeFiles])];
}
