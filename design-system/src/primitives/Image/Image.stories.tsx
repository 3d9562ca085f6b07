import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, waitFor } from 'storybook/test';
import { Image } from './Image.tsx';
import carpet from './sample-carpet.png';

const ALT = 'Şəki xalçası, qırmızı yun';

const meta = {
  title: 'Primitives/Image',
  component: Image,
  args: { src: carpet, alt: ALT, width: 600, height: 450, className: 'w-80 rounded-lg' },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

const placeholderName = (alt: string) => getI18n().t('primitives.image.unavailable', { alt });

async function loaded(img: HTMLImageElement) {
  await waitFor(() => expect(img.complete && img.naturalWidth > 0).toBe(true));
}

export const Loaded: Story = {
  args: { srcSet: `${carpet} 600w`, sizes: '(max-width: 640px) 100vw, 320px' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole<HTMLImageElement>('img', { name: ALT });
    await loaded(img);
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('decoding', 'async');
    await expect(img).not.toHaveAttribute('fetchpriority');
    await expect(img).toHaveAttribute('width', '600');
    await expect(img).toHaveAttribute('height', '450');
    await expect(img).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 320px');
    await expect(canvas.queryByRole('img', { name: placeholderName(ALT) })).not.toBeInTheDocument();
  },
};

export const Priority: Story = {
  // Its picture is Loaded's, pixel for pixel: what differs is not drawn, and the play checks it.
  parameters: { screenshot: { disable: true } },
  args: { priority: true },
  play: async ({ canvas }) => {
    const img = canvas.getByRole<HTMLImageElement>('img', { name: ALT });
    await loaded(img);
    await expect(img).toHaveAttribute('loading', 'eager');
    await expect(img).toHaveAttribute('fetchpriority', 'high');
  },
};

export const BrokenUrl: Story = {
  args: { src: '/media/images/this-photo-was-deleted.jpg' },
  play: async ({ canvas }) => {
    const placeholder = await canvas.findByRole('img', { name: placeholderName(ALT) });
    await expect(placeholder).toBeVisible();
    await expect(canvas.queryByRole('img', { name: ALT })).not.toBeInTheDocument();
    // The box keeps the photo's shape, so nothing around it moves.
    const box = placeholder.parentElement!.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 100)).toBe(Math.round((600 / 450) * 100));
  },
};

export const EmptyAndBlankSources: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-4">
      <Image {...args} src="" alt="Boş ünvan" className="w-56 rounded-lg" />
      <Image {...args} src={null} alt="Ünvan yoxdur" className="w-56 rounded-lg" />
      <Image {...args} src="   " alt="Yalnız boşluq" className="w-56 rounded-lg" />
      <Image {...args} src="" alt="" className="w-56 rounded-lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const alt of ['Boş ünvan', 'Ünvan yoxdur', 'Yalnız boşluq']) {
      await expect(canvas.getByRole('img', { name: placeholderName(alt) })).toBeVisible();
    }
    // A decorative image's placeholder stays decorative.
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
  },
};

export const AspectRatios: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-start gap-4">
      <Image {...args} aspectRatio={1} alt="Kvadrat" className="w-40 rounded-lg" />
      <Image {...args} alt="4:3 (öz ölçüsü)" className="w-52 rounded-lg" />
      <Image {...args} aspectRatio="16 / 9" alt="16:9" className="w-72 rounded-lg" />
      <Image {...args} aspectRatio="3 / 4" fit="contain" alt="3:4, tam görünür" className="w-40 rounded-lg" />
      <Image {...args} aspectRatio="16 / 9" src="" alt="16:9 boş" className="w-72 rounded-lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const img of canvas.getAllByRole<HTMLImageElement>('img').filter((el) => el.tagName === 'IMG')) await loaded(img);
    const square = canvas.getByRole('img', { name: 'Kvadrat' }).parentElement!.getBoundingClientRect();
    await expect(Math.round(square.width)).toBe(Math.round(square.height));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <div className="grid grid-cols-2 gap-3">
      <Image {...args} aspectRatio={1} className="rounded-lg" />
      <Image {...args} src="/media/broken.jpg" aspectRatio={1} className="rounded-lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: placeholderName(ALT) })).toBeVisible();
    await loaded(canvas.getByRole<HTMLImageElement>('img', { name: ALT }));
  },
};
