import path from 'node:path';

/** What the grouping reads of a first, ungrouped build's output chunk. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Files it imports statically. */
  imports: readonly string[];
  /** Files it may import later. */
  dynamicImports: readonly string[];
  /** Modules with code in it (tree-shaken ones left out). */
  moduleIds: readonly string[];
}

/** `HomePage.tsx` and `home.data.ts` both belong to the route "home". */
export function routeNameOf(moduleId: string): string {
  const base = path.basename(moduleId).replace(/\.data\.tsx?$|Page\.tsx$|\.tsx?$/, '');
  return base.charAt(0).toLowerCase() + base.slice(1);
}

function fileClosure(start: string, byFile: ReadonlyMap<string, BuiltChunk>, followDynamic = false): Set<string> {
  const seen = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const chunk = byFile.get(file);
    pending.push(...(chunk?.imports ?? []), ...(followDynamic ? (chunk?.dynamicImports ?? []) : []));
  }
  return seen;
}

/**
 * Left to itself, the bundler cuts one chunk per distinct set of importers, so a page's route
 * modules pulled in about 25 files of 1 KB each (headers and poorer compression on every one).
 * From a first build's chunks, this gives each module a route's chunk needs beyond what the entry
 * has loaded a group: `page-<route>` when only that route's modules use it, `pages-shared` when
 * two or more routes do, `ui-shared` when another entry's code (the back office) uses it too. The route modules themselves keep their own chunks (the server finds
 * them by source path in the manifest). The entry's imports, which the bundler cuts by which
 * entries share them, become two chunks: `first-load` for what other entries load too and
 * `first-load-own` for the rest, except the modules another group takes (`groupedElsewhere`).
 */
export function assignRouteGroups(
  chunks: readonly BuiltChunk[],
  isEntry: (moduleId: string) => boolean,
  isRouteModule: (moduleId: string) => boolean,
  groupedElsewhere: (moduleId: string) => boolean = () => false,
): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId !== null && isEntry(chunk.facadeModuleId));
  if (!entry) return new Map();
  const loadedFirst = fileClosure(entry.fileName, byFile);
  const groups = new Map<string, string>();

  // The files the entry imports, in two chunks: what the other entries load too, and what only this
  // one does (that part may import the entry's own chunk, which no other entry must run).
  const otherEntries = chunks.filter((chunk) => chunk.isEntry && chunk !== entry);
  const loadedByOthers = new Set(otherEntries.flatMap((chunk) => [...fileClosure(chunk.fileName, byFile)]));
  const usedByOthers = new Set(
    otherEntries.flatMap((chunk) => [...fileClosure(chunk.fileName, byFile, true)].flatMap((file) => byFile.get(file)?.moduleIds ?? [])),
  );
  for (const file of loadedFirst) {
    if (file === entry.fileName) continue;
    const group = loadedByOthers.has(file) ? 'first-load' : 'first-load-own';
    for (const moduleId of byFile.get(file)?.moduleIds ?? []) {
      if (!groupedElsewhere(moduleId)) groups.set(moduleId, group);
    }
  }
  const isRouteChunk = (chunk: BuiltChunk | undefined) => chunk?.facadeModuleId != null && isRouteModule(chunk.facadeModuleId);

  const routesOfModule = new Map<string, Set<string>>();
  for (const routeChunk of chunks.filter(isRouteChunk)) {
    const route = routeNameOf(routeChunk.facadeModuleId!);
    for (const file of fileClosure(routeChunk.fileName, byFile)) {
      const chunk = byFile.get(file);
      if (!chunk || loadedFirst.has(file) || isRouteChunk(chunk)) continue;
      for (const moduleId of chunk.moduleIds) {
        const routes = routesOfModule.get(moduleId) ?? new Set<string>();
        routes.add(route);
        routesOfModule.set(moduleId, routes);
      }
    }
  }
  for (const [moduleId, routes] of routesOfModule) {
    // What the other entries' code uses as well goes in a chunk of its own, which never imports this
    // entry's chunk: the back office must not run the shopper's entry.
    if (usedByOthers.has(moduleId)) groups.set(moduleId, 'ui-shared');
    else groups.set(moduleId, routes.size > 1 ? 'pages-shared' : `page-${[...routes][0]}`);
  }
  return groups;
}
