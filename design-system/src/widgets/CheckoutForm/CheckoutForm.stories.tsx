import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { CheckoutQuote } from '@marketplace/contract';
import { CheckoutForm, type CheckoutFormProps } from './CheckoutForm.tsx';
import { quoteForBaku, quoteWithoutCity } from './sampleQuote.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const field = (name: string) => t(`orders.checkout.fields.${name}`);
const placeButton = () => ({ name: t('orders.checkout.place') });

const meta = {
  title: 'Widgets/CheckoutForm',
  component: CheckoutForm,
  parameters: { layout: 'fullscreen' },
  args: {
    quote: quoteForBaku,
    initialValues: { name: 'Leyla Məmmədova', phone: '050 123 45 67', city: 'Bakı' },
    onCityChange: fn(),
    onSubmit: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-5xl p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CheckoutForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app's part: another city asks for a new quote, which arrives as the next props. */
function Requoting(props: CheckoutFormProps) {
  const [quote, setQuote] = useState<CheckoutQuote>(props.quote);
  return (
    <CheckoutForm
      {...props}
      quote={quote}
      onCityChange={(city) => {
        props.onCityChange(city);
        setQuote(city === '' ? quoteWithoutCity : quoteForBaku);
      }}
    />
  );
}

const storeSection = (canvasElement: HTMLElement, index: number) =>
  within(canvasElement.querySelectorAll<HTMLElement>('[data-slot="checkout-store"]')[index]!);

export const EmptyCity: Story = {
  args: { quote: quoteWithoutCity, initialValues: {} },
  render: (args) => <Requoting {...args} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const city = canvas.getByLabelText(field('city'), { exact: false });
    await expect(city).toHaveValue('');
    // Without a city only the first store's pickup is offered, not chosen for the buyer; the second waits for a city.
    await expect(storeSection(canvasElement, 0).getByRole('radio', { name: /Mağazadan götürmə/ })).not.toBeChecked();
    await expect(storeSection(canvasElement, 1).getByText(t('orders.delivery.chooseCity'))).toBeVisible();
    // No address is asked while nothing is delivered.
    await expect(canvas.queryByLabelText(field('street'), { exact: false })).toBeNull();

    await userEvent.selectOptions(city, 'Bakı');
    await expect(args.onCityChange).toHaveBeenCalledWith('Bakı');
    // The new quote's delivery is chosen for each store, and now the address is asked.
    await expect(await storeSection(canvasElement, 1).findByRole('radio', { name: /Bakı daxilində/ })).toBeChecked();
    await expect(canvas.getByLabelText(field('street'), { exact: false })).toBeVisible();
  },
};

export const DeliveryAndPickup: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const first = storeSection(canvasElement, 0);
    const delivery = first.getByRole('radio', { name: /Bakı daxilində/ });
    await expect(delivery).toBeChecked();
    await expect(delivery.closest('label')).toHaveTextContent('5,00 ₼');
    await expect(delivery.closest('label')).toHaveTextContent(t('orders.delivery.arrival', { date: '20 yanvar 2026' }));
    const pickup = first.getByRole('radio', { name: /Mağazadan götürmə/ });
    await expect(pickup.closest('label')).toHaveTextContent('Bakı, Nizami küçəsi 12 (emalatxana) · hazır olacaq: 16 yanvar 2026');
    await expect(canvasElement.querySelector('[data-slot="checkout-total"]')).toHaveTextContent('340,00 ₼');

    await userEvent.click(pickup);
    await expect(canvasElement.querySelector('[data-slot="checkout-total"]')).toHaveTextContent('335,00 ₼');
    // The second store is still delivered to: the address stays.
    await userEvent.type(canvas.getByLabelText(field('street'), { exact: false }), 'Nizami küçəsi 45, mənzil 12');
    await userEvent.click(canvas.getByRole('button', placeButton()));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      contact: { name: 'Leyla Məmmədova', phone: '+994501234567' },
      address: { city: 'Bakı', street: 'Nizami küçəsi 45, mənzil 12', notes: '' },
      stores: [
        { storeId: 's1', method: 'PICKUP', zoneId: null },
        { storeId: 's2', method: 'DELIVERY', zoneId: 'z-baku' },
      ],
      note: '',
      giftMessage: null,
      paymentMethod: 'CASH',
    });
  },
};

