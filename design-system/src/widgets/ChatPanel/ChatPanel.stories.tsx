import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { ChatComposer } from '../ChatComposer/ChatComposer.tsx';
import { customOrderMessages, LONG_AZ_TEXT, minutesBefore, sampleMessage } from '../ChatMessageBubble/sampleMessages.ts';
import { ChatMessageList } from '../ChatMessageList/ChatMessageList.tsx';
import { samplePhoto } from '../MediaUploader/storyMedia.ts';
import { ChatPanel } from './ChatPanel.tsx';
import { ChatMaskingNotice } from './ChatNotice.tsx';
import { ChatProductCard } from './ChatProductCard.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const onClose = fn();
const onSend = fn();

const meta = {
  title: 'Widgets/Chat/ChatPanel',
  component: ChatPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Nar Atelye',
    subtitle: 'Keramika və saxsı',
    onClose,
    product: (
      <ChatProductCard
        href="/item?id=42"
        productName="Nar formalı keramika meyvə qabı, əl işi"
        coverImage={samplePhoto(350)}
        price={65}
        salePrice={52}
      />
    ),
    notice: <ChatMaskingNotice />,
    children: (
      <ChatMessageList messages={customOrderMessages} viewerSender="user" counterpartName="Nar Atelye" counterpartReadUpTo="16" />
    ),
    composer: <ChatComposer onSend={onSend} photos={{ items: [], onPick: fn(), onRemove: fn() }} />,
  },
  decorators: [
    (Story) => (
      <div className="flex h-[40rem] w-[26rem] max-w-full bg-paper">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CustomOrder: Story = {
  name: 'Custom order: product card, masking notice, messages, composer',
  play: async ({ canvas, userEvent }) => {
    const panel = canvas.getByRole('region', { name: 'Nar Atelye' });
    await expect(panel).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: new RegExp(`^${t('chat.panel.product')}: Nar formalı keramika meyvə qabı, əl işi`) }),
    ).toHaveAttribute('href', '/item?id=42');
    await expect(canvas.getByText(t('chat.panel.masking'))).toBeVisible();
    await expect(canvas.getByRole('log')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: t('chat.composer.label') }), 'Salam!{Enter}');
    await expect(onSend).toHaveBeenCalledWith('Salam!');
    await userEvent.keyboard('{Escape}');
    await expect(onClose).toHaveBeenCalled();
  },
};

export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '' })).toHaveTextContent(t('chat.panel.reconnecting'));
  },
};

export const Offline: Story = {
  args: { connection: 'offline', composer: <ChatComposer onSend={onSend} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat.panel.offline'))).toBeVisible();
  },
};

export const LoadingConversation: Story = {
  args: { children: <ChatMessageList messages={[]} state="loading" viewerSender="user" counterpartName="Nar Atelye" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: t('chat.list.loading') })).toBeVisible();
  },
};

export const BlockedFromChatting: Story = {
  args: { composer: <ChatComposer onSend={onSend} disabledReason="blocked" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat.composer.blocked'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: t('chat.composer.label') })).toBeDisabled();
  },
};

export const SellerSide: Story = {
  name: "The seller's side (no close button)",
  args: {
    title: 'Aysel Məmmədova',
    subtitle: undefined,
    onClose: undefined,
    children: (
      <ChatMessageList
        messages={customOrderMessages}
        viewerSender="received"
        counterpartName="Aysel Məmmədova"
        counterpartReadUpTo="17"
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t('chat.panel.close') })).toBeNull();
  },
};

export const SheetOnDesktop: Story = {
  name: 'Sheet: a side panel on a wide screen',
  args: { layout: 'sheet' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Nar Atelye' }).getBoundingClientRect();
    await expect(Math.round(box.right)).toBe(window.innerWidth);
    await expect(box.width).toBeLessThan(window.innerWidth / 2);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
  },
};

export const PhoneWidth: Story = {
  name: 'Sheet on a phone: the whole screen, long Azerbaijani text wraps',
  args: {
    layout: 'sheet',
    children: (
      <ChatMessageList
        messages={[
          ...customOrderMessages,
          sampleMessage({ id: '18', sender: 'received', date: minutesBefore(1), text: LONG_AZ_TEXT }),
        ]}
        viewerSender="user"
        counterpartName="Nar Atelye"
      />
    ),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const panel = canvas.getByRole('region', { name: 'Nar Atelye' });
    const box = panel.getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(Math.round(box.height)).toBe(window.innerHeight);
    await expect(panel.scrollWidth).toBeLessThanOrEqual(panel.clientWidth);
    await expect(canvas.getByRole('log').scrollWidth).toBeLessThanOrEqual(canvas.getByRole('log').clientWidth);
  },
};
