import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { OFFER_STATUS } from '@marketplace/contract';
import { OfferCard } from './OfferCard.tsx';
import { sampleBasedOnItem, sampleOffer } from './sampleOffers.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const card = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-slot="offer-card"]')!;
const slot = (canvasElement: HTMLElement, name: string) => canvasElement.querySelector<HTMLElement>(`[data-slot="${name}"]`);

const meta = {
  title: 'Widgets/OfferCard',
  component: OfferCard,
  parameters: { layout: 'fullscreen' },
  args: {
    offer: sampleOffer(),
    viewer: 'buyer',
    today: '2026-01-15',
    onAccept: fn(),
    onChange: fn(),
    onWithdraw: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-4 bg-paper p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OfferCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OpenForBuyer: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const article = canvas.getByRole('article', { name: 'Nar naxışlı keramika çaydan dəsti' });
    await expect(within(article).getByRole('heading', { level: 3 })).toHaveTextContent('Nar naxışlı keramika çaydan dəsti');
    await expect(article).toHaveTextContent('Fərdi sifariş təklifi · Versiya 2');
    await expect(slot(canvasElement, 'offer-status')).toHaveTextContent('Status: Açıq');
    await expect(slot(canvasElement, 'offer-price')).toHaveTextContent('340,00 ₼');
    await expect(slot(canvasElement, 'offer-delivery-fee')).toHaveTextContent('5,00 ₼');
    await expect(slot(canvasElement, 'offer-total')).toHaveTextContent('345,00 ₼');
    await expect(slot(canvasElement, 'offer-production')).toHaveTextContent('12 iş günü');
    await expect(slot(canvasElement, 'offer-valid-until')).toHaveTextContent('22 yanvar 2026');
    // The description keeps its line break.
    await expect(slot(canvasElement, 'offer-description')?.textContent).toContain('stəkan.\nRəng');
    // The seller's actions are not the buyer's.
    await expect(canvas.queryByRole('button', { name: t('offers.card.change') })).toBeNull();
    await expect(canvas.queryByRole('button', { name: t('offers.card.withdraw') })).toBeNull();

    await userEvent.click(canvas.getByRole('button', { name: 'Təklifi qəbul et' }));
    await expect(args.onAccept).toHaveBeenCalledWith(args.offer);
  },
};

