import path from 'node:path';
import { closureOf } from './closure.ts';

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
  /** Each module's size in the chunk's code, in bytes (before compression). */
  moduleSizes?: Readonly<Record<string, number>>;
}

/** `HomePage.tsx` and `home.data.ts` both belong to the route "home". */
export function routeNameOf(moduleId: string): string {
  const base = path.basename(moduleId).replace(/\.data\.tsx?$|Page\.tsx$|\.tsx?$/, '');
  return base.charAt(0).toLowerCase() + base.slice(1);
}

/** The user name of the entry's lazy chunks that are not routes. */
const LAZY = '\0lazy';

/**
 * Code that the back office shares with some of the shopper's routes is grouped by the routes that use
 * it, so that a page loads only what it uses (the product page's dates, the cart's query cache); a group
 * smaller than this (uncompressed bytes) is not worth a request of its own and joins `ui-shared`.
 */
export const OWN_SHARED_GROUP_MIN_BYTES = 6 * 1024;

/** A short stable name for a set of routes: the route itself, or a hash of the sorted names. */
function routeSetName(routes: readonly string[]): string {
  if (routes.length === 1) return routes[0]!;
  let hash = 0x811c9dc5;
  for (const char of [...routes].sort().join(',')) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return `${routes.length}r-${hash.toString(36)}`;
}

function fileClosure(start: string, byFile: ReadonlyMap<string, BuiltChunk>, followDynamic = false): Set<string> {
  return closureOf(start, (file) => {
    const chunk = byFile.get(file);
    return [...(chunk?.imports ?? []), ...(followDynamic ? (chunk?.dynamicImports ?? []) : [])];
  });
}

/**
 * Left to itself, the bundler cuts one chunk per distinct set of importers, so a page's route
 * modules pulled in about 25 files of 1 KB each (headers and poorer compression on every one).
 * From a first build's chunks, this gives the modules a page needs a few groups:
 *
 * - the entry's imports: `first-load` for what other entries' code (the back office) uses too,
 *   `first-load-own` for the rest, which only this entry ever loads;
 * - what the routes' modules import beyond that: `page-<route>` when only that route's modules
 *   use it, `pages-shared` when two or more routes do, `ui-shared` when other entries' code uses
 *   it too. A module one route and another of this entry's lazy chunks (a popup, a dialog) use
 *   is left to the bundler, so that the lazy chunk does not pull in that page's code.
 *
 * The route modules themselves keep their own chunks (the server finds them by source path in
 * the manifest), and so do the modules `groupedElsewhere` (another group of the config takes them).
 * No grouped chunk can import the entry's own chunk unless only this entry loads it: what other
 * entries use, they use together with everything it imports.
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
  const modulesOf = (files: Iterable<string>) => [...files].flatMap((file) => byFile.get(file)?.moduleIds ?? []);
  const loadedFirst = fileClosure(entry.fileName, byFile);
  const usedByOthers = new Set(
    chunks
      .filter((chunk) => chunk.isEntry && chunk !== entry)
      .flatMap((chunk) => modulesOf(fileClosure(chunk.fileName, byFile, true))),
  );
  const groups = new Map<string, string>();
  const assign = (moduleId: string, group: string) => {
    if (!groupedElsewhere(moduleId)) groups.set(moduleId, group);
  };

  for (const moduleId of modulesOf([...loadedFirst].filter((file) => file !== entry.fileName))) {
    assign(moduleId, usedByOthers.has(moduleId) ? 'first-load' : 'first-load-own');
  }

  // Who uses each module beyond the first load: routes by name, other lazy chunks as "lazy".
  const isRouteChunk = (chunk: BuiltChunk) => chunk.facadeModuleId !== null && isRouteModule(chunk.facadeModuleId);
  const lazyEntries = [...fileClosure(entry.fileName, byFile, true)]
    .map((file) => byFile.get(file))
    .filter(
      (chunk): chunk is BuiltChunk =>
        chunk !== undefined && chunk !== entry && chunk.facadeModuleId !== null && !loadedFirst.has(chunk.fileName),
    );
  const usersOfModule = new Map<string, Set<string>>();
  for (const lazyEntry of lazyEntries) {
    const user = isRouteChunk(lazyEntry) ? routeNameOf(lazyEntry.facadeModuleId!) : LAZY;
    for (const file of fileClosure(lazyEntry.fileName, byFile)) {
      const chunk = byFile.get(file);
      if (!chunk || loadedFirst.has(file) || isRouteChunk(chunk)) continue;
      for (const moduleId of chunk.moduleIds) {
        const users = usersOfModule.get(moduleId) ?? new Set<string>();
        users.add(user);
        usersOfModule.set(moduleId, users);
      }
    }
  }
  const sharedByRouteSet = new Map<string, { modules: string[]; bytes: number }>();
  const sizeOf = (moduleId: string) => {
    for (const chunk of chunks) {
      const size = chunk.moduleSizes?.[moduleId];
      if (size !== undefined) return size;
    }
    return 0;
  };
  for (const [moduleId, users] of usersOfModule) {
    const routes = [...users].filter((user) => user !== LAZY);
    if (routes.length === 0) continue;
    if (usedByOthers.has(moduleId)) {
      const name = routeSetName(routes);
      const set = sharedByRouteSet.get(name) ?? { modules: [], bytes: 0 };
      set.modules.push(moduleId);
      set.bytes += sizeOf(moduleId);
      sharedByRouteSet.set(name, set);
    } else if (routes.length > 1) assign(moduleId, 'pages-shared');
    else if (!users.has(LAZY)) assign(moduleId, `page-${routes[0]}`);
  }
  for (const [name, { modules, bytes }] of sharedByRouteSet) {
    const group = bytes >= OWN_SHARED_GROUP_MIN_BYTES ? `ui-shared-${name}` : 'ui-shared';
    for (const moduleId of modules) assign(moduleId, group);
  }
  return groups;
}
