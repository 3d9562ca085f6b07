import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { BUTTON_SIZES, BUTTON_VARIANTS } from '../Button/buttonVariants.ts';
import { IconButton } from './IconButton.tsx';

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth={2}>
      <path
        strokeLinejoin="round"
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2.1 0 3.7 1.2 5 3 1.3-1.8 2.9-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
      />
    </svg>
  );
}

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: { 'aria-label': 'Seçilmişlərə əlavə et', children: <HeartIcon />, onClick: fn() },
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
