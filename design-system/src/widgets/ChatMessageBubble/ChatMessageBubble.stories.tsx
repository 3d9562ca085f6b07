import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { samplePhoto } from '../MediaUploader/storyMedia.ts';
import { ChatMessageBubble } from './ChatMessageBubble.tsx';
import { LONG_AZ_TEXT, minutesBefore, sampleMessage } from './sampleMessages.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const meta = {
  title: 'Widgets/Chat/ChatMessageBubble',
  component: ChatMessageBubble,
  args: { message: sampleMessage(), viewerSender: 'user', counterpartName: 'Nar Atelye', onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="w-[26rem] max-w-full bg-paper p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatMessageBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

const bubbleOf = (root: HTMLElement) => root.querySelector<HTMLElement>('[data-slot="chat-message"]')!;

export const Mine: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(bubbleOf(canvasElement)).toHaveAttribute('data-mine', 'true');
    // Screen readers hear who wrote it.
    await expect(canvas.getByText(`${t('chat.message.you')}:`, { exact: false })).toHaveClass('sr-only');
    await expect(canvas.getByText('5 dəqiqə əvvəl')).toHaveAttribute('title', expect.stringMatching(/^15\.01\.2026 \d\d:55$/));
  },
};

export const Theirs: Story = {
  args: { message: sampleMessage({ sender: 'received', text: 'Bəli, hazırlaya bilərik.' }) },
  play: async ({ canvasElement, canvas }) => {
    await expect(bubbleOf(canvasElement)).toHaveAttribute('data-mine', 'false');
    await expect(canvas.getByText('Nar Atelye:', { exact: false })).toHaveClass('sr-only');
  },
};

export const LongAzerbaijaniText: Story = {
  name: 'Long Azerbaijani text and a long address wrap',
  args: { message: sampleMessage({ text: LONG_AZ_TEXT }) },
  play: async ({ canvasElement, canvas }) => {
    const paragraph = canvas.getByText(/Gülşənə və İlkin/);
    await expect(paragraph.scrollWidth).toBeLessThanOrEqual(paragraph.clientWidth);
    await expect(canvasElement.firstElementChild!.scrollWidth).toBeLessThanOrEqual(canvasElement.firstElementChild!.clientWidth);
  },
};

export const WithPhoto: Story = {
  name: 'With a photo attachment',
  args: {
    message: sampleMessage({
      sender: 'received',
      text: 'Hazır nümunə belədir:',
      attachments: [{ url: samplePhoto(20), width: 400, height: 300 }],
    }),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: t('chat.message.openPhoto', { number: 1 }) });
    await expect(link).toHaveAttribute('target', '_blank');
    const image = link.querySelector('img')!;
    await expect(image).toHaveAttribute('loading', 'lazy');
    // The box is sized before the file arrives (4:3, as stored).
    const box = link.querySelector<HTMLElement>('[data-slot="image"]')!.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 3)).toBe(4);
  },
};

export const SeveralPhotos: Story = {
  args: {
    message: sampleMessage({
      text: '',
      attachments: [
        { url: samplePhoto(350), width: 400, height: 300 },
        { url: samplePhoto(185), width: 300, height: 400 },
        { url: samplePhoto(45), width: null, height: null },
      ],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
};

export const MaskedContacts: Story = {
  name: 'Masked contact details',
  args: { message: sampleMessage({ sender: 'received', text: 'Mənə bu nömrədən yazın: ***', masked: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat.message.masked'))).toBeVisible();
  },
};

export const ReadByTheOtherSide: Story = {
  name: 'Read receipt',
  args: { read: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat.message.read'))).toBeVisible();
  },
};

export const Sending: Story = {
  args: { message: sampleMessage({ id: 'pending-1', delivery: 'sending', date: minutesBefore(0) }), read: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat.message.sending'))).toBeVisible();
    await expect(canvas.getByText(t('chat.date.justNow'))).toBeVisible();
    // A message on its way has no read tick.
    await expect(canvas.queryByText(t('chat.message.read'))).toBeNull();
  },
};

export const FailedWithRetry: Story = {
  name: 'Failed, sent again',
  args: { message: sampleMessage({ id: 'pending-2', delivery: 'failed', date: minutesBefore(1) }) },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(t('chat.message.failed'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('chat.message.retry') }));
    await expect(args.onRetry).toHaveBeenCalledWith(args.message);
  },
};

const DATED = [
  { label: 'just now', date: minutesBefore(0.5) },
  { label: '5 minutes', date: minutesBefore(5) },
  { label: '2 days', date: minutesBefore(2 * 24 * 60) },
  { label: '10 months', date: '2025-03-15T10:00:00Z' },
  { label: '13 months', date: '2024-12-15T10:00:00Z' },
];

export const RelativeDates: Story = {
  name: "Relative dates, 'Uzun zaman əvvəl' at 13 months",
  render: (args) => (
    <div className="flex flex-col gap-3">
      {DATED.map(({ label, date }) => (
        <ChatMessageBubble key={label} {...args} message={sampleMessage({ text: label, date, sender: 'received' })} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const times = Array.from(canvasElement.querySelectorAll('time')).map((time) => time.textContent);
    await expect(times).toEqual(['İndicə', '5 dəqiqə əvvəl', '2 gün əvvəl', '10 ay əvvəl', 'Uzun zaman əvvəl']);
    await expect(canvasElement.querySelectorAll('time')[4]).toHaveAttribute('dateTime', '2024-12-15T10:00:00Z');
  },
};

export const RelativeDatesEnglish: Story = {
  name: 'Relative dates in English',
  globals: { locale: 'en' },
  render: RelativeDates.render,
  play: async ({ canvasElement }) => {
    const times = Array.from(canvasElement.querySelectorAll('time')).map((time) => time.textContent);
    await expect(times).toEqual(['Just now', '5 minutes ago', '2 days ago', '10 months ago', 'Long ago']);
  },
};

export const RelativeDatesRussian: Story = {
  name: 'Relative dates in Russian',
  globals: { locale: 'ru' },
  render: RelativeDates.render,
  play: async ({ canvasElement }) => {
    const times = Array.from(canvasElement.querySelectorAll('time')).map((time) => time.textContent);
    await expect(times).toEqual(['Только что', '5 минут назад', '2 дня назад', '10 месяцев назад', 'Давным-давно']);
  },
};

export const Mobile: Story = {
  name: 'Phone width',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { message: sampleMessage({ text: LONG_AZ_TEXT, masked: true }), read: true },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(bubbleOf(canvasElement).getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
