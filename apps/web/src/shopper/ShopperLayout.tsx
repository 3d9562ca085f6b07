import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AppPromotions } from './frame/AppPromotions.tsx';
import { ShopperFrameFooter } from './frame/ShopperFrameFooter.tsx';
import { ShopperNavigation } from './frame/ShopperNavigation.tsx';
import { ShopperToaster } from './frame/ShopperToaster.tsx';
import { ShopperAccountProvider } from './ShopperAccount.tsx';
import { useRememberPages } from './frame/pageTrail.ts';

export const SHOPPER_MAIN_ID = 'main';

/** The frame of every shopper page: navbar (with the account corner), footer, app promotions, support and toasts. */
export function ShopperLayout() {
  const { t } = useTranslation();
  useRememberPages();
  return (
    <ShopperAccountProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href={`#${SHOPPER_MAIN_ID}`}
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2"
        >
          {t('shell.skipToContent')}
        </a>
        <ShopperNavigation />
        <main id={SHOPPER_MAIN_ID} className="flex-1">
          <Outlet />
        </main>
        <ShopperFrameFooter />
        <AppPromotions />
        <ShopperToaster />
      </div>
    </ShopperAccountProvider>
  );
}
