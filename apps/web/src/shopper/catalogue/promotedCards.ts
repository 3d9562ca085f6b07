import type { ShopperApi } from '@marketplace/contract';
import { toProductCardItem, type ProductCardItem, type ProductCardItemOptions } from '@marketplace/design-system';

/** A product in a promoted place: its card, and the promotion that put it there. */
export interface PromotedCard {
  promotionId: string;
  item: ProductCardItem;
}

/** The running promotions' cards of the home page's row (no category) or a category's first places; none when unreadable. */
export async function readPromotedCards(
  api: ShopperApi,
  options: ProductCardItemOptions,
  categoryId?: number,
): Promise<PromotedCard[]> {
  try {
    const { items } = await api.promotedItems(categoryId);
    return items.flatMap(({ promotionId, item }) => {
      const card = toProductCardItem(item, options);
      return card ? [{ promotionId, item: card }] : [];
    });
  } catch {
    return [];
  }
}
