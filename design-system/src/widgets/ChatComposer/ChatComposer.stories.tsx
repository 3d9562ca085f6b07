import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, userEvent as pointer } from 'storybook/test';
import { CHAT_ATTACHMENTS_MAX, CHAT_MESSAGE_MAX } from '@marketplace/contract';
import { sampleItems } from '../MediaUploader/storyMedia.ts';
import { ChatComposer } from './ChatComposer.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);

const meta = {
  title: 'Widgets/Chat/ChatComposer',
  component: ChatComposer,
  args: { onSend: fn() },
  decorators: [
    (Story) => (
      <div className="w-[28rem] max-w-full bg-paper">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: { getByRole: (role: string, options: object) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: t('chat.composer.label') }) as HTMLTextAreaElement;
const sendButton = (canvas: { getByRole: (role: string, options: object) => HTMLElement }) =>
  canvas.getByRole('button', { name: t('chat.composer.send') });

export const EnterSends: Story = {
  name: 'Enter sends the trimmed text, Shift+Enter starts a new line',
  play: async ({ canvas, args, userEvent }) => {
    await expect(sendButton(canvas)).toBeDisabled();
    await userEvent.type(field(canvas), '  Salam!{Shift>}{Enter}{/Shift}Ölçüsü nə qədərdir?  ');
    await expect(field(canvas).value).toBe('  Salam!\nÖlçüsü nə qədərdir?  ');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Salam!\nÖlçüsü nə qədərdir?');
    await expect(field(canvas).value).toBe('');
    await expect(field(canvas)).toHaveAccessibleDescription(t('chat.composer.hint'));
  },
};

export const SendButton: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(field(canvas), 'Qiyməti neçəyədir?');
    await userEvent.click(sendButton(canvas));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith('Qiyməti neçəyədir?');
  },
};

export const BlankNeverSent: Story = {
  name: 'Blank text is never sent (spec §5)',
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(field(canvas), '   ');
    await expect(sendButton(canvas)).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await userEvent.type(field(canvas), '{Shift>}{Enter}{/Shift}\t');
    await userEvent.keyboard('{Enter}');
    // A disabled button takes no pointer events: click it anyway, as an impatient person would.
    await pointer.click(sendButton(canvas), { pointerEventsCheck: 0 });
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const NearTheLimit: Story = {
  name: 'Near the 2,000 character limit',
  args: { defaultValue: 'ə'.repeat(CHAT_MESSAGE_MAX - 120) },
  play: async ({ canvas }) => {
    const counter = canvas.getByText(t('chat.composer.remaining', { count: 120 }));
    await expect(counter).toBeVisible();
    await expect(field(canvas)).toHaveAccessibleDescription(
      `${t('chat.composer.hint')} ${t('chat.composer.remaining', { count: 120 })}`,
    );
    await expect(sendButton(canvas)).toBeEnabled();
  },
};

export const OverTheLimit: Story = {
  name: 'Over the limit: not sent',
  args: { defaultValue: 'ə'.repeat(CHAT_MESSAGE_MAX + 1) },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(t('chat.composer.tooLong', { max: CHAT_MESSAGE_MAX }))).toBeVisible();
    await expect(field(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(sendButton(canvas)).toBeDisabled();
    field(canvas).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { sending: true, defaultValue: 'Bir dəqiqə…' },
  play: async ({ canvas }) => {
    await expect(sendButton(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const WithPhotos: Story = {
  name: 'Photos chosen, one uploading, one failed',
  args: {
    defaultValue: 'Belə bir şey istəyirəm',
    photos: {
      items: [
        { ...sampleItems.done },
        { ...sampleItems.toy, progress: 45 },
        { ...sampleItems.carpet, state: 'error', failure: { reason: 'network', retryable: true } },
      ],
      onPick: fn(),
      onRemove: fn(),
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    // Sending waits for the upload.
    await expect(sendButton(canvas)).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: /nar-oyuncagi\.jpg/ })).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText(t('chat.composer.photoFailed', { name: 'xalca-toy-masasi.png' }))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('chat.composer.removePhoto', { name: 'xalca-toy-masasi.png' }) }));
    await expect(args.photos?.onRemove).toHaveBeenCalledWith('b');
  },
};

export const AttachImagesOnly: Story = {
  name: 'Attach: photos only, at most four',
  args: { photos: { items: [{ ...sampleItems.done }], onPick: fn(), onRemove: fn() } },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: t('chat.composer.attach') })).toBeEnabled();
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    const png = new File(['x'], 'nar.png', { type: 'image/png' });
    const pdf = new File(['x'], 'qiymet.pdf', { type: 'application/pdf' });
    // Picked past the dialog's filter ("all files"), the way userEvent.upload cannot: straight on the input.
    const picked = new DataTransfer();
    picked.items.add(png);
    picked.items.add(pdf);
    input.files = picked.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await expect(args.photos?.onPick).toHaveBeenCalledWith([png]);
    await expect(await canvas.findByText(t('chat.composer.rejected'))).toHaveAttribute('role', 'status');
    const many = Array.from(
      { length: CHAT_ATTACHMENTS_MAX },
      (_, index) => new File(['x'], `foto-${index}.jpg`, { type: 'image/jpeg' }),
    );
    await userEvent.upload(input, many);
    // One photo is chosen already: three more fit.
    await expect(args.photos?.onPick).toHaveBeenLastCalledWith(many.slice(0, CHAT_ATTACHMENTS_MAX - 1));
    await expect(await canvas.findByText(t('chat.composer.tooManyPhotos', { max: CHAT_ATTACHMENTS_MAX }))).toHaveAttribute(
      'role',
      'status',
    );
  },
};

export const Blocked: Story = {
  name: 'Disabled: blocked from chatting',
  args: { disabledReason: 'blocked' },
  play: async ({ canvas }) => {
    await expect(field(canvas)).toBeDisabled();
    await expect(field(canvas)).toHaveAccessibleDescription(expect.stringContaining(t('chat.composer.blocked')));
    await expect(sendButton(canvas)).toBeDisabled();
  },
};

export const Closed: Story = {
  name: 'Disabled: conversation closed',
  args: { disabledReason: 'closed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('chat.composer.closed'))).toBeVisible();
    await expect(field(canvas)).toBeDisabled();
  },
};

export const Mobile: Story = {
  name: 'Phone width',
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    photos: { items: [{ ...sampleItems.toy }], onPick: fn(), onRemove: fn() },
    defaultValue: 'Toy üçün əl işi keramika dəsti',
  },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('form')!;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth);
  },
};
