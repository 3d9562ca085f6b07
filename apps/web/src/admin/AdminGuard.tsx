import { Navigate, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@marketplace/design-system';
import { useAdminSignedIn } from './useAdminSignedIn.ts';

export const ADMIN_LOGIN_PATH = '/login';

/** The admin pages need an admin session; without one the visitor goes to /login. */
export function AdminGuard() {
  const { t } = useTranslation();
  const signedIn = useAdminSignedIn();
  if (signedIn === 'pending') {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label={t('account.checking')} />
      </div>
    );
  }
  return signedIn ? <Outlet /> : <Navigate to={ADMIN_LOGIN_PATH} replace />;
}
