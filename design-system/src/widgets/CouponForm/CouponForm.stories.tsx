import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CouponForm } from './CouponForm.tsx';

const meta = {
  title: 'Widgets/CouponForm',
  component: CouponForm,
  args: { today: '2026-11-29', onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A percent code from today, once per buyer, no end and no total limit: what the request carries. */
export const Percent: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText(/Başlama günü/)).toHaveValue('2026-11-29');
    await userEvent.type(canvas.getByRole('textbox', { name: /Kod/ }), 'bahar-15');
    const percent = canvas.getByRole('textbox', { name: /Faiz/ });
    await userEvent.clear(percent);
    await userEvent.type(percent, '15');
    await userEvent.type(canvas.getByRole('textbox', { name: /Minimum sifariş/ }), '20,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Yarat' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        code: 'BAHAR-15',
        kind: 'PERCENT',
        value: 15,
        minOrderQepik: 2050,
        startsOn: '2026-11-29',
        endsOn: null,
        usesPerBuyer: 1,
        usesTotal: null,
      }),
    );
  },
};

/** An amount off: the field asks for manat, sent in qəpik. */
export const Amount: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Kod/ }), 'MINUS5');
    await userEvent.click(canvas.getByRole('radio', { name: 'Məbləğ (₼)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Məbləğ, ₼/ }), '5');
    await userEvent.clear(canvas.getByRole('textbox', { name: /Bir alıcı/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Cəmi/ }), '50');
    await userEvent.click(canvas.getByRole('button', { name: 'Yarat' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ code: 'MINUS5', kind: 'AMOUNT', value: 500, usesPerBuyer: null, usesTotal: 50 }),
      ),
    );
  },
};

/** Each field says what is wrong, and nothing is sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Kod/ }), 'Ə!');
    const percent = canvas.getByRole('textbox', { name: /Faiz/ });
    await userEvent.clear(percent);
    await userEvent.type(percent, '95');
    await userEvent.type(canvas.getByLabelText(/Son gün/), '2026-11-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Yarat' }));
    await expect(await canvas.findByText('Kod 3–20 latın hərfi, rəqəm, - və ya _ olmalıdır.')).toBeVisible();
    await expect(canvas.getByText('1-dən 90-a qədər tam ədəd yazın.')).toBeVisible();
    await expect(canvas.getByText('Son gün başlama günündən əvvəl ola bilməz.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server refused the code (the store used it before): said on the code field. */
export const CodeTaken: Story = {
  args: { errors: { code: 'Mağazanızın artıq bu kodda kuponu var.' } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Mağazanızın artıq bu kodda kuponu var.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Kod/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Cancel closes it. */
export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ləğv et' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** On a phone the fields stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Yarat' })).toBeVisible();
  },
};
