import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, XIcon } from '../../primitives/Icon/index.ts';

export interface WelcomeBubbleProps {
  children: ReactNode;
  onClose: () => void;
}

/** A speech bubble next to the support button. */
export function WelcomeBubble({ children, onClose }: WelcomeBubbleProps) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      data-slot="welcome-bubble"
      className="relative max-w-64 rounded-xl rounded-br-sm border border-line bg-surface py-3 pe-10 ps-4 text-sm text-ink shadow-lg [overflow-wrap:anywhere]"
    >
      {children}
      <button
        type="button"
        onClick={onClose}
        aria-label={t('frame.support.closeBubble')}
        className="absolute right-1 top-1 inline-flex size-8 items-center justify-center rounded-full text-ink-muted hover:bg-sunken hover:text-ink"
      >
        <Icon icon={XIcon} size={3.5} />
      </button>
    </div>
  );
}
