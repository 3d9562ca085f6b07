import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { samplePhoto } from '../MediaUploader/storyMedia.ts';
import { MediaGalleryEditor, type MediaGalleryEditorProps } from './MediaGalleryEditor.tsx';
import type { MediaGalleryValue, UploadMedia } from './mediaGalleryValue.ts';

const t = (key: string, values?: Record<string, unknown>) => getI18n().t(key, values);

const photos = [samplePhoto(350), samplePhoto(20), samplePhoto(185)];
const empty: MediaGalleryValue = { coverImage: '', images: [], videos: [] };

function Controlled(props: MediaGalleryEditorProps) {
  const [value, setValue] = useState(props.value);
  return <MediaGalleryEditor {...props} value={value} onChange={(update) => setValue((current) => update(current))} />;
}

const meta = {
  title: 'Widgets/MediaGalleryEditor',
  component: MediaGalleryEditor,
  args: { value: empty, onChange: fn(), uploadMedia: fn<UploadMedia>(() => new Promise(() => {})), onUploadingChange: fn() },
  render: (args) => <Controlled {...args} />,
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MediaGalleryEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

// A real 1×1 PNG, so the preview of a photo being uploaded shows a picture, not a broken image.
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8f+jufwAJNAPv0UwZrQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
const file = (name: string, type: string) => new File([type.startsWith('image/') ? PIXEL : 'x'], name, { type });

export const ShowsProgressPerFile: Story = {
  args: {
    uploadMedia: fn<UploadMedia>((_file, kind, onProgress) => {
      onProgress(kind === 'cover' ? 40 : 75);
      return new Promise(() => {});
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText(t('productForm.media.cover.select')), file('nar.jpg', 'image/jpeg'));
    await userEvent.upload(canvas.getByLabelText(t('productForm.media.videos.select')), file('toy.mp4', 'video/mp4'));
    await expect(args.uploadMedia).toHaveBeenCalledWith(expect.any(File), 'cover', expect.any(Function));
    await expect(args.uploadMedia).toHaveBeenCalledWith(expect.any(File), 'video', expect.any(Function));
    await expect(
      await canvas.findByRole('progressbar', { name: t('media.progress.label', { name: 'nar.jpg' }) }),
    ).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('progressbar', { name: t('media.progress.label', { name: 'toy.mp4' }) })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await expect(args.onUploadingChange).toHaveBeenLastCalledWith(true);
  },
};

export const UploadedPhotoJoinsGallery: Story = {
  args: {
    value: { ...empty, images: [photos[0] as string] },
    uploadMedia: fn<UploadMedia>(async () => ({ url: photos[1] as string })),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText(t('productForm.media.images.select')), file('xalca.png', 'image/png'));
    const gallery = canvas.getByRole('list', { name: t('productForm.media.images.label') });
    await waitFor(() => expect(within(gallery).getAllByRole('img')).toHaveLength(2));
    await expect(
      within(gallery).getByRole('img', { name: t('productForm.media.images.item', { position: 2, count: 2 }) }),
    ).toHaveAttribute('src', photos[1]);
    await expect(args.onUploadingChange).toHaveBeenLastCalledWith(false);
  },
};

/** Each picked photo's stored address, and how long its upload takes: the first picked finishes last. */
const slowFirst: Record<string, { url: string; ms: number }> = {
  'bir.png': { url: photos[0] as string, ms: 600 },
  'iki.png': { url: photos[1] as string, ms: 300 },
  'uc.png': { url: photos[2] as string, ms: 50 },
};

export const PickedOrderKeptWhateverFinishesFirst: Story = {
  args: {
    uploadMedia: fn<UploadMedia>((picked) => {
      const { url, ms } = slowFirst[picked.name]!;
      return new Promise((resolve) => setTimeout(() => resolve({ url }), ms));
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText(t('productForm.media.images.select')), [
      file('bir.png', 'image/png'),
      file('iki.png', 'image/png'),
      file('uc.png', 'image/png'),
    ]);
    const sources = () =>
      within(canvas.getByRole('list', { name: t('productForm.media.images.label') }))
        .getAllByRole('img')
        .map((img) => img.getAttribute('src'));
    // The last picked is stored first, the first picked last: each takes its picked place as it finishes.
    await waitFor(() => expect(sources()).toHaveLength(3), { timeout: 10_000 });
    await expect(sources()).toEqual([photos[0], photos[1], photos[2]]);
  },
};

export const FailedUploadOffersRetry: Story = {
  args: { uploadMedia: fn<UploadMedia>(() => Promise.reject(Object.assign(new Error('offline'), { reason: 'network' }))) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.upload(canvas.getByLabelText(t('productForm.media.images.select')), file('nar.jpg', 'image/jpeg'));
    await expect(await canvas.findByText(t('media.errors.network'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('media.actions.retry') }));
    await waitFor(() => expect(args.uploadMedia).toHaveBeenCalledTimes(2));
  },
};

export const ReorderWithKeyboard: Story = {
  args: { value: { ...empty, images: photos } },
  play: async ({ canvas, userEvent }) => {
    const handle = canvas.getByRole('button', { name: t('productForm.media.images.move', { position: 1 }) });
    await expect(handle).toHaveAccessibleDescription(t('productForm.media.dnd.instructions'));
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    const gallery = canvas.getByRole('list', { name: t('productForm.media.images.label') });
    await waitFor(() =>
      expect(
        within(gallery)
          .getAllByRole('img')
          .map((img) => img.getAttribute('src')),
      ).toEqual([photos[1], photos[0], photos[2]]),
    );
    await waitFor(() => expect(document.body).toHaveTextContent(t('productForm.media.dnd.end', { position: 2, count: 3 })));
  },
};

export const FilledOnPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { value: { coverImage: photos[2] as string, images: photos.slice(0, 2), videos: [] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('productForm.media.images.remove', { position: 1 }) }));
    const gallery = canvas.getByRole('list', { name: t('productForm.media.images.label') });
    await expect(within(gallery).getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: t('productForm.media.cover.label') })).toBeVisible();
  },
};
