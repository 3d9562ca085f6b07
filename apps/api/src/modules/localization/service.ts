import { createHash } from 'node:crypto';
import type { Language } from '@marketplace/contract';
import { readCatalogueFile } from './store.ts';

export interface Catalogue {
  /** The file as served, byte for byte. */
  body: string;
  etag: string;
  parsed: Record<string, unknown>;
}

export interface Catalogues {
  get(lng: Language): Promise<Catalogue>;
}

/**
 * Translation catalogues from `design-system/locales/{lng}/translation.json`.
 * `cache: false` (development) re-reads the file on every call so edits show at once.
 */
export function createCatalogues(localesDir: string, options: { cache: boolean }): Catalogues {
  const cached = new Map<Language, Promise<Catalogue>>();
  const load = async (lng: Language): Promise<Catalogue> => {
    const body = await readCatalogueFile(localesDir, lng);
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    return { body, etag, parsed };
  };
  return {
    get(lng) {
      if (!options.cache) return load(lng);
      let entry = cached.get(lng);
      if (!entry) {
        entry = load(lng);
        cached.set(lng, entry);
        // A failed read is not remembered: the next request tries again.
        entry.catch(() => cached.delete(lng));
      }
      return entry;
    },
  };
}
