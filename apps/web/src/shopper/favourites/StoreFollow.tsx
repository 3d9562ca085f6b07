import { FollowButton } from '@marketplace/design-system';
import { useFollowToggle } from './useFavouriteToggle.ts';

/** The store page's follow button with its followers count, the buyer's state drawn after hydration. */
export function StoreFollow({ storeId, storeName, followers }: { storeId: string; storeName: string; followers: number }) {
  const follow = useFollowToggle(storeId, followers);
  return (
    <FollowButton
      storeName={storeName}
      following={follow.on}
      pending={follow.pending}
      followers={follow.count}
      onToggle={follow.toggle}
    />
  );
}
