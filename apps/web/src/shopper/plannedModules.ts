/** The modules a route names in `handle.modules` (routes.tsx): source paths, the client manifest's keys. */
export function plannedModulesOfHandle(handle: unknown): string[] {
  if (typeof handle !== 'object' || handle === null || !('modules' in handle)) return [];
  const { modules } = handle as { modules: unknown };
  return Array.isArray(modules) ? modules.filter((module): module is string => typeof module === 'string') : [];
}

interface RouteWithHandle {
  handle?: unknown;
  children?: readonly RouteWithHandle[];
}

/** Every module the routes and their children name, each once. */
export function plannedModulesOf(routes: readonly RouteWithHandle[]): string[] {
  const walk = (list: readonly RouteWithHandle[]): string[] =>
    list.flatMap((route) => [...plannedModulesOfHandle(route.handle), ...walk(route.children ?? [])]);
  return [...new Set(walk(routes))];
}
