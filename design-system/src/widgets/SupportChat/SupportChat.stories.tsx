import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { WELCOME_BUBBLE_DELAY_MS } from '@marketplace/contract';
import { ChatComposer } from '../ChatComposer/ChatComposer.tsx';
import { minutesBefore, sampleMessage } from '../ChatMessageBubble/sampleMessages.ts';
import { ChatMessageList } from '../ChatMessageList/ChatMessageList.tsx';
import { createFakeTimers } from './fakeTimers.ts';
import { SupportChat } from './SupportChat.tsx';
import { useWelcomeBubble } from './useWelcomeBubble.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const supportMessages = [
  sampleMessage({ id: '1', sender: 'user', date: minutesBefore(9), text: 'Salam! Sifarişim nə vaxt gələcək?' }),
  sampleMessage({
    id: '2',
    sender: 'bot',
    date: minutesBefore(7),
    text: 'Salam! Sifarişiniz bu gün kuryerə verildi, sabah çatacaq.',
  }),
];

interface ShopperPageProps {
  hasSupportToken?: boolean;
  defaultOpen?: boolean;
  replyPreview?: string | null;
  hasUnread?: boolean;
  connection?: 'online' | 'reconnecting' | 'offline';
  /** An admin has stopped this person from chatting: the message box takes no input. */
  blocked?: boolean;
  timers?: ReturnType<typeof createFakeTimers>;
  onSend: (text: string) => void;
}

/** The support chat as a shopper page mounts it, with the welcome bubble's timing. */
function ShopperPage({
  hasSupportToken = false,
  defaultOpen = false,
  replyPreview = null,
  hasUnread = false,
  connection,
  blocked = false,
  timers,
  onSend,
}: ShopperPageProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [reply, setReply] = useState(replyPreview);
  const welcome = useWelcomeBubble({ hasSupportToken, chatOpen: open, timers });
  return (
    <SupportChat
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) setReply(null);
      }}
      welcome={welcome.visible}
      replyPreview={reply}
      onDismissBubble={() => {
        welcome.dismiss();
        setReply(null);
      }}
      hasUnread={hasUnread || reply !== null}
      whatsappHref="https://wa.me/994125550000"
      connection={connection}
      composer={<ChatComposer onSend={onSend} disabledReason={blocked ? 'blocked' : undefined} />}
    >
      <ChatMessageList
        messages={hasSupportToken ? supportMessages : []}
        viewerSender="user"
        counterpartName={t('chat.support.title')}
        counterpartReadUpTo="1"
        empty={<p className="px-6 text-center text-ink-muted">{t('chat.support.empty')}</p>}
      />
    </SupportChat>
  );
}

const meta = {
  title: 'Widgets/Chat/SupportChat',
  component: ShopperPage,
  parameters: { layout: 'fullscreen' },
  args: { onSend: fn() },
  decorators: [
    (Story) => (
      <div className="min-h-[44rem] bg-paper">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ShopperPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const supportButton = (canvas: { getByRole: (role: string, options: object) => HTMLElement }) =>
  canvas.getByRole('button', { name: new RegExp(`^${t('chat.support.open')}`) });

const welcomeClock = createFakeTimers();

export const WelcomeBubbleAfterFiveSeconds: Story = {
  name: 'Welcome bubble: not at 4.9 s, there at 5 s (fake timers)',
  render: (args) => <ShopperPage {...args} timers={welcomeClock} />,
  play: async ({ canvas, userEvent }) => {
    const welcome = t('chat.support.welcome');
    welcomeClock.advance(WELCOME_BUBBLE_DELAY_MS - 100);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.queryByText(welcome)).toBeNull();
    welcomeClock.advance(100);
    await expect(await canvas.findByText(welcome)).toBeVisible();
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent(welcome);
    // Opening the chat clears it.
    await userEvent.click(supportButton(canvas));
    await expect(canvas.queryByText(welcome)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: t('chat.panel.close') }));
    welcomeClock.advance(60_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.queryByText(welcome)).toBeNull();
  },
};

const tokenClock = createFakeTimers();

export const NoBubbleWithSupportToken: Story = {
  name: 'No welcome bubble when a support token is stored',
  render: (args) => <ShopperPage {...args} hasSupportToken timers={tokenClock} />,
  play: async ({ canvas }) => {
    tokenClock.advance(WELCOME_BUBBLE_DELAY_MS * 4);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(canvas.queryByText(t('chat.support.welcome'))).toBeNull();
    await expect(supportButton(canvas)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ReplyWhileClosed: Story = {
  name: 'A reply while closed: bubble and new-message dot',
  args: { hasSupportToken: true, replyPreview: 'Salam! Sifarişiniz bu gün kuryerə verildi, sabah çatacaq.' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText(t('chat.support.newReply'))).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="unread-dot"]')).not.toBeNull();
    await expect(supportButton(canvas)).toHaveAccessibleName(t('chat.support.openUnread'));
    await userEvent.click(supportButton(canvas));
    await expect(canvas.queryByText(t('chat.support.newReply'))).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="unread-dot"]')).toBeNull();
  },
};

export const OpenChat: Story = {
  name: 'The button opens the chat; WhatsApp below it; closing returns focus',
  args: { hasSupportToken: true },
  play: async ({ canvas, args, userEvent }) => {
    const button = supportButton(canvas);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = canvas.getByRole('region', { name: t('chat.support.title') });
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-controls', panel.parentElement!.id);
    const field = canvas.getByRole('textbox', { name: t('chat.composer.label') });
    await waitFor(() => expect(field).toHaveFocus());
    await expect(canvas.getByRole('link', { name: t('chat.support.whatsapp') })).toHaveAttribute(
      'href',
      'https://wa.me/994125550000',
    );
    await userEvent.type(field, 'Təşəkkürlər!{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Təşəkkürlər!');
    await userEvent.click(canvas.getByRole('button', { name: t('chat.panel.close') }));
    await expect(canvas.queryByRole('region', { name: t('chat.support.title') })).toBeNull();
    await expect(button).toHaveFocus();
  },
};

export const FirstMessage: Story = {
  name: 'A guest before the first message: shown open at once (the press that fetched the chat), focus in the message box',
  args: { defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat.support.empty'))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: t('chat.composer.label') })).toHaveFocus());
  },
};

export const BlockedWriter: Story = {
  name: 'Blocked from chatting: opening focuses the chat (its name and the reason are read), not its close button',
  args: { hasSupportToken: true, blocked: true },
  play: async ({ canvas, userEvent }) => {
    const button = supportButton(canvas);
    await userEvent.click(button);
    const panel = canvas.getByRole('region', { name: t('chat.support.title') });
    await expect(canvas.getByRole('textbox', { name: t('chat.composer.label') })).toBeDisabled();
    await expect(canvas.getByText(t('chat.composer.blocked'))).toBeVisible();
    await waitFor(() => expect(panel).toHaveFocus());
    await expect(canvas.getByRole('button', { name: t('chat.panel.close') })).not.toHaveFocus();
  },
};

export const Reconnecting: Story = {
  args: { defaultOpen: true, hasSupportToken: true, connection: 'reconnecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat.panel.reconnecting'))).toBeVisible();
  },
};

export const PhoneWidth: Story = {
  name: 'Phone width: the chat fills the screen',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { defaultOpen: true, hasSupportToken: true },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: t('chat.support.title') }).getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
  },
};
