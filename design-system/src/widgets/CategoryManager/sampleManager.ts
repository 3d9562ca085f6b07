import type { PendingMove } from '@marketplace/contract';
import type { ManagedCategory, ManagedProduct } from './types.ts';

const category = (id: number, title: string, upperCategoryId: number | null, productCount: number): ManagedCategory => ({
  id,
  title,
  upperCategoryId,
  position: id,
  productCount,
});

/** Categories as the admin's tree gets them: each count covers its whole subtree. */
export const sampleManagedCategories: ManagedCategory[] = [
  category(1, 'Xalçalar', null, 1_250),
  category(11, 'Quba xalçaları', 1, 1_000),
  category(12, 'Qarabağ xalçaları', 1, 250),
  category(2, 'Zərgərlik', null, 48),
  category(21, 'Sırğalar', 2, 30),
  category(22, 'Boyunbağılar', 2, 18),
  category(3, 'Keramika', null, 7),
  category(31, 'Vazalar', 3, 7),
  category(32, 'Qab-qacaq', 3, 0),
  category(4, 'Xəttatlıq və miniatür sənəti üzrə əl işləri', null, 0),
];

/** The first products of "Quba xalçaları" (id 11). */
export const sampleManagedProducts: ManagedProduct[] = [
  { id: 'p-1', productName: 'Quba xalçası, qırmızı', categoryId: 11 },
  { id: 'p-2', productName: 'Kiçik namazlıq', categoryId: 11 },
  { id: 'p-3', productName: 'Əl toxuması yun xalça — 150 × 200 sm, təbii boyalarla', categoryId: 11 },
  { id: 'p-4', productName: 'Köhnə naxışlı kilim', categoryId: 11 },
];

export const samplePendingMoves: PendingMove[] = [
  { productId: 'p-1', productName: 'Quba xalçası, qırmızı', oldCategory: 11, newCategory: 12 },
  { productId: 'p-2', productName: 'Kiçik namazlıq', oldCategory: 11, newCategory: 12 },
  { productId: 'p-9', productName: 'Gümüş sırğa', oldCategory: 21, newCategory: 22 },
];
