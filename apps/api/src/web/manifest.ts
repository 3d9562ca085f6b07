import type { PageAssets } from '@marketplace/contract';

/** One chunk of Vite's `.vite/manifest.json` (the fields we read). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** Manifest keys of the two client entries apps/web builds. */
export const CLIENT_ENTRIES = {
  shopper: 'src/shopper/entry-client.tsx',
  spa: 'src/spa/entry-client.tsx',
} as const;

export type ClientEntry = keyof typeof CLIENT_ENTRIES;

/**
 * What a page needs to boot an entry: the entry module, the stylesheets of its static import
 * closure, and module preloads for the chunks it imports statically (dynamic imports stay lazy).
 */
export function pageAssetsFor(manifest: ViteManifest, entryKey: string, base = '/'): PageAssets {
  const entry = manifest[entryKey];
  if (!entry) throw new Error(`The web manifest has no entry "${entryKey}"`);
  const css = new Set<string>();
  const preloads = new Set<string>();
  const seen = new Set<string>();
  const walk = (key: string, chunk: ManifestChunk) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const file of chunk.css ?? []) css.add(base + file);
    for (const imported of chunk.imports ?? []) {
      const child = manifest[imported];
      if (!child) continue;
      preloads.add(base + child.file);
      walk(imported, child);
    }
  };
  walk(entryKey, entry);
  return {
    bootstrap: [base + entry.file],
    css: [...css],
    modulePreloads: [...preloads],
    lazyModules: lazyModulesOf(manifest, entryKey, seen, base),
  };
}

/** Manifest keys `key` loads through static imports, itself included. */
function staticClosure(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * Every module reachable through the entry's dynamic imports (at any depth), with the files its
 * static closure adds to what the entry has loaded: its own file first.
 */
function lazyModulesOf(manifest: ViteManifest, entryKey: string, entryClosure: ReadonlySet<string>, base: string) {
  const lazyModules: Record<string, string[]> = {};
  const pending = [...(manifest[entryKey]?.dynamicImports ?? [])];
  while (pending.length > 0) {
    const key = pending.pop()!;
    if (key in lazyModules || !manifest[key]) continue;
    const closure = staticClosure(manifest, key);
    lazyModules[key] = [...closure].filter((file) => !entryClosure.has(file)).map((file) => base + manifest[file]!.file);
    for (const file of closure) pending.push(...(manifest[file]?.dynamicImports ?? []));
  }
  return lazyModules;
}
