import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ShopperAccountCorner } from './ShopperAccountCorner.tsx';
import { ShopperAccountProvider } from './ShopperAccount.tsx';

export const SHOPPER_MAIN_ID = 'main';

/** The frame of every shopper page: a header with the brand and the account corner (footer still to come). */
export function ShopperLayout() {
  const { t } = useTranslation();
  return (
    <ShopperAccountProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href={`#${SHOPPER_MAIN_ID}`}
          className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-surface focus:px-4 focus:py-2"
        >
          {t('shell.skipToContent')}
        </a>
        <header className="border-b border-line bg-surface">
          <div className="mx-auto flex h-16 w-full max-w-content items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
            <Link to="/" className="truncate font-display text-2xl font-semibold text-brand-700">
              {t('shell.brand')}
            </Link>
            <ShopperAccountCorner />
          </div>
        </header>
        <main id={SHOPPER_MAIN_ID} className="flex-1">
          <Outlet />
        </main>
      </div>
    </ShopperAccountProvider>
  );
}
