import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon } from './Icon.tsx';
import { BadgeCheckIcon, HeartIcon, SearchIcon, ShoppingCartIcon, XIcon } from './icons.ts';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { icon: SearchIcon },
  decorators: [
    (Story) => (
      <div className="p-6 text-ink">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Icon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Beside text: 16 px, the current colour, hidden from assistive technology (the text speaks for it). */
export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg[data-slot="icon"]');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('width', '16');
    await expect(svg).toHaveAttribute('stroke', 'currentColor');
    await expect(svg).toHaveAttribute('stroke-width', '1.75');
  },
};

/** An icon that alone says what it means carries a translated name and is read as an image. */
export const Labelled: Story = {
  args: { icon: BadgeCheckIcon, label: 'Təsdiqlənib', size: 6 },
  play: async ({ canvas }) => {
    const icon = canvas.getByRole('img', { name: 'Təsdiqlənib' });
    await expect(icon).toHaveAttribute('width', '24');
    await expect(icon).not.toHaveAttribute('aria-hidden');
  },
};

/** The sizes in spacing steps, in a colour taken from the text around them. */
export const Sizes: Story = {
  render: () => (
    <div className="flex items-end gap-4 text-brand-600">
      {([3, 3.5, 4, 5, 6, 8, 14] as const).map((size) => (
        <Icon key={size} icon={HeartIcon} size={size} data-size={size} />
      ))}
      <span className="size-10">
        <Icon icon={ShoppingCartIcon} size="full" data-size="full" />
      </span>
      <Icon icon={XIcon} size={6} strokeWidth={2.5} data-size="bold" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widthOf = (size: string) => canvasElement.querySelector(`[data-size="${size}"]`)?.getAttribute('width');
    await expect(widthOf('3')).toBe('12');
    await expect(widthOf('14')).toBe('56');
    await expect(widthOf('full')).toBe('100%');
    await expect(canvasElement.querySelector('[data-size="bold"]')).toHaveAttribute('stroke-width', '2.5');
  },
};
