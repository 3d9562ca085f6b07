import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Promotion } from '@marketplace/contract';
import ring from '../../primitives/Image/sample-carpet.png';
import { PromotionTable } from './PromotionTable.tsx';

const base: Promotion = {
  id: 'p-1',
  itemId: 'i-1',
  storeId: 's-1',
  productName: 'Əl işi gümüş sırğa',
  coverImage: ring,
  companyName: 'Gümüş Tac Emalatxanası',
  status: 'ACTIVE',
  days: 7,
  priceQepik: 0,
  startsAt: '2026-11-20T08:00:00.000Z',
  endsAt: '2026-11-27T08:00:00.000Z',
  views: 12480,
  clicks: 312,
  stoppedBy: null,
  stopReason: '',
  createdAt: '2026-11-19T08:00:00.000Z',
};

const promotions: Promotion[] = [
  {
    ...base,
    id: 'p-pending',
    status: 'PENDING',
    startsAt: null,
    endsAt: null,
    views: 0,
    clicks: 0,
    productName: 'Şəki ipək kəlağayısı, əl ilə boyanmış, uzun adlı',
  },
  base,
  {
    ...base,
    id: 'p-stopped',
    status: 'STOPPED',
    stoppedBy: 'ADMIN',
    stopReason: 'Şəkil məhsula uyğun deyil',
    views: 40,
    clicks: 0,
  },
  { ...base, id: 'p-ended', status: 'ENDED', days: 30, views: 900, clicks: 27 },
];

const meta = {
  title: 'Widgets/PromotionTable',
  component: PromotionTable,
  args: { promotions, audience: 'seller', onCancel: fn(), onApprove: fn(), onStop: fn() },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PromotionTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seller's list: each state, the figures and why an admin stopped one; stop only what waits or runs. */
export const Seller: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('columnheader', { name: 'Mağaza' })).not.toBeInTheDocument();
    const running = canvas.getByRole('row', { name: /Əl işi gümüş sırğa Göstərilir/ });
    await expect(within(running).getByText('12 480')).toBeVisible();
    await expect(within(running).getByText('2,5%')).toBeVisible();
    await expect(canvas.getByText('Administrator dayandırıb: Şəkil məhsula uyğun deyil')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Dayandır' })).toHaveLength(2);
    await userEvent.click(within(running).getByRole('button', { name: 'Dayandır' }));
    await expect(args.onCancel).toHaveBeenCalledWith(expect.objectContaining({ id: 'p-1' }));
  },
};

/** The admins' list: the store, approve a waiting one, stop a running one with a reason (required). */
export const Admin: Story = {
  args: { audience: 'admin' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Mağaza' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Təsdiq et' }));
    await expect(args.onApprove).toHaveBeenCalledWith(expect.objectContaining({ id: 'p-pending' }));
    const running = canvas.getByRole('row', { name: /Əl işi gümüş sırğa Gümüş Tac Emalatxanası Göstərilir/ });
    await userEvent.click(within(running).getByRole('button', { name: 'Dayandır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reklamı dayandır' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dayandır' }));
    await expect(await within(dialog).findByText('Səbəbi yazın.')).toBeVisible();
    await expect(args.onStop).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox'), 'Qadağan olunmuş məhsul');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dayandır' }));
    await waitFor(() =>
      expect(args.onStop).toHaveBeenCalledWith(expect.objectContaining({ id: 'p-1' }), 'Qadağan olunmuş məhsul'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Nothing advertised yet: how to start. */
export const Empty: Story = {
  args: { promotions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hələ reklam yoxdur')).toBeVisible();
    await expect(canvas.getByText('Məhsul kartındakı “Reklam et” düyməsi ilə başlayın.')).toBeVisible();
  },
};
