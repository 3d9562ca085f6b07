/** The parts of a Vite manifest entry this check reads. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * Manifest keys a chunk pulls in: its static imports, and, with `followDynamic`,
 * the chunks it may load later too.
 */
export function manifestClosure(manifest: Manifest, entryKey: string, followDynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
    if (followDynamic) for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  visit(entryKey);
  return seen;
}
