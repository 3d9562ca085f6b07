import type { Plugin } from 'vite';
import { closureOf } from './closure.ts';

/** The part of an output chunk this reads: the files it imports statically. */
interface BundleEntry {
  type: 'chunk' | 'asset';
  imports?: readonly string[];
  facadeModuleId?: string | null;
}
type Bundle = Record<string, BundleEntry>;

/** Every file `fileName` loads through static imports, itself included. */
export function staticClosure(bundle: Bundle, fileName: string): Set<string> {
  return closureOf(fileName, (file) => {
    const entry = bundle[file];
    return entry?.type === 'chunk' ? (entry.imports ?? []) : [];
  });
}

/**
 * Vite preloads a dynamic import's dependencies by adding a `<link rel=modulepreload>` per file
 * at the moment of the import; each one costs the main thread about a millisecond, during
 * hydration when a page resolves its routes. Two kinds need none: files the importing chunk has
 * already loaded statically (React, the router, the shared chunk), and the whole of a module the
 * server has the page import with its entry (`plannedByServer`, by the module's source path).
 * The plugin keeps the bundle at hand so that `resolveDependencies` can tell them.
 */
export function skipLoadedPreloads(plannedByServer: (moduleId: string) => boolean = () => false): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string; hostType: 'html' | 'js' }) => string[];
} {
  let bundle: Bundle | undefined;
  const closures = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'skip-loaded-preloads',
    apply: 'build',
    // Before Vite's own generateBundle, which asks resolveDependencies about every dynamic import.
    enforce: 'pre',
    generateBundle(_options, output) {
      bundle = output as unknown as Bundle;
      closures.clear();
    },
  };
  const resolveDependencies = (
    file: string,
    deps: string[],
    { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' },
  ) => {
    if (hostType !== 'js' || !bundle) return deps;
    const imported = bundle[file]?.facadeModuleId;
    if (imported && plannedByServer(imported)) return [];
    let loaded = closures.get(hostId);
    if (!loaded) {
      loaded = staticClosure(bundle, hostId);
      closures.set(hostId, loaded);
    }
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
