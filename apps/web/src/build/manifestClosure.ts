import { closureOf } from './closure.ts';

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
  return closureOf(entryKey, (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The manifest has no chunk ${key}`);
    return [...(chunk.imports ?? []), ...(followDynamic ? (chunk.dynamicImports ?? []) : [])];
  });
}
