import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import carpet from '../../primitives/Image/sample-carpet.png';
import { SaleForm } from './SaleForm.tsx';

const products = [
  { itemId: 'i-1', productName: 'Qarabağ xalçası, əl toxuması', coverImage: carpet, productPrice: 450 },
  { itemId: 'i-2', productName: 'Şəki ipək kəlağayısı', coverImage: carpet, productPrice: 45 },
  { itemId: 'i-3', productName: 'Mis sini', coverImage: carpet, productPrice: 80 },
];

const meta = {
  title: 'Widgets/SaleForm',
  component: SaleForm,
  args: { products, today: '2026-11-29', onSubmit: fn(), onCancel: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-3xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SaleForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each product shows its price and its price in the sale as the percent is typed; the chosen ones are sent. */
export const ChooseProducts: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Ad/ }), 'Novruz');
    const percent = canvas.getByRole('textbox', { name: /Endirim, %/ });
    await userEvent.clear(percent);
    await userEvent.type(percent, '25');
    const carpetRow = canvas.getByRole('checkbox', { name: /Qarabağ xalçası/ });
    await expect(canvas.getByText('337,50 ₼')).toBeVisible();
    await userEvent.click(carpetRow);
    await userEvent.click(canvas.getByRole('checkbox', { name: /Mis sini/ }));
    await userEvent.clear(canvas.getByLabelText(/Son gün/));
    await userEvent.type(canvas.getByLabelText(/Son gün/), '2026-12-05');
    await userEvent.click(canvas.getByRole('button', { name: 'Yarat' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: 'Novruz',
        percent: 25,
        startsOn: '2026-11-29',
        endsOn: '2026-12-05',
        itemIds: ['i-1', 'i-3'],
      }),
    );
  },
};

/** Nothing chosen, no name, too long: each said, nothing sent. */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByLabelText(/Son gün/));
    await userEvent.type(canvas.getByLabelText(/Son gün/), '2027-01-15');
    await userEvent.click(canvas.getByRole('button', { name: 'Yarat' }));
    await expect(await canvas.findByText('Adı yazın.')).toBeVisible();
    await expect(canvas.getByText('Ən azı bir məhsul seçin.')).toBeVisible();
    await expect(
      canvas.getByText('Endirim ən çox 30 gün davam edir.', { selector: '[data-slot="form-message"], p' }),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server names a product by its place in the request (`itemIds.0`): the message shows on that product's row. */
export const ProductInAnotherSale: Story = {
  args: { errors: { 'itemIds.0': 'Bu məhsul həmin günlərdə başqa endirimdədir.' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /Şəki ipək/ }));
    const row = canvas.getByRole('checkbox', { name: /Şəki ipək/ }).closest('li');
    await expect(row).not.toBeNull();
    await expect(within(row as HTMLElement).getByText('Bu məhsul həmin günlərdə başqa endirimdədir.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: /Şəki ipək/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A store with no products on sale. */
export const NoProducts: Story = {
  args: { products: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Satışda məhsulunuz yoxdur.')).toBeVisible();
  },
};
