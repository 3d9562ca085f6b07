import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatPanel } from '../ChatPanel/ChatPanel.tsx';
import type { ChatConnection } from '../ChatPanel/ConnectionBanner.tsx';
import { SupportButton } from '../SupportButton/SupportButton.tsx';
import { WelcomeBubble } from '../SupportButton/WelcomeBubble.tsx';

export interface SupportChatProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The welcome bubble is due (`useWelcomeBubble(...).visible`); closing it calls `onDismissBubble`. */
  welcome?: boolean;
  /** A reply that arrived while the chat was closed: its text in the bubble (takes the welcome's place). */
  replyPreview?: string | null;
  onDismissBubble?: () => void;
  /** Support's messages the person has not read: the dot on the button. */
  hasUnread?: boolean;
  /** WhatsApp, offered under the chat ("or write to us on WhatsApp"). */
  whatsappHref?: string;
  connection?: ChatConnection;
  /** Lifted above the app banner. */
  raised?: boolean;
  /** The messages (ChatMessageList with viewerSender "user"). */
  children: ReactNode;
  /** The writing area (ChatComposer). */
  composer: ReactNode;
}

/**
 * Where focus goes when the chat opens: into the composer's message box; when that takes no input
 * (an admin has blocked the writer), onto the chat itself, whose name and the box's reason are read
 * next — never onto its close button, which would invite closing what was just opened.
 */
function focusOnOpen(panel: HTMLElement | null): void {
  const field = panel?.querySelector<HTMLTextAreaElement>('[data-slot="chat-composer-field"]');
  if (field && !field.disabled) field.focus();
  else panel?.querySelector<HTMLElement>('[data-slot="chat-panel"]')?.focus();
}

/**
 * The support chat of every shopper page: the floating button with its bubble and new-message dot,
 * and the chat above it (the whole screen on phones). Opening moves focus into the composer, also
 * when the chat is first drawn open (the press that fetched it); closing gives it back to the button.
 */
export function SupportChat({
  open,
  onOpenChange,
  welcome = false,
  replyPreview,
  onDismissBubble,
  hasUnread = false,
  whatsappHref,
  connection,
  raised = false,
  children,
  composer,
}: SupportChatProps) {
  const { t } = useTranslation();
  const panelId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Closed before the first draw: one drawn open was just asked for, and takes focus like any opening.
  const wasOpen = useRef(false);

  useEffect(() => {
    if (open && !wasOpen.current) focusOnOpen(panelRef.current);
    if (!open && wasOpen.current) buttonRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const bubbleText = replyPreview ? replyPreview : welcome ? t('chat.support.welcome') : null;
  const bubble =
    !open && bubbleText ? (
      <WelcomeBubble onClose={() => onDismissBubble?.()}>
        {replyPreview && <span className="mb-1 block font-semibold">{t('chat.support.newReply')}</span>}
        <span className="line-clamp-3">{bubbleText}</span>
      </WelcomeBubble>
    ) : null;

  return (
    <>
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          data-slot="support-chat"
          className="fixed inset-0 z-50 flex sm:inset-auto sm:bottom-24 sm:right-6 sm:h-[min(36rem,calc(100dvh-8rem))] sm:w-[24rem] sm:overflow-hidden sm:rounded-xl sm:border sm:border-line sm:shadow-xl"
        >
          <ChatPanel
            title={t('chat.support.title')}
            subtitle={t('chat.support.subtitle')}
            onClose={() => onOpenChange(false)}
            tabIndex={-1}
            connection={connection}
            composer={composer}
            footer={
              whatsappHref && (
                <a
                  href={whatsappHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold text-caspian-700 underline-offset-4 hover:underline"
                >
                  {t('chat.support.whatsapp')}
                </a>
              )
            }
          >
            {children}
          </ChatPanel>
        </div>
      )}
      <SupportButton
        onClick={() => onOpenChange(!open)}
        expanded={open}
        controls={panelId}
        hasUnread={hasUnread && !open}
        bubble={bubble}
        raised={raised}
        buttonRef={buttonRef}
      />
    </>
  );
}
