import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { FavouriteButton, type FavouriteButtonProps } from './FavouriteButton.tsx';

/** The story keeps the state as the app does: a press turns the heart on and off. */
function Toggling(props: FavouriteButtonProps) {
  const [favourite, setFavourite] = useState(props.favourite);
  return (
    <FavouriteButton
      {...props}
      favourite={favourite}
      count={props.count === undefined ? undefined : props.count + (favourite && !props.favourite ? 1 : 0)}
      onToggle={() => {
        props.onToggle();
        setFavourite((value) => !value);
      }}
    />
  );
}

const meta = {
  title: 'Widgets/FavouriteButton',
  component: FavouriteButton,
  args: { productName: 'Şəki ipək kəlağayısı', favourite: false, onToggle: fn() },
  render: (args) => <Toggling {...args} />,
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FavouriteButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Over a card's photo, not hearted: a press hearts it, by mouse or keyboard, and says so to a screen reader. */
export const Overlay: Story = {
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button', { name: '“Şəki ipək kəlağayısı” seçilmişlərə əlavə et' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    const on = canvas.getByRole('button', { name: '“Şəki ipək kəlağayısı” seçilmişlərdən çıxar' });
    await expect(on).toHaveAttribute('aria-pressed', 'true');
    on.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onToggle).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Hearted already: a filled heart. */
export const Hearted: Story = {
  args: { favourite: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button')).toHaveAttribute('data-state', 'on');
  },
};

/** Beside a product page's title, with how many hearted it; the count follows the buyer's heart. */
export const InlineWithCount: Story = {
  args: { variant: 'inline', count: 1249 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 249 nəfər bəyənib')).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(canvas.getByText('1 250 nəfər bəyənib')).toBeVisible();
  },
};

/** The change is on its way: another press is ignored. */
export const Pending: Story = {
  args: { favourite: true, pending: true },
  render: (args) => <FavouriteButton {...args} />,
  play: async ({ canvas, args }) => {
    const heart = canvas.getByRole('button');
    await expect(heart).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(heart, { pointerEventsCheck: 0 });
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};
