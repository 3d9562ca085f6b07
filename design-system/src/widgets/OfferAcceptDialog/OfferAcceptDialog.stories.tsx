import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import { sampleOffer } from '../OfferCard/sampleOffers.ts';
import { OfferAcceptDialog } from './OfferAcceptDialog.tsx';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const field = (name: string) => t(`orders.checkout.fields.${name}`);
const dialog = async () => within(await within(document.body).findByRole('dialog'));
const slot = (name: string) => document.querySelector<HTMLElement>(`[data-slot="${name}"]`);
const PICKUP = 'Bakı, Nizami küçəsi 12 (emalatxana)';

const meta = {
  title: 'Widgets/OfferAcceptDialog',
  component: OfferAcceptDialog,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    offer: sampleOffer(),
    initialValues: { name: 'Leyla Məmmədova', phone: '050 123 45 67', city: 'Bakı' },
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof OfferAcceptDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Delivery: Story = {
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await expect(body.getByRole('heading', { name: 'Sifarişi rəsmiləşdirin' })).toBeVisible();
    // The offer's summary: its title, price, delivery fee and total.
    const summary = within(slot('offer-accept-summary')!);
    await expect(summary.getByText('Nar naxışlı keramika çaydan dəsti')).toBeVisible();
    await expect(slot('offer-price')).toHaveTextContent('340,00 ₼');
    await expect(slot('offer-delivery-fee')).toHaveTextContent('5,00 ₼');
    await expect(slot('offer-total')).toHaveTextContent('345,00 ₼');
    // Without a pickup address there is nothing to choose: it is delivered.
    await expect(body.queryByRole('radio')).toBeNull();
    await expect(body.getByLabelText(field('city'), { exact: false })).toHaveValue('Bakı');

    await userEvent.type(body.getByLabelText(field('street'), { exact: false }), 'Nizami küçəsi 45, mənzil 12');
    await userEvent.type(body.getByLabelText(field('addressNotes')), '3-cü mərtəbə');
    await userEvent.type(body.getByLabelText(field('note')), 'Axşam 18:00-dan sonra');
    await userEvent.click(body.getByRole('button', { name: 'Sifariş ver' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      contact: { name: 'Leyla Məmmədova', phone: '+994501234567' },
      method: 'DELIVERY',
      address: { city: 'Bakı', street: 'Nizami küçəsi 45, mənzil 12', notes: '3-cü mərtəbə' },
      note: 'Axşam 18:00-dan sonra',
    });
  },
};

export const Pickup: Story = {
  args: { pickup: PICKUP },
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    const delivery = body.getByRole('radio', { name: /Ünvana çatdırılma/ });
    await expect(delivery).toBeChecked();
    await expect(delivery.closest('label')).toHaveTextContent('Çatdırılma haqqı: 5,00 ₼');
    const pickup = body.getByRole('radio', { name: /Mağazadan götürmə/ });
    await expect(pickup.closest('label')).toHaveTextContent(`${PICKUP} · pulsuz`);

    await userEvent.click(pickup);
    // Pickup: no address asked, no delivery fee, the total is the price.
    await expect(body.queryByLabelText(field('street'), { exact: false })).toBeNull();
    await expect(slot('offer-delivery-fee')).toHaveTextContent('Pulsuz');
    await expect(slot('offer-total')).toHaveTextContent('340,00 ₼');
    await userEvent.click(body.getByRole('button', { name: 'Sifariş ver' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      contact: { name: 'Leyla Məmmədova', phone: '+994501234567' },
      method: 'PICKUP',
      address: null,
      note: '',
    });
  },
};

export const InvalidPhone: Story = {
  args: { initialValues: { name: 'Leyla Məmmədova', phone: '', city: '' } },
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.type(body.getByLabelText(field('phone'), { exact: false }), '12345');
    await userEvent.click(body.getByRole('button', { name: 'Sifariş ver' }));
    const phone = body.getByLabelText(field('phone'), { exact: false });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveAccessibleDescription(expect.stringContaining(t('orders.checkout.invalid.phone')));
    await expect(body.getByText(t('orders.checkout.invalid.city'))).toBeVisible();
    await expect(body.getByText(t('orders.checkout.invalid.street'))).toBeVisible();
    await expect(body.getByRole('alert')).toHaveTextContent(t('orders.checkout.fixFields'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    pickup: PICKUP,
    errors: {
      'contact.phone': 'orders.checkout.invalid.phone',
      'address.street': 'Küçə tapılmadı',
      offerId: 'OFFER_NOT_OPEN',
    },
  },
  play: async () => {
    const body = await dialog();
    const phone = body.getByLabelText(field('phone'), { exact: false });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveFocus();
    await expect(body.getByText('Küçə tapılmadı')).toBeVisible();
    await expect(body.getByRole('alert')).toHaveTextContent(t('offers.errors.OFFER_NOT_OPEN'));
  },
};

export const Busy: Story = {
  args: { placing: true },
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    const button = body.getByRole('button', { name: t('orders.checkout.placing') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(body.getByRole('button', { name: t('offers.accept.cancel') })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const DoubleClickPlacesOnce: Story = {
  args: { pickup: PICKUP, onSubmit: fn(() => new Promise<void>(() => {})) },
  parameters: { screenshot: { disable: true } },
  play: async ({ args, userEvent }) => {
    const body = await dialog();
    await userEvent.click(body.getByRole('radio', { name: /Mağazadan götürmə/ }));
    await userEvent.dblClick(body.getByRole('button', { name: t('orders.checkout.place') }));
    await expect(await body.findByRole('button', { name: t('orders.checkout.placing') })).toBeDisabled();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const NoLongerOpen: Story = {
  args: { offer: sampleOffer({ status: 'REPLACED' }) },
  play: async ({ args }) => {
    const body = await dialog();
    // Replaced while the buyer was filling in: the dialog says so and cannot place the order.
    await expect(body.getByRole('alert')).toHaveTextContent(t('offers.errors.OFFER_NOT_OPEN'));
    await expect(body.getByRole('button', { name: t('orders.checkout.place') })).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Russian: Story = {
  globals: { locale: 'ru' },
  args: { pickup: PICKUP, offer: sampleOffer({ deliveryFeeQepik: 0 }) },
  play: async () => {
    const body = await dialog();
    await expect(body.getByRole('heading', { name: 'Оформление заказа' })).toBeVisible();
    await expect(body.getByRole('radio', { name: /Доставка по адресу/ }).closest('label')).toHaveTextContent(
      'Доставка бесплатная',
    );
    await expect(slot('offer-total')).toHaveTextContent('340,00 ₼');
    await expect(body.getByRole('button', { name: 'Оформить заказ' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { pickup: PICKUP },
  play: async () => {
    const body = await dialog();
    const content = slot('offer-accept-dialog')!;
    await expect(content.scrollWidth).toBeLessThanOrEqual(content.clientWidth + 1);
    await expect(body.getByRole('button', { name: t('orders.checkout.place') })).toBeVisible();
  },
};
