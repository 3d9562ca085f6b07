import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { WELCOME_BUBBLE_DELAY_MS } from '@marketplace/contract';
import { SupportButton, useWelcomeBubble, WelcomeBubble } from '@marketplace/design-system';
import type { LoadedSupportChatProps } from './LoadedSupportChat.tsx';
import { usePageChatOpen } from './pageChat.ts';
import { withoutSupportMarker } from './supportMarker.ts';
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
 * is closed shows its bubble and dot. An address with the support chat's marker (`?support`, the
 * e-mail's link) opens the chat on arrival.
 *
 * While the page's own chat panel is open (the product page's custom order) no bubble shows, as it
 * would cover that panel's composer (the dot still tells of a reply), and below `lg`, where that
 * panel fills the screen, the launcher steps aside until it closes.
 */
export function SupportFrame({ whatsappHref, raised, mountedAt, openAsked }: SupportFrameProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [hasToken] = useState(() => readSupportToken() !== null);
  const [delayMs] = useState(() => Math.max(0, WELCOME_BUBBLE_DELAY_MS - (Date.now() - mountedAt)));
  const welcome = useWelcomeBubble({ hasSupportToken: hasToken, chatOpen: open, delayMs });
  const pageChatOpen = usePageChatOpen();
  const welcomeShown = welcome.visible && !pageChatOpen;
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

  // Arriving by the support chat's address (an e-mail's link): the chat opens and the marker leaves
  // the address (replacing the history entry, without a navigation, so no loader runs again).
  useEffect(() => {
    const clean = withoutSupportMarker(new URL(window.location.href));
    if (clean === null) return;
    window.history.replaceState(window.history.state, '', clean);
    openChat();
  }, [openChat]);

  useEffect(() => {
    if (!hasToken) return;
    const timer = setTimeout(() => void loadSupportChat().then((component) => setChat({ component })), WATCH_AFTER_MS);
    return () => clearTimeout(timer);
  }, [hasToken]);

  return (
    <div data-slot="support-launcher" className={pageChatOpen ? 'contents max-lg:hidden' : 'contents'}>
      {Chat ? (
        <Chat.component
          open={open}
          onOpenChange={setOpen}
          welcome={welcomeShown}
          onDismissWelcome={welcome.dismiss}
          bubbles={!pageChatOpen}
          whatsappHref={whatsappHref}
          raised={raised}
        />
      ) : (
        <SupportButton
          onClick={openChat}
          expanded={false}
          raised={raised}
          bubble={welcomeShown ? <WelcomeBubble onClose={welcome.dismiss}>{t('chat.support.welcome')}</WelcomeBubble> : null}
        />
      )}
    </div>
  );
}
