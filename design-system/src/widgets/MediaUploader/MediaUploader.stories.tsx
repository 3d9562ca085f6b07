import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, userEvent as baseUserEvent, waitFor, within } from 'storybook/test';
import { MediaUploader } from './MediaUploader.tsx';
import { sampleItems, samplePhoto } from './storyMedia.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const { toy, carpet, clip, done } = sampleItems;

const meta = {
  title: 'Widgets/MediaUploader',
  component: MediaUploader,
  args: {
    items: [],
    onSelectFiles: fn(),
    onPause: fn(),
    onResume: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MediaUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText(t('media.select'));
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('multiple');
    await expect(input).toHaveAttribute('accept', 'image/*,video/*');
    const photo = new File(['x'], 'toy.jpg', { type: 'image/jpeg' });
    const clipFile = new File(['x'], 'toy.mp4', { type: 'video/mp4' });
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    // applyAccept off: the check after picking must hold even when the dialog lets anything through.
    await baseUserEvent.setup({ applyAccept: false }).upload(input, [photo, text, clipFile]);
    await expect(args.onSelectFiles).toHaveBeenCalledWith([photo, clipFile]);
    await expect(canvas.getByRole('status')).toHaveTextContent(t('media.rejected', { count: 1 }));
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const UploadingSeveral: Story = {
  args: { items: [toy, carpet, clip] },
  play: async ({ canvas, args, userEvent }) => {
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['18', '64', '91']);
    const card = within(canvas.getByRole('article', { name: carpet.name }));
    await userEvent.click(card.getByRole('button', { name: t('media.actions.pause', { name: carpet.name }) }));
    await expect(args.onPause).toHaveBeenCalledWith(carpet.id);
    const cancel = card.getByRole('button', { name: t('media.actions.cancel', { name: carpet.name }) });
    await userEvent.click(cancel);
    await expect(args.onCancel).toHaveBeenCalledWith(carpet.id);
    // The picture is of the uploads, not of where the pointer last was.
    await userEvent.unhover(cancel);
    cancel.blur();
  },
};

export const Paused: Story = {
  args: { items: [{ ...carpet, state: 'paused' }] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', t('media.progress.paused', { percent: 64 }));
    await userEvent.click(canvas.getByRole('button', { name: t('media.actions.resume', { name: carpet.name }) }));
    await expect(args.onResume).toHaveBeenCalledWith(carpet.id);
  },
};

export const Done: Story = {
  args: {
    items: [
      done,
      { ...toy, progress: 100, state: 'success' },
      { ...clip, previewUrl: '/missing-video.mp4', progress: 100, state: 'success' },
    ],
  },
  play: async ({ canvas }) => {
    // Spec: the bars are gone at 100 %.
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getAllByText(t('media.status.done'))).toHaveLength(3);
    const video = canvas.getByRole('article', { name: clip.name }).querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await waitFor(() => expect(video?.error).not.toBeNull());
    // Chromium draws a player's own controls on its own schedule (they fade, and show another time
    // while the player still tries its file), so the picture is taken without them: the line above
    // is what checks they are offered.
    video?.removeAttribute('controls');
  },
};

export const ErrorWithRetry: Story = {
  args: {
    items: [
      { ...carpet, state: 'error', failure: { reason: 'network', retryable: true } },
      { ...toy, name: 'sened.jpg', id: 'e', state: 'error', progress: 0, failure: { reason: 'type', retryable: false } },
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts[0]).toHaveTextContent(t('media.errors.network'));
    await expect(alerts[1]).toHaveTextContent(t('media.errors.type'));
    await userEvent.click(within(alerts[0]!).getByRole('button', { name: t('media.actions.retry') }));
    await expect(args.onRetry).toHaveBeenCalledWith(carpet.id);
    // A refused file cannot succeed by trying again: only removing it is offered.
    await expect(within(alerts[1]!).queryByRole('button', { name: t('media.actions.retry') })).toBeNull();
    await userEvent.click(within(alerts[1]!).getByRole('button', { name: t('media.actions.remove') }));
    await expect(args.onRemove).toHaveBeenCalledWith('e');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { items: [toy, { ...carpet, state: 'paused' }, done] },
  play: async ({ canvasElement }) => {
    const uploader = canvasElement.querySelector<HTMLElement>('[data-slot="media-uploader"]');
    if (!uploader) throw new Error('the uploader should render');
    await expect(uploader.scrollWidth).toBeLessThanOrEqual(uploader.clientWidth);
  },
};

export const LongAzerbaijaniNames: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    items: [
      {
        ...carpet,
        name: 'Şəkiəmisininqızınıntoyundançəkilmişxatirəşəkliçoxuzunadlıfayl_İyirmiüçüncüsentyabr.jpeg',
        previewUrl: samplePhoto(280),
        state: 'error',
        failure: { reason: 'quota', retryable: true },
      },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="media-upload-card"]');
    if (!card) throw new Error('the card should render');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('media.errors.quota'));
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { items: [toy, { ...carpet, state: 'paused' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Select photo or video')).toBeVisible();
    await expect(canvas.getByText('Paused · 64%')).toBeVisible();
  },
};
