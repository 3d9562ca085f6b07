import { useTranslation } from 'react-i18next';
import { StoreLinks } from './StoreLinks.tsx';
import { Icon, XIcon } from '../../primitives/Icon/index.ts';

export interface AppBottomBannerProps {
  open: boolean;
  onDismiss: () => void;
  appStoreUrl: string;
  playStoreUrl: string;
}

/** A slim strip at the bottom of the screen inviting to the mobile apps; dismissed per session (spec §2). */
export function AppBottomBanner({ open, onDismiss, appStoreUrl, playStoreUrl }: AppBottomBannerProps) {
  const { t } = useTranslation();
  if (!open) return null;
  return (
    <aside
      aria-label={t('frame.app.bannerLabel')}
      data-slot="app-bottom-banner"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface shadow-lg"
    >
      <div className="mx-auto flex w-full max-w-content flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 pe-14 sm:px-6 lg:px-8">
        <p className="min-w-0 flex-1 basis-56 text-sm font-medium text-ink">{t('frame.app.bannerText')}</p>
        <StoreLinks appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} size="sm" />
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('frame.app.dismissBanner')}
        className="absolute right-2 top-2 inline-flex size-10 items-center justify-center rounded-full text-ink-muted hover:bg-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
      >
        <Icon icon={XIcon} />
      </button>
    </aside>
  );
}
