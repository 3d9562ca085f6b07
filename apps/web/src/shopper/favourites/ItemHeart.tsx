import { FavouriteButton } from '@marketplace/design-system';
import { useFavouriteToggle } from './useFavouriteToggle.ts';

/** The product page's heart with how many hearted it, the buyer's own heart drawn after hydration. */
export function ItemHeart({ itemId, productName, favCount }: { itemId: string; productName: string; favCount: number }) {
  const heart = useFavouriteToggle(itemId, favCount);
  return (
    <FavouriteButton
      variant="inline"
      productName={productName}
      favourite={heart.on}
      pending={heart.pending}
      count={heart.count}
      onToggle={heart.toggle}
    />
  );
}
