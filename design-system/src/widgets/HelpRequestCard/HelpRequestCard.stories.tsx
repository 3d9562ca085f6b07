import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, within } from 'storybook/test';
import { HELP_ESCALATE_AFTER_HOURS } from '@marketplace/contract';
import { HelpRequestCard } from './HelpRequestCard.tsx';
import { sampleHelpRequest } from './sampleHelpRequests.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const slot = (canvasElement: HTMLElement, name: string) => canvasElement.querySelector<HTMLElement>(`[data-slot="${name}"]`);

const meta = {
  title: 'Widgets/HelpRequestCard',
  component: HelpRequestCard,
  parameters: { layout: 'fullscreen' },
  args: {
    request: sampleHelpRequest(),
    viewer: 'buyer',
    conversationHref: '/item?id=item-1#chatBox',
    onResolve: fn(async () => {}),
    onEscalate: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-4 bg-paper p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof HelpRequestCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buyer's view of an open request: waiting for the store, and from when they may escalate. */
export const OpenForBuyer: Story = {
  play: async ({ canvas, canvasElement }) => {
    const card = canvas.getByRole('article', { name: 'Sifariş çatmayıb' });
    await expect(card).toHaveTextContent('Kömək sorğusu · sifariş № 100042');
    await expect(slot(canvasElement, 'help-status')).toHaveTextContent('Mağazanın cavabı gözlənilir');
    await expect(slot(canvasElement, 'help-status-text')).toHaveTextContent('16 yanvar 2026');
    // The buyer's words keep their line break.
    await expect(slot(canvasElement, 'help-text')?.textContent).toContain('göstərmir.\nZəhmət');
    // Not yet: no way to escalate, and the store's button is not the buyer's.
    await expect(canvas.queryByRole('button', { name: t('help.card.escalate') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('help.card.resolve') })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Yazışmanı aç' })).toHaveAttribute('href', '/item?id=item-1#chatBox');
  },
};

/** 48 hours passed unresolved: the buyer may ask the marketplace to step in. */
export const CanEscalate: Story = {
  args: {
    request: sampleHelpRequest({
      openedAt: '2026-01-12T12:00:00Z',
      escalatableAt: '2026-01-14T12:00:00Z',
      actions: ['ESCALATE'],
    }),
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(slot(canvasElement, 'help-request-card')).toHaveAttribute('data-state', 'canEscalate');
    await expect(slot(canvasElement, 'help-status-text')).toHaveTextContent(
      t('help.card.canEscalate', { hours: HELP_ESCALATE_AFTER_HOURS }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Marketplace-dən müdaxilə istə' }));
    await expect(args.onEscalate).toHaveBeenCalledWith(args.request);
  },
};

/** The seller's view (in the conversation or the order page): mark it resolved. */
export const OpenForSeller: Story = {
  args: {
    viewer: 'seller',
    request: sampleHelpRequest({ actions: ['RESOLVE'] }),
    conversationHref: undefined,
    orderHref: '/orders/order-1',
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Aygün Məmmədova 14 yanvar 2026 tarixində açıb')).toBeVisible();
    await expect(canvas.getByText(t('help.card.waitingSeller'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Həll olundu kimi qeyd et' }));
    await expect(args.onResolve).toHaveBeenCalledWith(args.request);
    await expect(canvas.getByRole('link', { name: 'Sifarişə bax' })).toHaveAttribute('href', '/orders/order-1');
  },
};

/** A refused step says why and keeps the button for another try. */
export const ResolveRefused: Story = {
  args: {
    viewer: 'seller',
    request: sampleHelpRequest({ actions: ['RESOLVE'] }),
    onResolve: fn(async () => {
      throw Object.assign(new Error('refused'), { code: 'HELP_REQUEST_NOT_OPEN' });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('help.card.resolve') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.HELP_REQUEST_NOT_OPEN'));
    await expect(canvas.getByRole('button', { name: t('help.card.resolve') })).toBeEnabled();
  },
};

export const Resolved: Story = {
  args: { request: sampleHelpRequest({ status: 'RESOLVED', resolvedAt: '2026-01-15T09:00:00Z' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(slot(canvasElement, 'help-status')).toHaveTextContent('Həll olunub');
    await expect(slot(canvasElement, 'help-status-text')).toHaveTextContent(
      'Mağaza bunu 15 yanvar 2026 tarixində həll olunmuş kimi qeyd edib.',
    );
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

export const Escalated: Story = {
  args: { request: sampleHelpRequest({ status: 'ESCALATED', escalatedAt: '2026-01-15T08:00:00Z' }) },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'help-status')).toHaveTextContent('Marketplace-də');
    await expect(slot(canvasElement, 'help-status-text')).toHaveTextContent('15 yanvar 2026');
  },
};

/** Closed by an admin with a refund: the amount and the admin's note. */
export const ClosedWithRefund: Story = {
  args: {
    request: sampleHelpRequest({
      status: 'CLOSED',
      escalatedAt: '2026-01-14T08:00:00Z',
      closedAt: '2026-01-15T08:00:00Z',
      outcome: { kind: 'REFUNDED', note: 'Bağlama itib; pul geri qaytarıldı.', refundedQepik: 6_500 },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'help-status')).toHaveTextContent('Bağlanıb');
    await expect(slot(canvasElement, 'help-status-text')).toHaveTextContent(
      'Marketplace 65,00 ₼ geri qaytardı və sorğunu bağladı.',
    );
    await expect(slot(canvasElement, 'help-outcome-note')).toHaveTextContent('Bağlama itib; pul geri qaytarıldı.');
  },
};

/** Closed without a refund, in English. */
export const ClosedWithNoteEnglish: Story = {
  globals: { locale: 'en' },
  args: {
    viewer: 'seller',
    request: sampleHelpRequest({
      status: 'CLOSED',
      closedAt: '2026-01-15T08:00:00Z',
      outcome: { kind: 'CLOSED', note: 'The parcel was delivered; tracking confirms it.', refundedQepik: null },
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'help-status-text')).toHaveTextContent('The marketplace closed the request.');
    await expect(within(canvasElement).getByRole('heading', { name: 'Order not received' })).toBeVisible();
  },
};
