import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../primitives/IconButton/index.ts';
import { Icon, XIcon } from '../../primitives/Icon/index.ts';

export interface ChatPanelHeaderProps {
  titleId: string;
  title: ReactNode;
  subtitle?: ReactNode;
  /** A picture before the title (a store's logo, a person's initial). */
  avatar?: ReactNode;
  /** Controls at the end, before the close button (e.g. the admin's assign and close). */
  actions?: ReactNode;
  onClose?: () => void;
}

/** The panel's top bar: who the conversation is with, and its close button. */
export function ChatPanelHeader({ titleId, title, subtitle, avatar, actions, onClose }: ChatPanelHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="flex items-center gap-3 border-b border-line px-4 py-3">
      {avatar}
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="truncate font-semibold text-ink">
          {title}
        </h2>
        {subtitle != null && <p className="truncate text-sm text-ink-muted">{subtitle}</p>}
      </div>
      {actions}
      {onClose && (
        <IconButton aria-label={t('chat.panel.close')} onClick={onClose} className="shrink-0">
          <Icon icon={XIcon} size={5} />
        </IconButton>
      )}
    </header>
  );
}
