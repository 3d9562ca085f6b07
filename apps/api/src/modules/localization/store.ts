import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@marketplace/contract';

/** The catalogue file of `lng` as stored: `{localesDir}/{lng}/translation.json`. */
export function readCatalogueFile(localesDir: string, lng: Language): Promise<string> {
  return readFile(path.join(localesDir, lng, 'translation.json'), 'utf8');
}
