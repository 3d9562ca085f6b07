import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StoreLinks } from './StoreLinks.tsx';
import { Icon, SmartphoneIcon, XIcon } from '../../primitives/Icon/index.ts';

export interface AppPromoPopupProps {
  open: boolean;
  onDismiss: () => void;
  appStoreUrl: string;
  playStoreUrl: string;
}

/**
 * The mobile-app invitation (spec §2). Non-modal: it floats over the page without trapping
 * focus, so the page stays usable; Escape or the close button dismisses it. From tablet width on
 * it sits in the bottom-left corner, narrow enough to leave the support button and its welcome
 * bubble (bottom-right) uncovered.
 */
export function AppPromoPopup({ open, onDismiss, appStoreUrl, playStoreUrl }: AppPromoPopupProps) {
  const { t } = useTranslation();
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onDismiss]);

  if (!open) return null;
  return (
    <section
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      data-slot="app-promo-popup"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-md rounded-xl border border-line bg-surface p-5 shadow-xl sm:inset-x-auto sm:bottom-6 sm:left-6 sm:w-[min(28rem,calc(100vw-21rem))]"
    >
      <div className="flex items-start gap-4">
        <span className="size-12 shrink-0 rounded-lg bg-brand-50 p-2 text-brand-700">
          <Icon icon={SmartphoneIcon} size="full" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <h2 id={titleId} className="font-display text-lg font-semibold text-ink">
            {t('frame.app.popupTitle')}
          </h2>
          <p className="text-sm text-ink-muted">{t('frame.app.popupText')}</p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('frame.app.dismiss')}
          className="-me-2 -mt-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-muted hover:bg-sunken hover:text-ink focus-visible:outline-2 focus-visible:outline-focus"
        >
          <Icon icon={XIcon} />
        </button>
      </div>
      <StoreLinks appStoreUrl={appStoreUrl} playStoreUrl={playStoreUrl} className="mt-4" />
    </section>
  );
}
