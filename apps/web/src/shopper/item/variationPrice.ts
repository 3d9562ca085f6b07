import { unitPriceOf, variationPricesDiffer, type Item, type VariationPricing } from '@marketplace/contract';
import type { PurchaseVariation } from '@marketplace/design-system';

/** What the product page's price shows: the chosen combination's, else the product's, said as "from" while the options' prices differ. */
export interface ShownPrice {
  price: number;
  salePrice: number;
  /** The lowest price one pays, when the options' prices differ and none is chosen yet. */
  from: number | null;
}

export function shownPriceOf(
  item: Pick<Item, 'productPrice' | 'salePrice'>,
  variations: { variations: readonly VariationPricing[] } | null,
  chosen: Pick<PurchaseVariation, 'priceQepik' | 'unitPriceQepik'> | null,
): ShownPrice {
  if (chosen) return { price: chosen.priceQepik / 100, salePrice: chosen.unitPriceQepik / 100, from: null };
  const from = variations !== null && variationPricesDiffer(variations.variations) ? unitPriceOf(item) : null;
  return { price: item.productPrice, salePrice: item.salePrice, from };
}
