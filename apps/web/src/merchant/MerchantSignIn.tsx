import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_TYPE } from '@marketplace/contract';
import { Button, PageHeading } from '@marketplace/design-system';
import { AccountDialogs } from '../auth/AccountDialogs.tsx';
import { useBrowserAccountFlow } from '../auth/useBrowserAccountFlow.ts';

/** The panel's door for a visitor without a seller session: the auth popup, open at once, and a way to reopen it. */
export function MerchantSignIn() {
  const { t } = useTranslation();
  // The popup opens by itself; after closing it the page offers to open it again.
  const flow = useBrowserAccountFlow('merchant', { popupInitiallyOpen: true });

  return (
    <div className="flex min-h-screen items-center justify-center bg-paper px-4">
      <div className="flex w-full max-w-md flex-col gap-6 rounded-xl border border-line bg-surface p-8 shadow-sm">
        <PageHeading title={t('account.merchantGate.title')} subtitle={t('account.merchantGate.description')} />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button size="lg" className="flex-1" onClick={() => flow.openPopup('login')}>
            {t('account.merchantGate.signIn')}
          </Button>
          <Button size="lg" variant="outline" className="flex-1" onClick={() => flow.openPopup('register')}>
            {t('account.merchantGate.signUp')}
          </Button>
        </div>
        <Link to="/joinus" className="text-center text-sm font-medium text-caspian-700 hover:underline">
          {t('account.merchantGate.learnMore')}
        </Link>
      </div>
      <AccountDialogs flow={flow} accountType={ACCOUNT_TYPE.MERCHANT} policyHref="/policy" />
    </div>
  );
}
