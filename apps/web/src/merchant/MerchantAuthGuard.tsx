import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE, isLoggedInToken } from '@marketplace/contract';
import { Spinner } from '@marketplace/design-system';
import { useSessionCheck } from '../auth/useSessionCheck.ts';
import { useStoredSession } from '../auth/useStoredSession.ts';

// The sign-in flow and its dialogs load only for a visitor who is not signed in as a seller.
const MerchantSignIn = lazy(async () => ({ default: (await import('./MerchantSignIn.tsx')).MerchantSignIn }));

/** Spec §2: the panel shows the auth popup when there is no valid (seller) token. */
export function MerchantAuthGuard() {
  const session = useStoredSession();
  const check = useSessionCheck();
  const signedIn = isLoggedInToken(session.token) && session.accountType === ACCOUNT_TYPE.MERCHANT;

  if (signedIn && check === 'pending') return <SessionCheckSpinner />;
  if (signedIn) return <Outlet />;
  return (
    <Suspense fallback={<SessionCheckSpinner />}>
      <MerchantSignIn />
    </Suspense>
  );
}

function SessionCheckSpinner() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={t('account.checking')} />
    </div>
  );
}
