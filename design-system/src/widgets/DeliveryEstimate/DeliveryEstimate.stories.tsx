import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor } from 'storybook/test';
import { DELIVERY_ZONE_KIND, type DeliveryOptions } from '@marketplace/contract';
import { DeliveryEstimate, type DeliveryEstimateProps } from './DeliveryEstimate.tsx';
import { deliveryEstimateFor, type DeliveryEstimateValue } from './deliveryEstimate.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const slot = (canvasElement: HTMLElement, name: string) => canvasElement.querySelector<HTMLElement>(`[data-slot="${name}"]`);

const WORKSHOP = 'Bakı, Nizami küçəsi 12 (emalatxana, həyətdən giriş, ikinci mərtəbə)';
const withFee: DeliveryEstimateValue = {
  delivery: { feeQepik: 400, freeFromQepik: 15_000, arrival: '2026-12-03' },
  pickup: null,
};
const pickupToo: DeliveryEstimateValue = { ...withFee, pickup: { address: WORKSHOP, readyBy: '2026-12-02' } };

/** A store as the app reads it: Baku and a list of cities, free from 150 ₼. */
const storeOptions: DeliveryOptions = {
  processingDays: 1,
  zones: [
    { zoneId: 'baku', kind: DELIVERY_ZONE_KIND.BAKU, cities: [], feeQepik: 400, days: 1 },
    { zoneId: 'west', kind: DELIVERY_ZONE_KIND.CITIES, cities: ['Gəncə', 'Şəmkir'], feeQepik: 900, days: 3 },
  ],
  freeDeliveryFromQepik: 15_000,
  pickup: { enabled: false, address: '' },
};
// Monday 30 November 2026, noon in Baku.
const NOW = new Date('2026-11-30T08:00:00Z');

const meta = {
  title: 'Widgets/DeliveryEstimate',
  component: DeliveryEstimate,
  parameters: { layout: 'fullscreen' },
  args: { city: 'Bakı', estimate: withFee, onCityChange: fn(), onCityPickerOpen: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl bg-paper p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeliveryEstimate>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DeliveredWithFee: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: t('itemPage.delivery.label') })).toBeVisible();
    await expect(slot(canvasElement, 'delivery-estimate-delivery')).toHaveTextContent(
      'Çatdırılma — Bakı: 4,00 ₼ (150,00 ₼ və yuxarı pulsuz), təxminən cümə axşamı, 3 dekabr çatır',
    );
    await expect(slot(canvasElement, 'delivery-estimate-pickup')).toBeNull();
    const select = canvas.getByLabelText(t('itemPage.delivery.cityLabel'));
    await expect(select).toHaveValue('Bakı');
    await userEvent.selectOptions(select, 'Sumqayıt');
    await expect(args.onCityChange).toHaveBeenCalledWith('Sumqayıt');
  },
};

export const FreeDelivery: Story = {
  args: { estimate: { ...withFee, delivery: { ...withFee.delivery!, feeQepik: 0 } } },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'delivery-estimate-delivery')).toHaveTextContent(
      'Çatdırılma — Bakı: pulsuz, təxminən cümə axşamı, 3 dekabr çatır',
    );
  },
};

export const PickupToo: Story = {
  args: { estimate: pickupToo },
  play: async ({ canvasElement }) => {
    await expect(slot(canvasElement, 'delivery-estimate-delivery')).toHaveTextContent('4,00 ₼');
    await expect(slot(canvasElement, 'delivery-estimate-pickup')).toHaveTextContent(
      `Mağazadan götürmə: ${WORKSHOP}, hazır olacaq: çərşənbə, 2 dekabr`,
    );
  },
};

export const NoDeliveryToCity: Story = {
  args: { city: 'Şəki', estimate: { delivery: null, pickup: null } },
  play: async ({ canvas, canvasElement }) => {
    await expect(slot(canvasElement, 'delivery-estimate-none')).toHaveTextContent('Bu mağaza seçdiyiniz şəhərə (Şəki) çatdırmır');
    await expect(slot(canvasElement, 'delivery-estimate-delivery')).toBeNull();
    await expect(canvas.getByLabelText(t('itemPage.delivery.cityLabel'))).toHaveValue('Şəki');
  },
};

/** The app's part: a chosen city is read (a moment of loading), then estimated from the store's options. */
function Choosing(props: DeliveryEstimateProps) {
  const [city, setCity] = useState<string | null>(props.city);
  const [estimate, setEstimate] = useState<DeliveryEstimateValue | null>(null);
  return (
    <DeliveryEstimate
      {...props}
      city={city}
      estimate={estimate}
      onCityChange={(next) => {
        props.onCityChange(next);
        setCity(next === '' ? null : next);
        setEstimate(null);
        if (next !== '') {
          setTimeout(() => setEstimate(deliveryEstimateFor(storeOptions, next, { unitPrice: 45, processingDays: 2 }, NOW)), 50);
        }
      }}
    />
  );
}

export const ChoosingACity: Story = {
  args: { city: null, estimate: null },
  render: (args) => <Choosing {...args} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByText(t('itemPage.delivery.chooseCity'))).toBeVisible();
    const select = canvas.getByLabelText(t('itemPage.delivery.cityLabel'));
    await expect(select).toHaveValue('');
    await expect(args.onCityPickerOpen).not.toHaveBeenCalled();

    await userEvent.selectOptions(select, 'Gəncə');
    await expect(args.onCityPickerOpen).toHaveBeenCalled();
    await expect(args.onCityChange).toHaveBeenCalledWith('Gəncə');
    await waitFor(() =>
      expect(slot(canvasElement, 'delivery-estimate-delivery')).toHaveTextContent(
        'Çatdırılma — Gəncə: 9,00 ₼ (150,00 ₼ və yuxarı pulsuz), təxminən bazar ertəsi, 7 dekabr çatır',
      ),
    );
    await expect(canvas.queryByText(t('itemPage.delivery.chooseCity'))).toBeNull();
  },
};

export const EnglishPickupToo: Story = {
  globals: { locale: 'en' },
  args: { estimate: pickupToo },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByLabelText('Deliver to')).toHaveValue('Bakı');
    await expect(slot(canvasElement, 'delivery-estimate-delivery')).toHaveTextContent(
      'Delivery to Bakı: 4.00 ₼ (free from 150.00 ₼), arrives about Thu, 3 Dec',
    );
    await expect(slot(canvasElement, 'delivery-estimate-pickup')).toHaveTextContent(`Pickup: ${WORKSHOP}, ready by Wed, 2 Dec`);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { city: 'Mingəçevir', estimate: { delivery: null, pickup: pickupToo.pickup } },
  play: async ({ canvasElement }) => {
    const section = slot(canvasElement, 'delivery-estimate')!;
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth + 1);
    await expect(slot(canvasElement, 'delivery-estimate-none')).toHaveTextContent('(Mingəçevir)');
    await expect(slot(canvasElement, 'delivery-estimate-pickup')).toHaveTextContent(WORKSHOP);
  },
};
