import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StarInput } from './StarInput.tsx';
import { StarRating } from './StarRating.tsx';

const meta = {
  title: 'Widgets/StarRating',
  component: StarRating,
  args: { value: 4.5 },
  decorators: [
    (Story) => (
      <div className="p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StarRating>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An average fills stars in part: 4.5 is four stars and a half, read out whole. */
export const HalfStars: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Qiymət: 4,5 / 5' })).toBeVisible();
    const fills = [...canvasElement.querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'));
    await expect(fills).toEqual(['100', '100', '100', '100', '50']);
  },
};

/** Larger, in English, for a summary: 4.38 rounds to one decimal when read out. */
export const LargeEnglish: Story = {
  globals: { locale: 'en' },
  args: { value: 4.38, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeVisible();
  },
};

function ControlledInput({ initial, onChange }: { initial: number; onChange: (value: number) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <div className="flex flex-col gap-2">
      <span id="rating-label" className="text-sm font-medium">
        Qiymətiniz
      </span>
      <StarInput
        aria-labelledby="rating-label"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </div>
  );
}

/**
 * The star input is a radio group: Tab reaches it, the arrows choose fewer or more stars, Home and
 * End 1 and 5, and the chosen star is the one Tab comes back to.
 */
export const InputByKeyboard: StoryObj<typeof ControlledInput> = {
  render: (args) => <ControlledInput {...args} />,
  args: { initial: 0, onChange: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Qiymətiniz' });
    await expect(group).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(5);
    await expect(canvas.getByText('Qiymət seçin')).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 ulduz' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '1 ulduz' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: '4 ulduz' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '4 ulduz' })).toHaveFocus();
    await expect(canvas.getByText('Çox yaxşı')).toBeVisible();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('radio', { name: '5 ulduz' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '5 ulduz' })).toBeChecked();
    await userEvent.keyboard('{Home}{ArrowLeft}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '1 ulduz' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    // Only the chosen star is in the Tab order.
    await expect(canvas.getByRole('radio', { name: '1 ulduz' })).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByRole('radio', { name: '3 ulduz' })).toHaveAttribute('tabindex', '-1');
  },
};

/** A click chooses; Russian names each star in its plural form. */
export const InputByClickRussian: StoryObj<typeof ControlledInput> = {
  globals: { locale: 'ru' },
  render: (args) => <ControlledInput {...args} />,
  args: { initial: 2, onChange: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: '2 звезды' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '5 звёзд' }));
    await expect(args.onChange).toHaveBeenCalledWith(5);
    await expect(canvas.getByText('Отлично')).toBeVisible();
  },
};
