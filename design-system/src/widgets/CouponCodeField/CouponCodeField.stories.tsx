import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import type { CheckoutCoupon } from '@marketplace/contract';
import { CouponCodeField } from './CouponCodeField.tsx';

const meta = {
  title: 'Widgets/CouponCodeField',
  component: CouponCodeField,
  args: { storeName: 'Gil Evi', onApply: fn(), onRemove: fn() },
  decorators: [
    (Story) => (
      <div className="flex max-w-md flex-col p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponCodeField>;
export default meta;
type Story = StoryObj<typeof meta>;

const problem = (code: string, problemKind: CheckoutCoupon['problem'], minOrderQepik = 0): CheckoutCoupon => ({
  code,
  discountQepik: 0,
  problem: problemKind,
  minOrderQepik,
});

/** Closed: a link that opens the field, which takes the code in any case and applies it with Enter too. */
export const Closed: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Kupon kodunuz var?' }));
    const field = canvas.getByRole('textbox', { name: 'Gil Evi üçün kupon kodu' });
    await expect(field).toHaveFocus();
    await userEvent.type(field, ' bahar-10{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith('BAHAR-10');
  },
};

/** A code of the wrong shape is refused at once, named under the field, and nothing is asked of the server. */
export const WrongShape: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kupon kodunuz var?' }));
    const field = canvas.getByRole('textbox');
    await userEvent.type(field, 'Bə');
    await userEvent.click(canvas.getByRole('button', { name: 'Tətbiq et' }));
    await expect(canvas.getByText('Kod 3–20 latın hərfi, rəqəm, - və ya _ olmalıdır.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Applied: the code and what it takes off, with Remove. */
export const Applied: Story = {
  args: { coupon: { code: 'BAHAR-10', discountQepik: 450, problem: null, minOrderQepik: 0 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('BAHAR-10 kodu tətbiq olundu: −4,50 ₼');
    await userEvent.click(canvas.getByRole('button', { name: 'Kodu sil' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** Under the store's minimum: the field stays with the code, and says how much the store's goods must reach. */
export const UnderMinimum: Story = {
  args: { coupon: problem('MIN-50', 'MIN_ORDER', 5000) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('MIN-50');
    await expect(canvas.getByText('Bu kod ən azı 50,00 ₼ dəyərində mal üçündür.')).toBeVisible();
  },
};

/** Another store's code, or none at all: not found here. */
export const NotFound: Story = {
  args: { coupon: problem('XALCA-5', 'NOT_FOUND') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bu mağazanın belə kodu yoxdur.')).toBeVisible();
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription('Bu mağazanın belə kodu yoxdur.');
  },
};

/** Expired, used up by this buyer, or by all: each says so. */
export const Expired: Story = {
  args: { coupon: problem('YAY-2025', 'EXPIRED') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bu kodun müddəti bitib.')).toBeVisible();
  },
};

export const BuyerLimit: Story = {
  args: { coupon: problem('BIR-DEFE', 'BUYER_LIMIT') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Siz bu koddan artıq istifadə etmisiniz.')).toBeVisible();
  },
};

/** The new quote is on its way: Apply is busy. */
export const Checking: Story = {
  args: { coupon: problem('BAHAR-10', 'NOT_FOUND'), busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Yoxlanılır…' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** As the checkout uses it: applying asks for a new quote, whose answer shows. */
export const WithTheQuote: Story = {
  render: function Render(args) {
    const [coupon, setCoupon] = useState<CheckoutCoupon | undefined>(undefined);
    return (
      <CouponCodeField
        {...args}
        coupon={coupon}
        onApply={(code) => setCoupon({ code, discountQepik: 1200, problem: null, minOrderQepik: 0 })}
        onRemove={() => setCoupon(undefined)}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Kupon kodunuz var?' }));
    await userEvent.type(canvas.getByRole('textbox'), 'gil15');
    await userEvent.click(canvas.getByRole('button', { name: 'Tətbiq et' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('GIL15 kodu tətbiq olundu: −12,00 ₼');
    await userEvent.click(canvas.getByRole('button', { name: 'Kodu sil' }));
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue(''));
  },
};
