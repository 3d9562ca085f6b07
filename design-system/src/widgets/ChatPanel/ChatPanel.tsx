import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { ChatPanelHeader } from './ChatPanelHeader.tsx';
import { ConnectionBanner, type ChatConnection } from './ConnectionBanner.tsx';

export interface ChatPanelProps {
  /** Who the conversation is with (a store, a buyer, "Dəstək xidməti"); names the panel. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** A picture before the title. */
  avatar?: ReactNode;
  /** Controls in the header before the close button (e.g. the admin's assign and close). */
  headerActions?: ReactNode;
  /** Shows the close button; Escape inside the panel closes it too. */
  onClose?: () => void;
  /** The product card under the header (ChatProductCard). */
  product?: ReactNode;
  /** A standing note above the messages (ChatMaskingNotice in custom-order chats). */
  notice?: ReactNode;
  /** The live channel's state: a banner while it reconnects or is offline. */
  connection?: ChatConnection;
  /** The messages (ChatMessageList). */
  children: ReactNode;
  /** The writing area (ChatComposer). */
  composer?: ReactNode;
  /** A line under the composer (the support chat's "or write to us on WhatsApp"). */
  footer?: ReactNode;
  /**
   * `fill`: takes its container's size (the product page's chat column, an inbox pane, the support
   * popover). `sheet`: fixed to the screen, the whole screen on phones and a side panel from `md` up.
   */
  layout?: 'fill' | 'sheet';
  /** -1: the panel itself can take focus from a script (opened while its composer takes no input). */
  tabIndex?: -1;
  className?: string;
}

/** A conversation: header, optional product card and notice, the messages, and the composer. */
export function ChatPanel({
  title,
  subtitle,
  avatar,
  headerActions,
  onClose,
  product,
  notice,
  connection = 'online',
  children,
  composer,
  footer,
  layout = 'fill',
  tabIndex,
  className,
}: ChatPanelProps) {
  const titleId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && onClose && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };
  return (
    // Escape is a shortcut here: the close button in the header does the same for every input.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      aria-labelledby={titleId}
      data-slot="chat-panel"
      data-layout={layout}
      tabIndex={tabIndex}
      onKeyDown={onKeyDown}
      className={cn(
        'flex min-h-0 flex-col overflow-hidden bg-paper focus:outline-none',
        layout === 'sheet'
          ? 'fixed inset-0 z-50 md:inset-y-0 md:left-auto md:right-0 md:w-[26rem] md:border-l md:border-line md:shadow-xl'
          : 'size-full',
        className,
      )}
    >
      <div className="bg-surface">
        <ChatPanelHeader
          titleId={titleId}
          title={title}
          subtitle={subtitle}
          avatar={avatar}
          actions={headerActions}
          onClose={onClose}
        />
        {product}
      </div>
      <ConnectionBanner connection={connection} />
      {notice}
      <div className="flex min-h-0 flex-1 flex-col">{children}</div>
      {composer}
      {footer != null && <div className="border-t border-line bg-surface px-4 py-2 text-center text-sm">{footer}</div>}
    </section>
  );
}
