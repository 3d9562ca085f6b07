import { Link, Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Toaster } from '@marketplace/design-system';

/** The frame of the admin host's pages outside the panel (sign-in, redirect, not found): a compact top bar; toasts. */
export function AdminPublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-screen flex-col bg-paper">
      <header className="border-b border-line bg-surface">
        <div className="flex h-14 items-center gap-3 px-4 sm:px-6">
          <Link to="/" className="font-display text-xl font-semibold text-brand-700">
            {t('shell.brand')}
          </Link>
          <span className="text-sm text-ink-muted">{t('shell.adminPanel')}</span>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Toaster />
    </div>
  );
}
