import { Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AdminLoginForm } from '@marketplace/design-system';
import { adminSignIn } from '../../auth/adminSignIn.ts';
import { browserAuthApi } from '../../auth/browserAuthApi.ts';
import { PageMeta } from '../../pages/PageMeta.tsx';
import { ADMIN_HOME } from '../sections.ts';
import { useAdminSignedIn } from '../useAdminSignedIn.ts';

/** The admin host's /login page: identifier and password; only admin accounts get in. */
export function AdminLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useAdminSignedIn();

  if (signedIn === true) return <Navigate to={ADMIN_HOME} replace />;

  return (
    <div className="mx-auto flex w-full max-w-md flex-col px-4 py-12">
      <PageMeta title={t('pages.admin.login.title')} noIndex />
      <AdminLoginForm
        onSubmit={async (credentials) => {
          await adminSignIn(browserAuthApi, credentials);
          await navigate(ADMIN_HOME, { replace: true });
        }}
      />
    </div>
  );
}
