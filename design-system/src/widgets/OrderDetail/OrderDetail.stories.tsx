import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ORDER_ACTOR, type OrderStatus } from '@marketplace/contract';
import { OrderDetail } from './OrderDetail.tsx';
import { sampleOrder } from './sampleOrders.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const actionButton = (action: string) => ({ name: t(`orders.actions.button.${action}`) });

const meta = {
  title: 'Widgets/OrderDetail',
  component: OrderDetail,
  parameters: { layout: 'fullscreen' },
  args: {
    order: sampleOrder('PLACED'),
    variant: 'buyer',
    onAction: fn(async () => {}),
    onMessageStore: fn(),
    packingSlipHref: '/orders/o-100023/slip',
    itemHref: (itemId) => `/item?id=${itemId}`,
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-6xl p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The buttons shown, by their labels, in order. */
const buttonsOf = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('[data-slot="order-actions"] button')).map((button) => button.textContent);

const buyer = (status: OrderStatus, actions: string[]): Story => ({
  args: { order: sampleOrder(status, ORDER_ACTOR.BUYER), variant: 'buyer' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('orders.detail.title', { number: '№ 100023' }) })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="order-status"]')).toHaveTextContent(t(`orders.status.${status}`));
    await expect(buttonsOf(canvasElement)).toEqual(actions.map((action) => t(`orders.actions.button.${action}`)));
    await expect(canvas.getByRole('button', { name: t('orders.detail.messageStore') })).toBeVisible();
    // The buyer never sees the contact card (it is their own), nor the packing slip.
    await expect(canvasElement.querySelector('[data-slot="order-contact"]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: t('orders.detail.packingSlip') })).toBeNull();
  },
});

const seller = (status: OrderStatus, actions: string[]): Story => ({
  args: { order: sampleOrder(status, ORDER_ACTOR.SELLER), variant: 'seller' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="order-status"]')).toHaveTextContent(t(`orders.status.${status}`));
    await expect(buttonsOf(canvasElement)).toEqual(actions.map((action) => t(`orders.actions.button.${action}`)));
    const contact = within(canvasElement.querySelector<HTMLElement>('[data-slot="order-contact"]')!);
    await expect(contact.getByRole('link', { name: '+994501234567' })).toHaveAttribute('href', 'tel:+994501234567');
    await expect(canvas.getByRole('link', { name: t('orders.detail.packingSlip') })).toHaveAttribute(
      'href',
      '/orders/o-100023/slip',
    );
    await expect(canvas.queryByRole('button', { name: t('orders.detail.messageStore') })).toBeNull();
  },
});

export const BuyerPlaced: Story = {
  ...buyer('PLACED', ['CANCEL']),
  play: async (context) => {
    await buyer('PLACED', ['CANCEL']).play!(context);
    const { canvas, canvasElement, args, userEvent } = context;
    // Lines as ordered: attributes, pocket with its fee, personalisation, frozen unit price and line total.
    const [first, second] = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="order-line"]'));
    await expect(first).toHaveTextContent('Rəng: Qırmızı · Ölçü: Orta');
    await expect(first).toHaveTextContent('Hədiyyə qutusu (+2,50 ₼ hər ədədə)');
    await expect(first).toHaveTextContent('2 × 45,00 ₼');
    await expect(first).toHaveTextContent('95,00 ₼');
    await expect(within(first!).getByRole('link', { name: 'Nar formalı keramika qab' })).toHaveAttribute('href', '/item?id=i1');
    // A deleted item's line stays, without a link.
    await expect(within(second!).queryByRole('link')).toBeNull();
    await expect(canvasElement.querySelector('[data-slot="order-total"]')).toHaveTextContent('157,00 ₼');
    await expect(canvasElement.querySelector('[data-slot="order-delivery"]')).toHaveTextContent('Nizami küçəsi 45, mənzil 12');
    await expect(canvasElement.querySelector('[data-slot="order-delivery"]')).toHaveTextContent('20 yanvar 2026');
    await userEvent.click(canvas.getByRole('button', { name: t('orders.detail.messageStore') }));
    await expect(args.onMessageStore).toHaveBeenCalledTimes(1);
  },
};
export const BuyerAccepted = buyer('ACCEPTED', []);
export const BuyerInProduction = buyer('IN_PRODUCTION', []);
export const BuyerShippedWithTracking: Story = {
  ...buyer('SHIPPED', ['CONFIRM_DELIVERED']),
  play: async (context) => {
    await buyer('SHIPPED', ['CONFIRM_DELIVERED']).play!(context);
    const { canvasElement, args, userEvent, canvas } = context;
    const shipment = within(canvasElement.querySelector<HTMLElement>('[data-slot="order-shipment"]')!);
    await expect(shipment.getByText(t('orders.tracking.carrier', { carrier: 'Azərpoçt' }))).toBeVisible();
    await expect(shipment.getByText('RR123456789AZ')).toBeVisible();
    await expect(shipment.getByRole('link', { name: t('orders.tracking.open') })).toHaveAttribute(
      'href',
      'https://www.azerpost.az/track?code=RR123456789AZ',
    );
    await userEvent.click(canvas.getByRole('button', actionButton('CONFIRM_DELIVERED')));
    await expect(args.onAction).toHaveBeenCalledWith('CONFIRM_DELIVERED', {});
  },
};
export const BuyerDelivered = buyer('DELIVERED', []);
export const BuyerCompleted = buyer('COMPLETED', []);
export const BuyerCancelledWithReason: Story = {
  ...buyer('CANCELLED', []),
  play: async (context) => {
    await buyer('CANCELLED', []).play!(context);
    await expect(context.canvasElement.querySelector('[data-slot="cancel-reason"]')).toHaveTextContent(
      'Bu ölçüdə gil qab hazırda düzəldə bilmirik, üzr istəyirik.',
    );
  },
};

