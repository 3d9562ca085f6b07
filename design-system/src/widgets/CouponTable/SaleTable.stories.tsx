import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Sale } from '@marketplace/contract';
import carpet from '../../primitives/Image/sample-carpet.png';
import { SaleTable } from './SaleTable.tsx';

const item = (itemId: string, productName: string, productPrice: number, salePrice: number) => ({
  itemId,
  productName,
  coverImage: carpet,
  productPrice,
  salePrice,
});

const base: Sale = {
  id: 's-1',
  storeId: 'st-1',
  storeName: 'Qarabağ Xalçaları',
  name: 'Novruz endirimi',
  percent: 20,
  startsOn: '2026-11-20',
  endsOn: '2026-11-30',
  items: [
    item('i-1', 'Qarabağ xalçası, əl toxuması, 2×3 m', 450, 360),
    item('i-2', 'Kəlağayı', 45, 36),
    item('i-3', 'Mis sini', 80, 64),
    item('i-4', 'Saxsı vaza', 30, 24),
  ],
  state: 'ACTIVE',
  stoppedBy: null,
  stopReason: '',
  createdAt: '2026-11-19T08:00:00.000Z',
};

const sales: Sale[] = [
  base,
  {
    ...base,
    id: 's-2',
    name: 'Yeni il',
    startsOn: '2026-12-28',
    endsOn: '2027-01-05',
    state: 'SCHEDULED',
    items: [base.items[1]!],
  },
  {
    ...base,
    id: 's-3',
    name: 'Payız',
    state: 'STOPPED',
    stoppedBy: 'ADMIN',
    stopReason: 'Qiymət qaldırılıb',
    items: [base.items[2]!],
  },
];

const meta = {
  title: 'Widgets/SaleTable',
  component: SaleTable,
  args: { sales, audience: 'seller', onStop: fn() },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SaleTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seller's sales: percent, days, the first products with their price and sale price, "+N" for the rest; stop. */
export const Seller: Story = {
  play: async ({ canvas, args }) => {
    const running = canvas.getByRole('row', { name: /Novruz endirimi/ });
    await expect(within(running).getByText('20% endirim')).toBeVisible();
    await expect(within(running).getByText('4 məhsul')).toBeVisible();
    await expect(within(running).getByText('+1')).toBeVisible();
    await expect(within(running).getByText('360,00 ₼')).toBeVisible();
    await expect(canvas.getByText('Marketplace tərəfindən dayandırılıb: Qiymət qaldırılıb')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /endirimini dayandır/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: '«Novruz endirimi» endirimini dayandır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dayandırılsın?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dayandır' }));
    await waitFor(() => expect(args.onStop).toHaveBeenCalledWith(expect.objectContaining({ id: 's-1' }), ''));
  },
};

/** The admins': each sale's store; a stop needs a reason. */
export const Admin: Story = {
  args: { audience: 'admin' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Mağaza' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '«Yeni il» endirimini dayandır' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dayandır' }));
    await expect(await within(dialog).findByText('Səbəbi yazın.')).toBeVisible();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Şikayət');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dayandır' }));
    await waitFor(() => expect(args.onStop).toHaveBeenCalledWith(expect.objectContaining({ id: 's-2' }), 'Şikayət'));
  },
};

/** No sales yet. */
export const Empty: Story = {
  args: { sales: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hələ endiriminiz yoxdur.')).toBeVisible();
  },
};