export const FreeDelivery: Story = {
  play: async ({ canvasElement }) => {
    const choice = storeSection(canvasElement, 1)
      .getByRole('radio', { name: /Bakı daxilində/ })
      .closest('label') as HTMLElement;
    await expect(choice).toHaveTextContent(t('orders.delivery.free'));
    // The zone's own fee, struck through: the threshold made it free.
    await expect(choice.querySelector('s')).toHaveTextContent('7,00 ₼');
    const summary = canvasElement.querySelectorAll('[data-slot="summary-delivery"]');
    await expect(summary[1]).toHaveTextContent(t('orders.delivery.free'));
  },
};

export const GiftAndNote: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByLabelText(field('giftMessage'))).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: field('gift') }));
    await userEvent.type(canvas.getByLabelText(field('giftMessage')), 'Ad günün mübarək, əziz anam!');
    await userEvent.type(canvas.getByLabelText(field('note')), 'Axşam 18:00-dan sonra');
    await userEvent.type(canvas.getByLabelText(field('street'), { exact: false }), 'Nizami küçəsi 45');
    await userEvent.type(canvas.getByLabelText(field('addressNotes')), '3-cü mərtəbə');
    await userEvent.click(canvas.getByRole('button', placeButton()));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        address: { city: 'Bakı', street: 'Nizami küçəsi 45', notes: '3-cü mərtəbə' },
        note: 'Axşam 18:00-dan sonra',
        giftMessage: 'Ad günün mübarək, əziz anam!',
      }),
    );
  },
};

export const InvalidPhoneAndMissingAddress: Story = {
  args: { initialValues: { name: '', phone: '', city: 'Bakı' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(field('phone'), { exact: false }), '12345');
    await userEvent.click(canvas.getByRole('button', placeButton()));
    const phone = canvas.getByLabelText(field('phone'), { exact: false });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveAccessibleDescription(expect.stringContaining(t('orders.checkout.invalid.phone')));
    await expect(canvas.getByText(t('orders.checkout.invalid.name'))).toBeVisible();
    await expect(canvas.getByText(t('orders.checkout.invalid.street'))).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('orders.checkout.fixFields'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerErrors: Story = {
  args: {
    errors: {
      'contact.phone': 'orders.checkout.invalid.phone',
      'stores.1.zoneId': 'DELIVERY_NOT_AVAILABLE',
      'address.street': 'Küçə tapılmadı',
      seen: 'CHECKOUT_CHANGED',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const phone = canvas.getByLabelText(field('phone'), { exact: false });
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByText(t('orders.checkout.invalid.phone'))).toBeVisible();
    // A code is translated; a server's own text is shown as it is.
    await expect(storeSection(canvasElement, 1).getByText(t('orders.errors.DELIVERY_NOT_AVAILABLE'))).toBeVisible();
    await expect(canvas.getByText('Küçə tapılmadı')).toBeVisible();
    // What belongs to no field is said above the button.
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('orders.errors.CHECKOUT_CHANGED'));
  },
};

/** Cash, a card through the test gateway and Epoint are enabled: cash is chosen, a card changes what the button does. */
export const PayByCard: Story = {
  args: { paymentMethods: ['CASH', 'TEST_CARD', 'EPOINT'] },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const methods = within(canvasElement.querySelector<HTMLElement>('[data-slot="payment-methods"]')!);
    await expect(methods.getAllByRole('radio')).toHaveLength(3);
    await expect(methods.getByRole('radio', { name: t('payments.method.CASH') })).toBeChecked();
    await expect(canvasElement.querySelector('[data-slot="checkout-payment-note"]')).toHaveTextContent(
      t('orders.checkout.cashOnDelivery'),
    );
    // Picking one store's pickup: the cash choice says its cash is paid at that store.
    await userEvent.click(storeSection(canvasElement, 0).getByRole('radio', { name: /Mağazadan götürmə/ }));
    await expect(canvasElement.querySelector('[data-slot="pickup-note"]')).toHaveTextContent('Nar Keramika');

    await userEvent.click(methods.getByRole('radio', { name: t('payments.method.TEST_CARD') }));
    await expect(canvasElement.querySelector('[data-slot="checkout-payment-note"]')).toHaveTextContent(
      t('payments.checkout.cardNote'),
    );
    await userEvent.type(canvas.getByLabelText(field('street'), { exact: false }), 'Nizami küçəsi 45');
    await userEvent.click(canvas.getByRole('button', { name: t('payments.checkout.pay', { amount: '335,00 ₼' }) }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ paymentMethod: 'TEST_CARD' }));
  },
};