export const OpenForSeller: Story = {
  args: { viewer: 'seller' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: t('offers.card.accept') })).toBeNull();
    await expect(canvas.getByText(t('offers.card.openSeller'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dəyiş' }));
    await expect(args.onChange).toHaveBeenCalledWith(args.offer);
    await expect(args.onWithdraw).not.toHaveBeenCalled();
  },
};

export const WithdrawConfirmation: Story = {
  args: { viewer: 'seller' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Geri götür' }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: t('offers.card.withdrawConfirm.title') });
    await expect(dialog).toHaveTextContent('Nar naxışlı keramika çaydan dəsti');
    // Asking is not withdrawing.
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    await expect(within(dialog).getByRole('button', { name: t('offers.card.withdrawConfirm.cancel') })).toBeEnabled();
  },
};

export const WithdrawConfirmed: Story = {
  args: { viewer: 'seller' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Geri götür' }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: t('offers.card.withdrawConfirm.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('offers.card.withdrawConfirm.confirm') }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(args.offer);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const WithdrawRefused: Story = {
  args: {
    viewer: 'seller',
    onWithdraw: fn(async () => {
      throw Object.assign(new Error('not open'), { code: 'OFFER_NOT_OPEN' });
    }),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Geri götür' }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: t('offers.card.withdrawConfirm.title') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('offers.card.withdrawConfirm.confirm') }));
    await expect(args.onWithdraw).toHaveBeenCalledTimes(1);
    // The dialog stays and says why.
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(t('offers.errors.OFFER_NOT_OPEN'));
  },
};

export const Accepted: Story = {
  args: { offer: sampleOffer({ status: OFFER_STATUS.ACCEPTED, orderId: 'order-1' }), orderHref: '/profile/orders/order-1' },
  play: async ({ canvas, canvasElement }) => {
    await expect(slot(canvasElement, 'offer-status')).toHaveTextContent('Qəbul edilib');
    await expect(canvas.getByText(t('offers.card.accepted'))).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('offers.card.viewOrder') })).toHaveAttribute(
      'href',
      '/profile/orders/order-1',
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const AcceptedForSeller: Story = {
  args: {
    viewer: 'seller',
    offer: sampleOffer({ status: OFFER_STATUS.ACCEPTED, orderId: 'order-1' }),
    orderHref: '/orders/order-1',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: t('offers.card.viewOrder') })).toHaveAttribute('href', '/orders/order-1');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Expired: Story = {
  args: { offer: sampleOffer({ status: OFFER_STATUS.EXPIRED, validUntil: '2026-01-10' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(slot(canvasElement, 'offer-status')).toHaveTextContent('Müddəti bitib');
    await expect(canvas.getByText(t('offers.card.expired'))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ExpiredSinceRead: Story = {
  args: { offer: sampleOffer({ validUntil: '2026-01-14' }) },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, canvasElement }) => {
    // Still OPEN in the last answer, but its last day has passed: it cannot be accepted.
    await expect(card(canvasElement)).toHaveAttribute('data-status', 'EXPIRED');
    await expect(canvas.queryByRole('button', { name: t('offers.card.accept') })).toBeNull();
  },
};

export const Withdrawn: Story = {
  args: { offer: sampleOffer({ status: OFFER_STATUS.WITHDRAWN }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(slot(canvasElement, 'offer-status')).toHaveTextContent('Geri götürülüb');
    await expect(canvas.getByText(t('offers.card.withdrawn'))).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Replaced: Story = {
  args: { viewer: 'seller', offer: sampleOffer({ status: OFFER_STATUS.REPLACED }), replacedByVersion: 3 },
  play: async ({ canvas, canvasElement }) => {
    await expect(card(canvasElement)).toHaveAttribute('data-status', 'REPLACED');
    await expect(slot(canvasElement, 'offer-status')).toHaveTextContent('Əvəz olunub');
    await expect(canvas.getByText('Versiya 3 ilə əvəz olunub.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Every status as the seller sees it, oldest first, as a conversation keeps them. */
export const EveryStatusForSeller: Story = {
  args: { viewer: 'seller' },
  render: (args) => (
    <>
      {[
        sampleOffer({ offerId: 'o1', version: 1, status: OFFER_STATUS.REPLACED }),
        sampleOffer({ offerId: 'o2', version: 2, status: OFFER_STATUS.WITHDRAWN }),
        sampleOffer({ offerId: 'o3', version: 3, status: OFFER_STATUS.EXPIRED, validUntil: '2026-01-12' }),
        sampleOffer({ offerId: 'o4', version: 4, status: OFFER_STATUS.ACCEPTED, orderId: 'order-1' }),
        sampleOffer({ offerId: 'o5', version: 5 }),
      ].map((offer) => (
        <OfferCard
          key={offer.offerId}
          {...args}
          offer={offer}
          replacedByVersion={offer.version === 1 ? 2 : null}
          orderHref="/orders/order-1"
        />
      ))}
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    // Only the open one has actions: one change and one withdraw button in all.
    await expect(canvas.getAllByRole('button', { name: t('offers.card.change') })).toHaveLength(1);
    await expect(canvas.getAllByRole('button', { name: t('offers.card.withdraw') })).toHaveLength(1);
    const statuses = [...canvasElement.querySelectorAll('[data-slot="offer-card"]')].map((each) =>
      each.getAttribute('data-status'),
    );
    await expect(statuses).toEqual(['REPLACED', 'WITHDRAWN', 'EXPIRED', 'ACCEPTED', 'OPEN']);
  },
};

export const BasedOnItem: Story = {
  args: {
    offer: sampleOffer({ basedOnItem: sampleBasedOnItem, deliveryFeeQepik: 0, productionDays: 1 }),
    itemHref: '/item/item-7',
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: /Nar formalı keramika qab/ });
    await expect(link).toHaveAttribute('href', '/item/item-7');
    await expect(link).toHaveTextContent(t('offers.card.basedOn'));
    // A free delivery says so in words; the total is the price.
    await expect(slot(canvasElement, 'offer-delivery-fee')).toHaveTextContent('Pulsuz');
    await expect(slot(canvasElement, 'offer-total')).toHaveTextContent('340,00 ₼');
    await expect(slot(canvasElement, 'offer-production')).toHaveTextContent('1 iş günü');
  },
};

export const LongAzerbaijaniText: Story = {
  args: {
    offer: sampleOffer({
      title: 'Əl işi: Şəki üslubunda tikilmiş, ipək sapla naxışlanmış böyük ölçülü süfrə və on iki salfetdən ibarət bayram dəsti',
      description:
        'Süfrənin ölçüsü 180 × 240 sm olacaq, kənarları əl ilə tikilmiş qırmızı-qızılı buta naxışları ilə bəzədiləcək.\n\nSalfetlərin hər birinə ailənin baş hərfləri işlənəcək (siz yazdığınız kimi: Ə, Ş, Ü, Ö, Ç, Ğ).\nHazır olanda şəkillərini buraya göndərəcəyəm.\nÇox uzun sözlər də sığmalıdır: Azərbaycanrespublikasıxalqyaradıcılığımərkəzi.',
      priceQepik: 1_234_550,
      deliveryFeeQepik: 1_500,
      productionDays: 45,
      basedOnItem: {
        ...sampleBasedOnItem,
        title: 'Şəki üslubunda ipək sapla naxışlanmış süfrə, 180 × 240 sm, qırmızı və qızılı rənglərdə',
      },
    }),
    itemHref: '/item/item-7',
  },
  play: async ({ canvasElement }) => {
    const article = card(canvasElement);
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth + 1);
    await expect(slot(canvasElement, 'offer-total')).toHaveTextContent('12 360,50 ₼');
    await expect(slot(canvasElement, 'offer-production')).toHaveTextContent('45 iş günü');
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { offer: sampleOffer({ basedOnItem: sampleBasedOnItem, deliveryFeeQepik: 0 }), itemHref: '/item/item-7' },
  play: async ({ canvas, canvasElement }) => {
    await expect(slot(canvasElement, 'offer-status')).toHaveTextContent('Открыто');
    await expect(canvas.getByRole('article')).toHaveTextContent('Версия 2');
    await expect(slot(canvasElement, 'offer-delivery-fee')).toHaveTextContent('Бесплатно');
    await expect(slot(canvasElement, 'offer-production')).toHaveTextContent('12 рабочих дней');
    await expect(slot(canvasElement, 'offer-valid-until')).toHaveTextContent('22 января 2026');
    await expect(canvas.getByRole('button', { name: 'Принять предложение' })).toBeEnabled();
  },
};

export const EnglishReplaced: Story = {
  globals: { locale: 'en' },
  args: { offer: sampleOffer({ status: OFFER_STATUS.REPLACED, productionDays: 1 }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(slot(canvasElement, 'offer-status')).toHaveTextContent('Replaced');
    await expect(canvas.getByText('Replaced by a newer version.')).toBeVisible();
    await expect(slot(canvasElement, 'offer-production')).toHaveTextContent('1 working day');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { offer: sampleOffer({ basedOnItem: sampleBasedOnItem }), itemHref: '/item/item-7' },
  play: async ({ canvas, canvasElement }) => {
    const article = card(canvasElement);
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth + 1);
    // The accept button takes the card's width on a phone.
    const button = canvas.getByRole('button', { name: t('offers.card.accept') });
    await expect(Math.abs(button.getBoundingClientRect().width - (article.clientWidth - 32))).toBeLessThanOrEqual(2);
  },
};
