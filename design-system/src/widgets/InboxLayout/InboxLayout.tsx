import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Icon, ChevronLeftIcon } from '../../primitives/Icon/index.ts';

export interface InboxLayoutProps {
  /** The conversations (ConversationList, with its filters above it if any). */
  list: ReactNode;
  /** The open conversation (ChatPanel), or null when none is chosen. */
  conversation: ReactNode | null;
  /** Phones show one pane at a time: "back" closes the conversation (clear the selection). */
  onBack: () => void;
  /** What the conversation pane says before one is chosen (wide screens); defaults to "choose a conversation". */
  placeholder?: ReactNode;
  /** Its height, from the page: `h-…` (with `min-h-…`), `h-full` to fill a box, `max-h-…`, or `flex-1` in a column. */
  className?: string;
}

/**
 * The merchant's and the admin's inbox pages: the list beside the conversation on wide screens;
 * on phones the list, or the open conversation with a back button. Whatever height the page gives
 * it, its one row keeps to it (`minmax(0, 1fr)`, not the content's height): a long conversation or
 * list scrolls inside its pane and the composer stays in view.
 */
export function InboxLayout({ list, conversation, onBack, placeholder, className }: InboxLayoutProps) {
  const { t } = useTranslation();
  const open = conversation !== null;
  return (
    <div
      data-slot="inbox-layout"
      data-open={open}
      className={cn(
        'grid grid-cols-1 grid-rows-[minmax(0,1fr)] overflow-hidden rounded-lg border border-line bg-surface md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)]',
        className,
      )}
    >
      <div className={cn('min-h-0 overflow-y-auto md:border-e md:border-line', open && 'hidden md:block')}>{list}</div>
      <div className={cn('min-h-0 flex-col', open ? 'flex' : 'hidden md:flex')}>
        {open ? (
          <>
            <div className="border-b border-line px-2 py-1 md:hidden">
              <Button variant="ghost" size="sm" onClick={onBack}>
                <Icon icon={ChevronLeftIcon} />
                {t('chat.inbox.back')}
              </Button>
            </div>
            <div className="flex min-h-0 flex-1 flex-col">{conversation}</div>
          </>
        ) : (
          <p className="m-auto max-w-xs px-6 py-10 text-center text-ink-muted">{placeholder ?? t('chat.inbox.choose')}</p>
        )}
      </div>
    </div>
  );
}
