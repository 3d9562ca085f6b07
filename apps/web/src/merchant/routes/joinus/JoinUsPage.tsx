import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE, isLoggedInToken } from '@marketplace/contract';
import { JoinUsLanding } from '@marketplace/design-system';
import { AccountDialogs } from '../../../auth/AccountDialogs.tsx';
import { useBrowserAccountFlow } from '../../../auth/useBrowserAccountFlow.ts';
import { useStoredSession } from '../../../auth/useStoredSession.ts';
import { usePublicConfig } from '../../../config/usePublicConfig.ts';
import { PageMeta } from '../../../pages/PageMeta.tsx';

const POLICY_HREF = '/policy';

/**
 * `/joinus` (spec §2): the seller landing, open to everyone. Its buttons open the auth popup
 * as a seller, and its registration form runs the same account flow in the page.
 */
export function JoinUsPage() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const flow = useBrowserAccountFlow('merchant');
  const session = useStoredSession();
  const navigate = useNavigate();
  // A seller who is signed in already goes straight to the panel instead of signing in again.
  const signedIn = isLoggedInToken(session.token) && session.accountType === ACCOUNT_TYPE.MERCHANT;

  return (
    <>
      <PageMeta
        title={t('joinus.metaTitle')}
        description={t('joinus.metaDescription')}
        canonical={new URL('/joinus', config.merchantUrl).href}
      />
      <JoinUsLanding
        onSignIn={() => (signedIn ? void navigate('/') : flow.openPopup('login'))}
        onSignUp={() => flow.openPopup('register')}
        registration={{
          onLogin: flow.onLogin,
          onRequestCode: flow.onRequestCode,
          onVerifyCode: flow.onVerifyCode,
          onSetPassword: flow.onSetPassword,
        }}
        policyHref={POLICY_HREF}
        appStoreUrl={config.appStoreUrl}
        playStoreUrl={config.playStoreUrl}
      />
      <AccountDialogs flow={flow} accountType={ACCOUNT_TYPE.MERCHANT} policyHref={POLICY_HREF} />
    </>
  );
}
