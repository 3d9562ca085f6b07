import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { WELCOME_BUBBLE_DELAY_MS } from '@marketplace/contract';
import { SupportButton, useWelcomeBubble, WelcomeBubble } from '@marketplace/design-system';
import type { LoadedSupportChatProps } from './LoadedSupportChat.tsx';
import { readSupportToken } from './supportStorage.ts';

const loadSupportChat = async () => (await import('./LoadedSupportChat.tsx')).default;

/** How long after this chunk arrives a token holder's chat is fetched, so it never competes with the page's own work. */
const WATCH_AFTER_MS = 1500;

export interface SupportFrameProps {
  whatsappHref: string | null;
  /** Lifted above the app banner. */
  raised: boolean;
  /** When the page's frame mounted (`Date.now()`): the welcome's 5 s count from then, not from this chunk's arrival. */
  mountedAt: number;
  /** The button was pressed before this chunk arrived: open the chat at once. */
  openAsked: boolean;
}

/**
 * The support button once the page is interactive: the welcome bubble (spec §2, §9: 5 s after load
 * when no support token is stored and the chat is closed) and the chat. The chat itself — panel,
 * chat adapter, live connection, relative dates — is a chunk of its own, fetched when the button is
 * pressed, or soon after load when a support token exists, so that a reply arriving while the chat
 * is closed shows its bubble and dot.
 */
export function SupportFrame({ whatsappHref, raised, mountedAt, openAsked }: SupportFrameProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [hasToken] = useState(() => readSupportToken() !== null);
  const [delayMs] = useState(() => Math.max(0, WELCOME_BUBBLE_DELAY_MS - (Date.now() - mountedAt)));
  const welcome = useWelcomeBubble({ hasSupportToken: hasToken, chatOpen: open, delayMs });
  // Boxed: a loaded function component must not be taken for a state updater.
  const [Chat, setChat] = useState<{ component: ComponentType<LoadedSupportChatProps> } | null>(null);

  const openChat = useCallback(() => {
    setOpen(true);
    // Offline, say: the button stays as it was and can be pressed again.
    loadSupportChat().then(
      (component) => setChat({ component }),
      () => setOpen(false),
    );
  }, []);

  useEffect(() => {
    if (openAsked) openChat();
  }, [openAsked, openChat]);

  useEffect(() => {
    if (!hasToken) return;
    const timer = setTimeout(() => void loadSupportChat().then((component) => setChat({ component })), WATCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [hasToken]);

  if (Chat) {
    return (
      <Chat.component
        open={open}
        onOpenChange={setOpen}
        welcome={welcome.visible}
        onDismissWelcome={welcome.dismiss}
        whatsappHref={whatsappHref}
        raised={raised}
      />
    );
  }
  return (
    <SupportButton
      onClick={openChat}
      expanded={false}
      raised={raised}
      bubble={welcome.visible ? <WelcomeBubble onClose={welcome.dismiss}>{t('chat.support.welcome')}</WelcomeBubble> : null}
    />
  );
}
