import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { palette } from '../../../../tailwind.config.ts';
import { Button } from './Button.tsx';
import { BUTTON_SIZES, BUTTON_VARIANTS } from './buttonVariants.ts';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Səbətə əlavə et', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((index) => Number.parseInt(hex.slice(index, index + 2), 16)).join(', ')})`;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Səbətə əlavə et' });
    await expect(button).toHaveAttribute('data-variant', 'primary');
    await expect(button).toHaveAttribute('type', 'button');
    await expect(getComputedStyle(button).backgroundColor).toBe(rgb(palette.brand[600]));
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="grid gap-4">
      {BUTTON_VARIANTS.map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {BUTTON_SIZES.map((size) => (
            <Button key={size} {...args} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button {...args} variant={variant} disabled>
            {variant} disabled
          </Button>
          <Button {...args} variant={variant} isLoading>
            {variant} loading
          </Button>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const variant of BUTTON_VARIANTS) {
      await expect(canvas.getByRole('button', { name: `${variant} md` })).toHaveAttribute('data-variant', variant);
    }
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-3">
      {BUTTON_SIZES.map((size) => (
        <Button key={size} {...args} size={size}>
          Ölçü {size}
        </Button>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = BUTTON_SIZES.map((size) => canvas.getByRole('button', { name: `Ölçü ${size}` }).offsetHeight);
    await expect(heights).toEqual([32, 40, 48]);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  render: (args) => (
    <div className="flex gap-3">
      <Button {...args} isLoading={false}>
        Sifarişi təsdiqlə
      </Button>
      <Button {...args}>Sifarişi təsdiqlə</Button>
    </div>
  ),
  play: async ({ canvas, args }) => {
    const [idle, loading] = canvas.getAllByRole('button', { name: 'Sifarişi təsdiqlə' });
    if (!idle || !loading) throw new Error('both buttons should render');
    await expect(loading).toHaveAttribute('aria-busy', 'true');
    await expect(loading).toBeDisabled();
    // The spinner sits over the label, so the width does not jump.
    await expect(loading.offsetWidth).toBe(idle.offsetWidth);
    await userEvent.click(loading, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsChildLink: Story = {
  name: 'As child (link)',
  args: { asChild: true, variant: 'outline', children: <a href="#/magaza">Mağazaya keç</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Mağazaya keç' });
    await expect(link).toHaveAttribute('href', '#/magaza');
    await expect(link).toHaveAttribute('data-variant', 'outline');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LongAzerbaijaniLabel: Story = {
  args: {
    children: 'Seçilmiş əl işi hədiyyələrini sevdiklərinizə göndərmək üçün sifarişi indi təsdiqləyin',
  },
  render: (args) => (
    <div className="w-64">
      <Button {...args} className="w-full" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    // Wraps onto more lines instead of overflowing its 16rem column.
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
    await expect(button.offsetHeight).toBeGreaterThan(40);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { size: 'lg', className: 'w-full' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button');
    await expect(button.offsetWidth).toBeLessThanOrEqual(390);
    await expect(button.offsetHeight).toBeGreaterThanOrEqual(44);
  },
};