/** The app's part when the chosen card was turned off meanwhile: the server refuses, the offered methods are read again. */
function MethodTurnedOff(props: CheckoutFormProps) {
  const [methods, setMethods] = useState(props.paymentMethods);
  const [message, setMessage] = useState<string | null>(null);
  return (
    <CheckoutForm
      {...props}
      paymentMethods={methods}
      message={message}
      onSubmit={async (value) => {
        await props.onSubmit(value);
        if (value.paymentMethod === 'CASH') return;
        setMethods(['CASH']);
        setMessage('Bu ödəniş üsulu hazırda təklif olunmur.');
        throw new Error('PAYMENT_METHOD_NOT_OFFERED');
      }}
    />
  );
}

export const CardTurnedOffMeanwhile: Story = {
  args: { paymentMethods: ['CASH', 'TEST_CARD'] },
  render: (args) => <MethodTurnedOff {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: t('payments.method.TEST_CARD') }));
    await userEvent.type(canvas.getByLabelText(field('street'), { exact: false }), 'Nizami küçəsi 45');
    await userEvent.click(canvas.getByRole('button', { name: t('payments.checkout.pay', { amount: '340,00 ₼' }) }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Bu ödəniş üsulu hazırda təklif olunmur.');
    // Only cash is offered now, and it is chosen: the next press places the order in cash.
    await expect(canvas.queryByRole('radio', { name: t('payments.method.TEST_CARD') })).toBeNull();
    await expect(canvas.getByRole('radio', { name: t('payments.method.CASH') })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', placeButton()));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ paymentMethod: 'CASH' }));
  },
};

export const Busy: Story = {
  args: { placing: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: t('orders.checkout.placing') });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const DoubleClickPlacesOnce: Story = {
  args: {
    onSubmit: fn(() => new Promise<void>(() => {})),
    initialValues: { name: 'Leyla Məmmədova', phone: '+994 50 123 45 67', city: 'Bakı' },
  },
  parameters: { screenshot: { disable: true } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(field('street'), { exact: false }), 'Nizami küçəsi 45');
    await userEvent.dblClick(canvas.getByRole('button', placeButton()));
    await expect(await canvas.findByRole('button', { name: t('orders.checkout.placing') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: t('orders.checkout.placing') }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Place order' })).toBeEnabled();
    await expect(
      storeSection(canvasElement, 0)
        .getByRole('radio', { name: /Delivery within Baku/ })
        .closest('label'),
    ).toHaveTextContent('Estimated arrival: 20 January 2026');
    await expect(canvasElement.querySelector('[data-slot="checkout-total"]')).toHaveTextContent('340.00 ₼');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const form = canvasElement.querySelector('[data-slot="checkout-form"]') as HTMLElement;
    await expect(form.scrollWidth).toBeLessThanOrEqual(form.clientWidth + 1);
    await expect(canvasElement.querySelector('[data-slot="checkout-total"]')).toBeVisible();
  },
};

/** A store's coupon code (the app's field in each store's part): its discount in the summary, and the total after it. */
export const WithCoupon: Story = {
  args: {
    quote: {
      ...quoteForBaku,
      discountQepik: 2_400,
      stores: [
        quoteForBaku.stores[0]!,
        {
          ...quoteForBaku.stores[1]!,
          coupon: { code: 'XALCA-10', discountQepik: 2_400, problem: null, minOrderQepik: 0 },
          discountQepik: 2_400,
        },
      ],
    },
    storeExtra: (store) => <p data-slot="store-extra">{store.coupon?.code ?? '—'}</p>,
  },
  play: async ({ canvasElement }) => {
    await expect(storeSection(canvasElement, 1).getByText('XALCA-10')).toBeVisible();
    const discount = canvasElement.querySelector('[data-slot="summary-discount"]');
    await expect(discount).toHaveTextContent(`${t('coupons.checkout.summaryRow', { code: 'XALCA-10' })}−24,00 ₼`);
    // 95 + 240 of goods, 5 ₼ delivery in Baku for the first store, less the 24 ₼ coupon.
    await expect(canvasElement.querySelector('[data-slot="checkout-total"]')).toHaveTextContent('316,00 ₼');
  },
};
