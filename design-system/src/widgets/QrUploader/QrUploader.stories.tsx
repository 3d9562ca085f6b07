import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import { sampleItems, samplePhoto } from '../MediaUploader/storyMedia.ts';
import { QrUploader } from './QrUploader.tsx';
import type { QrGalleryItem } from './QrGallery.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const { toy, carpet, done } = sampleItems;

const gallery: QrGalleryItem[] = [
  { id: 'g1', mediaType: 'image', src: samplePhoto(200) },
  { id: 'g2', mediaType: 'image', src: samplePhoto(120) },
  { id: 'g3', mediaType: 'image', src: samplePhoto(30) },
];

const meta = {
  title: 'Widgets/QrUploader',
  component: QrUploader,
  parameters: { layout: 'fullscreen' },
  args: {
    items: [],
    gallery: [],
    onSelectFiles: fn(),
    onPause: fn(),
    onResume: fn(),
    onCancel: fn(),
    onRetry: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-content px-4 py-10">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QrUploader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('qr.title'));
    await expect(canvas.getByText(t('qr.sharedWithUs'))).toBeVisible();
    await expect(canvas.queryByText(t('qr.thanks'))).toBeNull();
    await expect(canvas.getByLabelText(t('qr.select'))).toHaveAttribute('multiple');
  },
};

export const Uploading: Story = {
  args: { items: [toy, carpet] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(2);
    // Nothing is uploaded yet, so no thanks yet.
    await expect(canvas.getByText(t('qr.sharedWithUs'))).toBeVisible();
  },
};

export const UploadedWithGallery: Story = {
  args: { items: [done, carpet], gallery },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('qr.thanks'))).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(t('qr.gallery.title'));
    await expect(canvas.getByRole('img', { name: t('qr.gallery.photo', { number: 3 }) })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { items: [done, { ...carpet, state: 'error', failure: { reason: 'network', retryable: true } }], gallery },
  play: async ({ canvasElement, canvas }) => {
    const section = canvasElement.querySelector<HTMLElement>('[data-slot="qr-uploader"]');
    if (!section) throw new Error('the QR uploader should render');
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('media.errors.network'));
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { items: [done] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Поделитесь с нами воспоминаниями');
    await expect(canvas.getByText(/Ограничений на загрузку нет/)).toBeVisible();
  },
};
