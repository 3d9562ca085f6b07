import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BUTTON_SIZES, BUTTON_VARIANTS } from '../Button/buttonVariants.ts';
import { IconButton } from './IconButton.tsx';
import { Icon, HeartIcon } from '../Icon/index.ts';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Seçilmişlərə əlavə et', children: <Icon icon={HeartIcon} />, onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Seçilmişlərə əlavə et' });
    // Square: as wide as it is tall.
    await expect(button.offsetWidth).toBe(button.offsetHeight);
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="grid gap-3">
      {BUTTON_VARIANTS.map((variant) => (
        <div key={variant} className="flex items-center gap-3">
          {BUTTON_SIZES.map((size) => (
            <IconButton key={size} {...args} variant={variant} size={size} aria-label={`${variant} ${size}`} />
          ))}
          <IconButton {...args} variant={variant} disabled aria-label={`${variant} disabled`} />
          <IconButton {...args} variant={variant} isLoading aria-label={`${variant} loading`} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = BUTTON_SIZES.map((size) => canvas.getByRole('button', { name: `primary ${size}` }).offsetWidth);
    await expect(sizes).toEqual([32, 40, 48]);
    const loading = canvas.getByRole('button', { name: 'primary loading' });
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toBeDisabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { size: 'lg', variant: 'outline' },
};
