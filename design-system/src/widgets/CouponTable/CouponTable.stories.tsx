import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Coupon } from '@marketplace/contract';
import { CouponTable } from './CouponTable.tsx';

const base: Coupon = {
  id: 'c-1',
  storeId: 's-1',
  storeName: 'Gümüş Tac Emalatxanası',
  code: 'BAHAR-10',
  kind: 'PERCENT',
  value: 10,
  minOrderQepik: 2000,
  startsOn: '2026-11-01',
  endsOn: '2026-11-30',
  usesPerBuyer: 1,
  usesTotal: 100,
  used: 37,
  discountGivenQepik: 18_450,
  state: 'ACTIVE',
  stoppedBy: null,
  stopReason: '',
  createdAt: '2026-10-30T08:00:00.000Z',
};

const coupons: Coupon[] = [
  base,
  {
    ...base,
    id: 'c-2',
    code: 'YENIIL-5',
    kind: 'AMOUNT',
    value: 500,
    minOrderQepik: 0,
    startsOn: '2026-12-25',
    endsOn: null,
    usesTotal: null,
    used: 0,
    discountGivenQepik: 0,
    state: 'SCHEDULED',
  },
  {
    ...base,
    id: 'c-3',
    code: 'SAXTA-90',
    state: 'STOPPED',
    stoppedBy: 'ADMIN',
    stopReason: 'Qiymət endirimdən əvvəl qaldırılıb',
  },
  { ...base, id: 'c-4', code: 'PAYIZ', state: 'ENDED', endsOn: '2026-10-31', startsOn: '2026-10-01' },
  { ...base, id: 'c-5', code: 'ILK-100', state: 'USED_UP', used: 100 },
];

const meta = {
  title: 'Widgets/CouponTable',
  component: CouponTable,
  args: { coupons, audience: 'seller', onStop: fn() },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CouponTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The seller's codes in every state: discount, minimum, days, uses of the limit, the discount given; stop asks once more. */
export const Seller: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('columnheader', { name: 'Mağaza' })).not.toBeInTheDocument();
    const running = canvas.getByRole('row', { name: /BAHAR-10/ });
    await expect(within(running).getByText('10% endirim')).toBeVisible();
    await expect(within(running).getByText('37 / 100')).toBeVisible();
    await expect(within(running).getByText('184,50 ₼')).toBeVisible();
    const scheduled = canvas.getByRole('row', { name: /YENIIL-5/ });
    await expect(within(scheduled).getByText('5,00 ₼ endirim')).toBeVisible();
    await expect(within(scheduled).getByText('Yoxdur')).toBeVisible();
    await expect(canvas.getByText('Marketplace tərəfindən dayandırılıb: Qiymət endirimdən əvvəl qaldırılıb')).toBeVisible();
    // Only the running and the scheduled codes can be stopped.
    await expect(canvas.getAllByRole('button', { name: /kodunu dayandır/ })).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'BAHAR-10 kodunu dayandır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dayandırılsın?' });
    await expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dayandır' }));
    await waitFor(() => expect(args.onStop).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-1' }), ''));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The admins': each code's store, and a stop needs a reason the store will read. */
export const Admin: Story = {
  args: { audience: 'admin' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('columnheader', { name: 'Mağaza' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'BAHAR-10 kodunu dayandır' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dayandırılsın?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dayandır' }));
    await expect(await within(dialog).findByText('Səbəbi yazın.')).toBeVisible();
    await expect(args.onStop).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Səbəb/ }), 'Aldadıcı endirim');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dayandır' }));
    await waitFor(() => expect(args.onStop).toHaveBeenCalledWith(expect.objectContaining({ id: 'c-1' }), 'Aldadıcı endirim'));
  },
};

/** A stop the server refused keeps the dialog open with why. */
export const StopRefused: Story = {
  args: {
    audience: 'admin',
    stopMessage: 'O artıq bitib və ya dayandırılıb.',
    onStop: fn(() => Promise.reject(new Error('409'))),
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'BAHAR-10 kodunu dayandır' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Səbəb');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dayandır' }));
    await waitFor(() => expect(args.onStop).toHaveBeenCalled());
    // Refused: the dialog stays, ready for another try, with the server's why.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Dayandır' })).not.toHaveAttribute('aria-busy'));
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(within(dialog).getByText('O artıq bitib və ya dayandırılıb.')).toBeVisible();
  },
};

/** No codes yet. */
export const Empty: Story = {
  args: { coupons: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hələ kuponunuz yoxdur.')).toBeVisible();
  },
};

/** On a phone the table scrolls sideways inside its frame. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('table').parentElement;
    await expect(frame?.scrollWidth ?? 0).toBeGreaterThan(frame?.clientWidth ?? 0);
  },
};
