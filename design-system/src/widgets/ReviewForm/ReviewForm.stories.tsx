import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { samplePhoto } from '../MediaUploader/storyMedia.ts';
import type { MediaUploadItem } from '../MediaUploader/index.ts';
import { ReviewForm } from './ReviewForm.tsx';

const done = (id: string, hue: number): MediaUploadItem => ({
  id,
  name: `${id}.jpg`,
  mediaType: 'image',
  previewUrl: samplePhoto(hue),
  progress: 100,
  state: 'success',
});

const meta = {
  title: 'Widgets/ReviewForm',
  component: ReviewForm,
  args: {
    itemTitle: 'Əl toxunması Qarabağ xalçası',
    photos: { items: [], onPick: fn(), onRemove: fn(), onRetry: fn() },
    onSubmit: fn(async () => {}),
    onCancel: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReviewForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new review by keyboard: Tab to the stars, the arrows choose, then the text; the text is sent trimmed. */
export const WriteByKeyboard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const stars = canvas.getByRole('radiogroup', { name: 'Qiymətiniz' });
    await expect(stars).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '1 ulduz' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 ulduz' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Rəyiniz')).toHaveFocus();
    await userEvent.keyboard('  Çox gözəl iş, təşəkkürlər!  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Rəyi dərc et' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ rating: 5, text: 'Çox gözəl iş, təşəkkürlər!' }));
  },
};

/** Sending without stars: the stars say what is missing, nothing is sent. */
export const NeedsStars: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Rəyi dərc et' }));
    await expect(canvas.getByText('1-dən 5-ə qədər ulduz seçin.')).toBeVisible();
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('İşarələnmiş sahələri yoxlayın.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Changing a review: its rating and text fill the form, until when it may be changed is said. */
export const Editing: Story = {
  args: {
    initial: { rating: 3, text: 'Rəng fərqli idi.' },
    editableUntil: '2026-12-20T09:30:00.000Z',
    photos: { items: [done('kept', 20)], onPick: fn(), onRemove: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: '3 ulduz' })).toBeChecked();
    await expect(canvas.getByLabelText('Rəyiniz')).toHaveValue('Rəng fərqli idi.');
    await expect(canvas.getByText('20 dekabr', { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '4 ulduz' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Dəyişiklikləri saxla' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledWith({ rating: 4, text: 'Rəng fərqli idi.' }));
  },
};

/** While a photo uploads, sending waits for it. */
export const PhotoUploading: Story = {
  args: {
    photos: {
      items: [
        done('one', 185),
        { id: 'two', name: 'xalca.jpg', mediaType: 'image', previewUrl: samplePhoto(350), progress: 40, state: 'running' },
      ],
      onPick: fn(),
      onRemove: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Şəkillər yüklənir…' })).toBeDisabled();
    await expect(canvas.getByRole('list', { name: 'Rəyin şəkilləri' })).toBeVisible();
  },
};

/** Three photos: the picker rests until one is removed. */
export const PhotosFull: Story = {
  args: {
    photos: { items: [done('a', 20), done('b', 120), done('c', 220)], onPick: fn(), onRemove: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 şəkil əlavə olunub: başqasını əlavə etmək üçün birini silin.')).toBeVisible();
    await expect(canvas.getByLabelText('Şəkil əlavə edin (3 ədədə qədər)')).toBeDisabled();
  },
};

/** The server refused: a photo not the buyer's, and why, above the buttons. */
export const Refused: Story = {
  args: {
    initial: { rating: 5, text: '' },
    photos: { items: [done('a', 20)], onPick: fn(), onRemove: fn() },
    errors: { 'photoIds.0': 'errors.REVIEW_PHOTO_INVALID' },
    message: 'Rəyi yalnız yazıldıqdan sonrakı 30 gün ərzində dəyişmək olar.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bu şəkli siz yükləməmisiniz: yenidən əlavə edin.')).toBeVisible();
    await expect(canvas.getByText('Rəyi yalnız yazıldıqdan sonrakı 30 gün ərzində dəyişmək olar.')).toBeVisible();
  },
};

/** Turkish. */
export const Turkish: Story = {
  globals: { locale: 'tr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Puanınız' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Değerlendirmeyi yayımla' })).toBeVisible();
  },
};
