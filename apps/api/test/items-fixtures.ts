import type { ItemInput } from '@marketplace/contract';
import type { Database } from '../src/db/connection.ts';
import { createCategory } from '../src/modules/categories/service.ts';

/** A small tree: gifts › (vases, pendants); services › portraits. Leaves take items. */
export async function seedCategoryTree(db: Database) {
  const gifts = await createCategory(db, { titles: { az: 'Hədiyyələr', en: 'Gifts' }, urlPath: 'hediyyeler', position: 1 });
  const vases = await createCategory(db, {
    titles: { az: 'Vazalar', en: 'Vases' },
    urlPath: 'hediyyeler/vazalar',
    upperCategoryId: gifts,
  });
  const pendants = await createCategory(db, {
    titles: { az: 'Kulonlar', en: 'Pendants' },
    urlPath: 'hediyyeler/kulonlar',
    upperCategoryId: gifts,
    position: 2,
  });
  const services = await createCategory(db, { titles: { az: 'Xidmətlər' }, urlPath: 'xidmetler', position: 2 });
  const portraits = await createCategory(db, {
    titles: { az: 'Portretlər' },
    urlPath: 'xidmetler/portretler',
    upperCategoryId: services,
  });
  return { gifts, vases, pendants, services, portraits };
}

export function itemForm(selectedCategory: number, overrides: Partial<ItemInput> = {}): ItemInput {
  return {
    productName: 'Əl işi keramika vaza',
    authorName: 'Usta Əli',
    productPrice: 40,
    discountType: 'PERCENTAGE',
    discountValue: 15,
    saleType: 'item',
    selectedCategory,
    productInfo: '<p>Gil, <strong>əl ilə</strong> bişirilib.</p>',
    coverImage: `/media/covers/${'a1'.repeat(16)}.webp`,
    media: [`/media/images/${'b2'.repeat(16)}.webp`],
    itemType: 1,
    attributes: [{ key: 'Rəng', values: ['göy', 'ağ'] }],
    ...overrides,
  };
}
