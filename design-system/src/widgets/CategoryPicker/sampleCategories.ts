import type { CategoryFlat } from '@marketplace/contract';

const category = (id: number, title: string, upperCategoryId: number | null, isLeaf: boolean): CategoryFlat => ({
  id,
  title,
  titles: { az: title },
  urlPath: `c-${id}`,
  upperCategoryId,
  position: id,
  isLeaf,
});

/** A seller's permitted categories as getPermittedCategories answers them (leaves, with some parents). */
export const sampleCategories: CategoryFlat[] = [
  category(1, 'Xalçalar', null, false),
  category(11, 'Quba xalçaları', 1, true),
  category(12, 'Qarabağ xalçaları', 1, true),
  category(13, 'Şirvan xalçaları', 1, true),
  category(2, 'Zərgərlik', null, false),
  category(21, 'Sırğalar', 2, true),
  category(22, 'Boyunbağılar', 2, true),
  category(23, 'Üzüklər', 2, true),
  category(3, 'Keramika', null, false),
  category(31, 'Vazalar', 3, true),
  category(32, 'Qab-qacaq', 3, true),
  category(41, 'Sifarişlə portret', null, true),
  category(42, 'Xəttatlıq', null, true),
  category(43, 'Tədbir bəzəmə', null, true),
];
