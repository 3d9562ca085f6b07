import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, MessageCircleMoreIcon } from '../../primitives/Icon/index.ts';

export interface SupportButtonProps {
  /** Opens the support chat on the site; the button then says so and reports `expanded`. */
  onClick?: () => void;
  /** The support chat is open (with `onClick`). */
  expanded?: boolean;
  /** Id of the chat panel the button opens (with `onClick`). */
  controls?: string;
  /** Without `onClick`: the support chat outside the site (WhatsApp), opened in a new tab. */
  href?: string;
  /** The welcome bubble above the button (spec §2, "welcome bubble"), or a reply's preview. */
  bubble?: ReactNode;
  /** A new message waits: a dot on the button. */
  hasUnread?: boolean;
  /** Lifted above a bar along the bottom of the screen (the app banner), so neither covers the other. */
  raised?: boolean;
  /** The button itself (with `onClick`), e.g. to give focus back when the chat closes. */
  buttonRef?: Ref<HTMLButtonElement>;
}

const buttonClass =
  'relative inline-flex size-14 items-center justify-center rounded-full bg-caspian-700 text-white shadow-lg transition-colors hover:bg-caspian-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

/** The floating support button in the bottom corner of buyer pages: opens the support chat, or links to WhatsApp. */
export function SupportButton({
  onClick,
  expanded,
  controls,
  href,
  bubble,
  hasUnread = false,
  raised = false,
  buttonRef,
}: SupportButtonProps) {
  const { t } = useTranslation();
  const content = (
    <>
      <Icon icon={MessageCircleMoreIcon} size={7} />
      {hasUnread && (
        <span
          aria-hidden="true"
          data-slot="unread-dot"
          className="absolute right-0.5 top-0.5 size-3.5 rounded-full border-2 border-white bg-brand-600"
        />
      )}
    </>
  );
  return (
    <div
      data-slot="support-button"
      data-raised={raised}
      className="fixed bottom-4 right-4 z-40 flex flex-col items-end gap-2 data-[raised=true]:bottom-36 sm:bottom-6 sm:right-6 sm:data-[raised=true]:bottom-24"
    >
      {bubble}
      {onClick ? (
        <button
          ref={buttonRef}
          type="button"
          onClick={onClick}
          aria-expanded={expanded}
          aria-controls={expanded ? controls : undefined}
          aria-label={t(hasUnread ? 'chat.support.openUnread' : 'chat.support.open')}
          className={buttonClass}
        >
          {content}
        </button>
      ) : (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t(hasUnread ? 'frame.support.openUnread' : 'frame.support.open')}
          className={buttonClass}
        >
          {content}
        </a>
      )}
    </div>
  );
}
