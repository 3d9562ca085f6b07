import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PROCESSING_DAYS_MAX } from '@marketplace/contract';
import { sampleBasedOnItem, sampleOffer } from '../OfferCard/sampleOffers.ts';
import { OfferComposer } from './OfferComposer.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const field = (name: string) => t(`offers.composer.fields.${name}`);
const dialog = async () => within(await within(document.body).findByRole('dialog'));

const items = [
  { itemId: 'item-7', title: 'Nar formalı keramika qab' },
  { itemId: 'item-9', title: 'Əl işi mis sini' },
];

const meta = {
  title: 'Widgets/OfferComposer',
  component: OfferComposer,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    today: '2026-01-15',
    items,
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof OfferComposer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewOffer: Story = {
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await expect(body.getByRole('heading', { name: 'Yeni təklif' })).toBeVisible();
    // A new offer is valid for a week, between today and 60 days on; delivery starts free.
    const validUntil = body.getByLabelText(field('validUntil'), { exact: false });
    await expect(validUntil).toHaveValue('2026-01-22');
    await expect(validUntil).toHaveAttribute('min', '2026-01-15');
    await expect(validUntil).toHaveAttribute('max', '2026-03-16');
    await expect(body.getByLabelText(field('deliveryFee'))).toHaveValue('0');

    await userEvent.type(body.getByLabelText(field('title'), { exact: false }), 'Nar naxışlı keramika çaydan dəsti');
    await userEvent.type(body.getByLabelText(field('description')), 'Çaydan və 6 stəkan.{Enter}Tünd qırmızı.');
    await userEvent.type(body.getByLabelText(field('price'), { exact: false }), '340,50');
    await userEvent.clear(body.getByLabelText(field('deliveryFee')));
    await userEvent.type(body.getByLabelText(field('deliveryFee')), '5');
    await userEvent.type(body.getByLabelText(field('productionDays'), { exact: false }), '12');
    await userEvent.selectOptions(body.getByLabelText(field('basedOn')), 'item-7');
    await userEvent.click(body.getByRole('button', { name: 'Təklifi göndər' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Nar naxışlı keramika çaydan dəsti',
      description: 'Çaydan və 6 stəkan.\nTünd qırmızı.',
      priceQepik: 34_050,
      deliveryFeeQepik: 500,
      productionDays: 12,
      validUntil: '2026-01-22',
      basedOnItemId: 'item-7',
    });
  },
};

export const ChangeOffer: Story = {
  args: { offer: sampleOffer({ version: 2, basedOnItem: sampleBasedOnItem, validUntil: '2026-01-20' }) },
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await expect(body.getByRole('heading', { name: 'Təklifi dəyiş' })).toBeVisible();
    await expect(body.getByText(/indiki versiya \(2\) əvəz olunmuş kimi/)).toBeVisible();
    // The offer's terms fill the form, money in manat with the language's decimal sign.
    await expect(body.getByLabelText(field('title'), { exact: false })).toHaveValue('Nar naxışlı keramika çaydan dəsti');
    const price = body.getByLabelText(field('price'), { exact: false });
    await expect(price).toHaveValue('340,00');
    await expect(body.getByLabelText(field('deliveryFee'))).toHaveValue('5,00');
    await expect(body.getByLabelText(field('validUntil'), { exact: false })).toHaveValue('2026-01-20');
    await expect(body.getByLabelText(field('basedOn'))).toHaveValue('item-7');

    await userEvent.clear(price);
    await userEvent.type(price, '320');
    await userEvent.click(body.getByRole('button', { name: 'Yeni versiyanı göndər' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Nar naxışlı keramika çaydan dəsti',
      description: 'Çaydan və 6 armudu stəkan.\nRəng: tünd qırmızı, qızılı haşiyə ilə.',
      priceQepik: 32_000,
      deliveryFeeQepik: 500,
      productionDays: 12,
      validUntil: '2026-01-20',
      basedOnItemId: 'item-7',
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.type(body.getByLabelText(field('price'), { exact: false }), '12,345');
    await userEvent.type(body.getByLabelText(field('productionDays'), { exact: false }), '400');
    await userEvent.clear(body.getByLabelText(field('deliveryFee')));
    await userEvent.type(body.getByLabelText(field('deliveryFee')), 'pulsuz');
    await userEvent.click(body.getByRole('button', { name: 'Təklifi göndər' }));

    const title = body.getByLabelText(field('title'), { exact: false });
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    await expect(title).toHaveAccessibleDescription(t('offers.composer.invalid.title'));
    await expect(body.getByText(t('offers.composer.invalid.price'))).toBeVisible();
    await expect(body.getByText(t('offers.composer.invalid.deliveryFee'))).toBeVisible();
    await expect(body.getByText(t('offers.composer.invalid.productionDays', { max: PROCESSING_DAYS_MAX }))).toBeVisible();
    await expect(body.getByRole('alert')).toHaveTextContent(t('orders.checkout.fixFields'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    offer: sampleOffer(),
    errors: {
      priceQepik: 'offers.composer.invalid.priceMax',
      validUntil: 'Bu gün artıq keçib.',
      offerId: 'OFFER_NOT_OPEN',
    },
  },
  play: async () => {
    const body = await dialog();
    const price = body.getByLabelText(field('price'), { exact: false });
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    await expect(price).toHaveFocus();
    await expect(body.getByText(t('offers.composer.invalid.priceMax'))).toBeVisible();
    // The server's own text is shown as it is; a code no field takes goes to the alert, translated.
    await expect(body.getByText('Bu gün artıq keçib.')).toBeVisible();
    await expect(body.getByRole('alert')).toHaveTextContent(t('offers.errors.OFFER_NOT_OPEN'));
  },
};

export const Busy: Story = {
  args: { offer: sampleOffer(), sending: true },
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    const button = body.getByRole('button', { name: t('offers.composer.sending') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(body.getByRole('button', { name: t('offers.composer.cancel') })).toBeDisabled();
    // Escape does not close a dialog whose offer is on its way.
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const SendsOnce: Story = {
  args: { offer: sampleOffer(), onSubmit: fn(() => new Promise<void>(() => {})) },
  parameters: { screenshot: { disable: true } },
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.dblClick(body.getByRole('button', { name: t('offers.composer.sendChange') }));
    await expect(await body.findByRole('button', { name: t('offers.composer.sending') })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Cancel: Story = {
  parameters: { screenshot: { disable: true } },
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('button', { name: t('offers.composer.cancel') }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: { offer: sampleOffer({ basedOnItem: sampleBasedOnItem }) },
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await expect(body.getByRole('heading', { name: 'Change the offer' })).toBeVisible();
    const price = body.getByLabelText('Price, ₼', { exact: false });
    await expect(price).toHaveValue('340.00');
    await expect(body.getByText(/16 March 2026 at the latest/)).toBeVisible();
    await userEvent.clear(price);
    await userEvent.type(price, '0');
    await userEvent.click(body.getByRole('button', { name: 'Send new version' }));
    await expect(await body.findByText('The price must be more than 0.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const body = await dialog();
    const content = document.querySelector<HTMLElement>('[data-slot="offer-composer"]')!;
    await expect(content.scrollWidth).toBeLessThanOrEqual(content.clientWidth + 1);
    await expect(body.getByRole('button', { name: t('offers.composer.send') })).toBeVisible();
  },
};
