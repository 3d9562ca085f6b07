import { AccountCorner } from '@marketplace/design-system';
import { usePublicConfig } from '../config/usePublicConfig.ts';
import { useSessionCheck } from '../auth/useSessionCheck.ts';
import { useStoredSession } from '../auth/useStoredSession.ts';
import { useShopperAccount } from './ShopperAccount.tsx';

/** The navbar's account corner: login button, or the profile link of the stored account kind (`n_t`). */
export function ShopperAccountCorner() {
  const config = usePublicConfig();
  const session = useStoredSession();
  const { openLogin } = useShopperAccount();
  // A session ended on another host is cleared here, so the corner shows the login button.
  useSessionCheck();

  return (
    <AccountCorner
      token={session.token}
      accountType={session.accountType}
      buyerProfileHref="/profile"
      sellerProfileHref={`${config.merchantUrl.replace(/\/+$/, '')}/profile`}
      onLoginClick={() => openLogin()}
      onLogout={() => window.location.assign('/logout')}
    />
  );
}
