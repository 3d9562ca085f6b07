import type { UploadRecord } from '@marketplace/contract';
import type { DemoCategory } from './demo-categories.ts';
import type { DemoStore } from './demo-stores.ts';
import { initialsOf, PALETTES, PATTERNS, renderPicture, type DemoPicture } from './images.ts';

export type StoreImage = (input: { kind: 'cover' | 'image'; ownerId: string | null; data: Buffer }) => Promise<UploadRecord>;

export interface DemoImageUrls {
  /** Product pictures by leaf url path. */
  byLeaf: Map<string, string>;
  /** Store avatars by store key. */
  byStore: Map<string, string>;
}

const PICTURE_SIZE = 640;
/** Pictures are drawn and stored two at a time: the machine's cores, no more. */
const PARALLEL = 2;

async function inBatches<T>(tasks: Array<() => Promise<T>>, width: number): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < tasks.length; start += width) {
    results.push(...(await Promise.all(tasks.slice(start, start + width).map((task) => task()))));
  }
  return results;
}

/**
 * One picture per leaf category (initials of its name) and one avatar per store, drawn here and
 * stored through the media service in all its sizes. Owned by the platform (ownerId null), since
 * several stores share the product pictures.
 */
export async function storeDemoImages(
  storeImage: StoreImage,
  leaves: readonly DemoCategory[],
  stores: readonly DemoStore[],
): Promise<DemoImageUrls> {
  const pictures: Array<{ key: string; kind: 'cover' | 'image'; picture: DemoPicture }> = [
    ...leaves.map((leaf, index) => ({
      key: `leaf:${leaf.urlPath}`,
      kind: 'cover' as const,
      picture: {
        initials: initialsOf(leaf.titles.az),
        palette: PALETTES[index % PALETTES.length] as DemoPicture['palette'],
        pattern: PATTERNS[index % PATTERNS.length] as DemoPicture['pattern'],
        size: PICTURE_SIZE,
      },
    })),
    ...stores.map((store, index) => ({
      key: `store:${store.key}`,
      kind: 'image' as const,
      picture: {
        initials: initialsOf(store.companyName),
        palette: PALETTES[(index + 3) % PALETTES.length] as DemoPicture['palette'],
        pattern: PATTERNS[(index + 2) % PATTERNS.length] as DemoPicture['pattern'],
        size: PICTURE_SIZE / 2,
      },
    })),
  ];
  const stored = await inBatches(
    pictures.map(({ key, kind, picture }) => async () => {
      const record = await storeImage({ kind, ownerId: null, data: await renderPicture(picture) });
      return [key, record.downloadURL] as const;
    }),
    PARALLEL,
  );
  const urls = new Map(stored);
  return {
    byLeaf: new Map(leaves.map((leaf) => [leaf.urlPath, urls.get(`leaf:${leaf.urlPath}`) ?? ''])),
    byStore: new Map(stores.map((store) => [store.key, urls.get(`store:${store.key}`) ?? ''])),
  };
}