export const SellerPlaced = seller('PLACED', ['ACCEPT', 'DECLINE']);
export const SellerAccepted = seller('ACCEPTED', ['START_PRODUCTION', 'SHIP', 'CANCEL']);
export const SellerInProduction = seller('IN_PRODUCTION', ['SHIP', 'CANCEL']);
export const SellerShipped = seller('SHIPPED', ['MARK_DELIVERED']);
export const SellerDelivered = seller('DELIVERED', []);
export const SellerCompleted = seller('COMPLETED', []);
export const SellerCancelled = seller('CANCELLED', []);

export const SellerGiftAndLate: Story = {
  args: {
    order: sampleOrder('ACCEPTED', ORDER_ACTOR.SELLER, {
      late: true,
      shipBy: '2026-01-13',
      giftMessage: 'Ad günün mübarək, əziz anam!',
    }),
    variant: 'seller',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="order-late"]')).toHaveTextContent(t('orders.late'));
    await expect(canvasElement.querySelector('[data-slot="order-gift"]')).toHaveTextContent('Ad günün mübarək, əziz anam!');
    await expect(canvasElement.querySelector('[data-slot="order-note"]')).toHaveTextContent('18:00');
  },
};

export const SellerDeclineNeedsReason: Story = {
  args: { order: sampleOrder('PLACED', ORDER_ACTOR.SELLER), variant: 'seller' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', actionButton('DECLINE')));
    const dialog = within(await screen.findByRole('dialog', { name: t('orders.actions.decline.title') }));
    await userEvent.click(dialog.getByRole('button', { name: t('orders.actions.decline.confirm') }));
    await expect(await dialog.findByText(t('orders.actions.reason.required'))).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(t('orders.actions.reason.label'), { exact: false }), 'Gil bitib');
    await userEvent.click(dialog.getByRole('button', { name: t('orders.actions.decline.confirm') }));
    await expect(args.onAction).toHaveBeenCalledWith('DECLINE', { reason: 'Gil bitib' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

const shipDialog = async ({ canvas, userEvent }: Pick<Parameters<NonNullable<Story['play']>>[0], 'canvas' | 'userEvent'>) => {
  await userEvent.click(canvas.getByRole('button', actionButton('SHIP')));
  const dialog = within(await screen.findByRole('dialog', { name: t('orders.actions.ship.title') }));
  await userEvent.type(dialog.getByLabelText(t('orders.actions.ship.carrier')), 'Azərpoçt');
  await userEvent.type(dialog.getByLabelText(t('orders.actions.ship.trackingNumber')), 'RR123456789AZ');
  const link = dialog.getByLabelText(t('orders.actions.ship.trackingUrl'));
  await userEvent.type(link, 'azerpost.az/track');
  await userEvent.click(dialog.getByRole('button', { name: t('orders.actions.ship.confirm') }));
  await expect(await dialog.findByText(t('orders.actions.ship.invalidUrl'))).toBeVisible();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  return { dialog, link };
};

export const SellerShipDialogInvalidLink: Story = {
  args: { order: sampleOrder('IN_PRODUCTION', ORDER_ACTOR.SELLER), variant: 'seller' },
  play: async ({ canvas, args, userEvent }) => {
    await shipDialog({ canvas, userEvent });
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const SellerShipsWithTracking: Story = {
  args: { order: sampleOrder('IN_PRODUCTION', ORDER_ACTOR.SELLER), variant: 'seller' },
  play: async ({ canvas, args, userEvent }) => {
    const { dialog, link } = await shipDialog({ canvas, userEvent });
    await userEvent.clear(link);
    await userEvent.type(link, 'https://www.azerpost.az/track?code=RR123456789AZ');
    await userEvent.click(dialog.getByRole('button', { name: t('orders.actions.ship.confirm') }));
    await expect(args.onAction).toHaveBeenCalledWith('SHIP', {
      carrier: 'Azərpoçt',
      trackingNumber: 'RR123456789AZ',
      trackingUrl: 'https://www.azerpost.az/track?code=RR123456789AZ',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const SellerActionRefused: Story = {
  args: {
    order: sampleOrder('PLACED', ORDER_ACTOR.SELLER),
    variant: 'seller',
    onAction: fn(async () => {
      throw Object.assign(new Error('refused'), { code: 'ORDER_TRANSITION_NOT_ALLOWED' });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', actionButton('ACCEPT')));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('orders.errors.ORDER_TRANSITION_NOT_ALLOWED'));
    await expect(canvas.getByRole('button', actionButton('ACCEPT'))).toBeEnabled();
  },
};

export const BuyerCancelReasonOptional: Story = {
  args: { order: sampleOrder('PLACED', ORDER_ACTOR.BUYER), variant: 'buyer' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', actionButton('CANCEL')));
    const dialog = within(await screen.findByRole('dialog', { name: t('orders.actions.cancel.title') }));
    await expect(dialog.getByText(t('orders.actions.reason.hint'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('orders.actions.cancel.confirm') }));
    await expect(args.onAction).toHaveBeenCalledWith('CANCEL', { reason: '' });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { order: sampleOrder('SHIPPED', ORDER_ACTOR.SELLER, { giftMessage: '' }), variant: 'seller' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Order № 100023' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mark delivered' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="order-delivery"]')).toHaveTextContent(
      'Estimated arrival: 20 January 2026',
    );
    await expect(canvasElement.querySelector('[data-slot="order-gift"]')).toHaveTextContent('A gift, without a card.');
  },
};

export const MobileBuyer: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { order: sampleOrder('SHIPPED', ORDER_ACTOR.BUYER) },
  play: async ({ canvasElement }) => {
    const detail = canvasElement.querySelector('[data-slot="order-detail"]') as HTMLElement;
    await expect(detail.scrollWidth).toBeLessThanOrEqual(detail.clientWidth + 1);
  },
};

export const MobileSeller: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { order: sampleOrder('ACCEPTED', ORDER_ACTOR.SELLER), variant: 'seller' },
  play: async ({ canvasElement }) => {
    const detail = canvasElement.querySelector('[data-slot="order-detail"]') as HTMLElement;
    await expect(detail.scrollWidth).toBeLessThanOrEqual(detail.clientWidth + 1);
  },
};

/** An admin's view of an order still on its way: the store and the buyer named, the buyer's contact, only "cancel". */
export const AdminShipped: Story = {
  args: { order: sampleOrder('SHIPPED', ORDER_ACTOR.ADMIN), variant: 'admin' },
  play: async ({ canvas, canvasElement }) => {
    const header = within(canvasElement.querySelector<HTMLElement>('header')!);
    await expect(header.getByText('Nar Keramika')).toBeVisible();
    await expect(header.getByText(t('orders.detail.from', { name: 'Leyla Məmmədova' }))).toBeVisible();
    await expect(buttonsOf(canvasElement)).toEqual([t('orders.actions.button.CANCEL')]);
    const contact = within(canvasElement.querySelector<HTMLElement>('[data-slot="order-contact"]')!);
    await expect(contact.getByRole('link', { name: '+994501234567' })).toHaveAttribute('href', 'tel:+994501234567');
    // An admin neither packs nor writes to the store from here.
    await expect(canvas.queryByRole('link', { name: t('orders.detail.packingSlip') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('orders.detail.messageStore') })).toBeNull();
  },
};

export const AdminCompletedHasNoMoves: Story = {
  args: { order: sampleOrder('COMPLETED', ORDER_ACTOR.ADMIN), variant: 'admin' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="order-actions"]')).toBeNull();
  },
};

export const AdminCancelsWithReason: Story = {
  args: { order: sampleOrder('IN_PRODUCTION', ORDER_ACTOR.ADMIN), variant: 'admin' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', actionButton('CANCEL')));
    const dialog = within(await screen.findByRole('dialog', { name: t('orders.actions.cancel.title') }));
    // Both sides read the reason, and the audit log keeps it.
    await expect(dialog.getByText(t('orders.actions.cancel.adminDescription'))).toBeVisible();
    await expect(dialog.getByText(t('orders.actions.reason.hintAdmin'))).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: t('orders.actions.cancel.confirm') }));
    await expect(await dialog.findByText(t('orders.actions.reason.required'))).toBeVisible();
    await expect(args.onAction).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText(t('orders.actions.reason.label'), { exact: false }), 'Mağaza cavab vermir');
    await userEvent.click(dialog.getByRole('button', { name: t('orders.actions.cancel.confirm') }));
    await expect(args.onAction).toHaveBeenCalledWith('CANCEL', { reason: 'Mağaza cavab vermir' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};
