import { ACCOUNT_TYPE, isLoggedInToken } from '@marketplace/contract';
import { PROMO_KINDS, PromoTiles } from '@marketplace/design-system';
import { useStoredSession } from '../../auth/useStoredSession.ts';
import { usePublicConfig } from '../../config/usePublicConfig.ts';

/** Every promo block but "become a seller". */
const SELLER_PROMOS = PROMO_KINDS.filter((kind) => kind !== 'sell');

/**
 * The home page's promo blocks. The page is rendered on the server and cached for everyone, so
 * its HTML always has all three; after hydration a signed-in seller (the stored account type, as
 * the navbar reads it) is no longer asked to become a seller. Buyers and guests keep the same
 * three blocks, so nothing moves for them.
 */
export function HomePromoTiles({ className }: { className?: string }) {
  const config = usePublicConfig();
  const session = useStoredSession();
  const seller = isLoggedInToken(session.token) && session.accountType === ACCOUNT_TYPE.MERCHANT;
  return (
    <PromoTiles
      className={className}
      kinds={seller ? SELLER_PROMOS : PROMO_KINDS}
      hrefs={{
        sell: `${config.merchantUrl.replace(/\/+$/, '')}/joinus`,
        custom: '/chate',
        qr: '/features',
      }}
    />
  );
}
