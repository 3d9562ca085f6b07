import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn } from 'storybook/test';
import type { OrderDetail } from '@marketplace/contract';
import { sampleAdminHelpRequest } from '../HelpRequestCard/sampleHelpRequests.ts';
import { HelpRequestAdminPanel } from './HelpRequestAdminPanel.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const slot = (canvasElement: HTMLElement, name: string) => canvasElement.querySelector<HTMLElement>(`[data-slot="${name}"]`);

const order = {
  status: 'SHIPPED',
  totalQepik: 6_900,
  lines: [
    { itemId: 'item-1', title: 'Saxsı küp', quantity: 2, lineTotalQepik: 5_000 },
    { itemId: null, title: 'Gil boşqab', quantity: 1, lineTotalQepik: 1_500 },
  ],
  payment: {
    method: 'TEST_CARD',
    status: 'PAID',
    paymentId: 'pay-1',
    paymentStatus: 'CAPTURED',
    refundedQepik: 0,
    refundableQepik: 6_900,
    refunds: [],
    actions: ['REFUND'],
  },
} as unknown as OrderDetail;

const meta = {
  title: 'Widgets/HelpRequestAdminPanel',
  component: HelpRequestAdminPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    request: sampleAdminHelpRequest(),
    order,
    orderHref: '/orders/order-1',
    refundAvailable: true,
    onDecide: fn(async () => {}),
  },
} satisfies Meta<typeof HelpRequestAdminPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The order beside the request: lines, total, payment; the admin refunds part of it with a note. */
export const RefundPart: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent('Sifariş № 100042 · Saxsı Emalatxanası');
    await expect(canvasElement.querySelectorAll('[data-slot="help-admin-line"]')).toHaveLength(2);
    await expect(slot(canvasElement, 'help-admin-total')).toHaveTextContent('69,00 ₼');
    await expect(slot(canvasElement, 'help-admin-payment')).toHaveTextContent('Ödənilib');
    await userEvent.type(canvas.getByLabelText(t('help.admin.note'), { exact: false }), 'Bağlama itib.');
    await userEvent.type(canvas.getByLabelText(t('help.admin.refund')), '25,50');
    await userEvent.click(canvas.getByRole('button', { name: 'Geri qaytar və bağla' }));
    await expect(args.onDecide).toHaveBeenCalledWith({ note: 'Bağlama itib.', refundQepik: 2_550 });
    // Typing scrolled the page down to the form; the screenshot is taken from the top, as it loads.
    window.scrollTo(0, 0);
  },
};

/** No amount: closed with the note only. */
export const CloseWithNote: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(t('help.admin.note'), { exact: false }), 'Satıcı yenidən göndərir.');
    await userEvent.click(canvas.getByRole('button', { name: 'Qeydlə bağla' }));
    await expect(args.onDecide).toHaveBeenCalledWith({ note: 'Satıcı yenidən göndərir.' });
  },
};

/** More than was paid, and no note: refused before anything is sent. */
export const TooMuch: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(t('help.admin.refund')), '70');
    await userEvent.click(canvas.getByRole('button', { name: t('help.admin.refundAndClose') }));
    await expect(await canvas.findByText(t('help.admin.invalid.tooMuch', { amount: '69,00 ₼' }))).toBeVisible();
    await expect(canvas.getByText(t('help.admin.invalid.note'))).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

/** Refunds not offered (no payments module yet): close only, and it says so. */
export const CloseOnly: Story = {
  args: { refundAvailable: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(slot(canvasElement, 'help-refund-unavailable')).toHaveTextContent(t('help.admin.refundUnavailable'));
    await expect(canvas.queryByLabelText(t('help.admin.refund'))).toBeNull();
    await expect(canvas.getByRole('button', { name: t('help.admin.close') })).toBeVisible();
  },
};

/** The order still loading. */
export const LoadingOrder: Story = {
  args: { order: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).not.toBeNull();
  },
};

/** A closed request: its outcome, and no decision to make. */
export const Closed: Story = {
  args: {
    request: sampleAdminHelpRequest({
      status: 'CLOSED',
      closedAt: '2026-01-15T09:00:00Z',
      outcome: { kind: 'REFUNDED', note: 'Bağlama itib.', refundedQepik: 2_550 },
      actions: [],
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(slot(canvasElement, 'help-status-text')).toHaveTextContent('25,50 ₼');
    await expect(canvas.queryByRole('button', { name: t('help.admin.close') })).toBeNull();
  },
};
