import { useTranslation } from 'react-i18next';
import { ToastContainer, type CloseButtonProps, type ToastContainerProps } from 'react-toastify/unstyled';
import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@marketplace/contract';
import { cn } from '../../lib/cn.ts';
import { Icon, XIcon } from '../Icon/index.ts';

/** Spec §9: Alt+T moves focus to the toasts. */
const isToastHotKey = (event: KeyboardEvent) => event.altKey && event.code === 'KeyT';

function ToastCloseButton({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      aria-label={t('primitives.toaster.close')}
      onClick={(event) => closeToast(event)}
      className={cn(
        'ms-auto grid size-7 shrink-0 place-items-center self-start rounded-md text-ink-muted',
        'hover:bg-neutral-100 hover:text-ink focus-visible:outline-2 focus-visible:outline-focus',
      )}
    >
      <Icon icon={XIcon} />
    </button>
  );
}

export type ToasterProps = Partial<Pick<ToastContainerProps, 'autoClose' | 'limit'>> & {
  /**
   * `belowBar`: under a 4rem top bar on wider screens and at the bottom on phones, clear of the
   * bar's icons (the shopper navbar's cart badge and account corner). `corner` (default): top-right.
   */
  placement?: 'corner' | 'belowBar';
};

/**
 * The one place toasts appear (mount once per app): top-right, closing after 5 s,
 * swipe away past 80 %, Alt+T focuses them (spec §9). Show toasts with `notify`.
 */
export function Toaster({ autoClose = TOAST_AUTO_CLOSE_MS, limit, placement = 'corner' }: ToasterProps) {
  const { t } = useTranslation();
  return (
    <ToastContainer
      position="top-right"
      className={placement === 'belowBar' ? 'toaster-below-bar' : undefined}
      autoClose={autoClose}
      limit={limit}
      draggable
      draggablePercent={TOAST_DRAG_PERCENT}
      pauseOnHover
      pauseOnFocusLoss
      hotKeys={isToastHotKey}
      aria-label={t('primitives.toaster.label')}
      closeButton={ToastCloseButton}
      theme="light"
      toastClassName="font-sans text-base"
    />
  );
}
