import { SiteQueryProvider } from '../../data/SiteQueryProvider.tsx';
import { shopperQueryClient } from '../../data/shopperQueryClient.ts';
import { InboxBell } from '../../notifications/InboxBell.tsx';

/** The bell with its data layer: a chunk of its own, fetched only for a signed-in account. */
export default function ShopperBell() {
  return (
    <SiteQueryProvider client={shopperQueryClient}>
      <InboxBell />
    </SiteQueryProvider>
  );
}
