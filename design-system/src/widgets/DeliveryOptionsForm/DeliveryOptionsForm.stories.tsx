import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { DeliveryZoneKind } from '@marketplace/contract';
import { DeliveryOptionsForm } from './DeliveryOptionsForm.tsx';
import { DeliveryOptionsFormSkeleton } from './DeliveryOptionsFormSkeleton.tsx';
import { allKindsOptions, defaultStoreOptions, pickupOnlyOptions } from './storyData.ts';

const t = (key: string, options?: Record<string, unknown>) => getI18n().t(key, options);
const label = (name: string) => t(`deliveryOptions.fields.${name}`);
const saveButton = () => ({ name: t('deliveryOptions.save') });
const addButton = (kind: DeliveryZoneKind) => ({ name: t(`deliveryOptions.kinds.${kind}`) });

/** The zones of a kind, in order, each as a queryable scope. */
function zonesOf(canvasElement: HTMLElement, kind: DeliveryZoneKind) {
  return [...canvasElement.querySelectorAll<HTMLElement>(`[data-slot="delivery-zone"][data-kind="${kind}"]`)];
}
function zone(canvasElement: HTMLElement, kind: DeliveryZoneKind, nth = 0) {
  const element = zonesOf(canvasElement, kind)[nth];
  if (!element) throw new Error(`No ${kind} zone number ${nth}`);
  return { element, scope: within(element) };
}
const summaryOf = (element: HTMLElement) => element.querySelector('[data-slot="zone-summary"]');
const addGroup = (canvasElement: HTMLElement) =>
  within(canvasElement.querySelector<HTMLElement>('[role="group"][aria-labelledby]')!);

const meta = {
  title: 'Widgets/DeliveryOptionsForm',
  component: DeliveryOptionsForm,
  args: {
    initialValues: defaultStoreOptions,
    onSubmit: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div className="max-w-3xl bg-paper p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DeliveryOptionsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A store that never saved: one Baku zone, 5 ₼ in 2 days; saving sends it back as it is. */
export const DefaultStore: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const baku = zone(canvasElement, 'BAKU');
    await expect(baku.element.tagName).toBe('FIELDSET');
    await expect(baku.scope.getByLabelText(label('fee'))).toHaveValue('5,00');
    await expect(summaryOf(baku.element)).toHaveTextContent('Bakı: 5,00 ₼, 2 iş günü');
    // A kind already there is not offered again; the others are.
    await expect(canvas.getByRole('button', addButton('BAKU'))).toBeDisabled();
    await expect(canvas.getByRole('button', addButton('ABSHERON'))).toBeEnabled();
    const processing = canvas.getByLabelText(label('processingDays'));
    await expect(processing).toHaveValue(1);
    await expect(processing).toHaveAccessibleDescription(t('deliveryOptions.hints.processingDays'));

    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(args.onSubmit).toHaveBeenCalledWith(defaultStoreOptions);
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('deliveryOptions.saved'));
  },
};

/** Every kind added from the keyboard's reach, with two chosen cities: the exact options are sent. */
export const AllKindsWithChosenCities: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', addButton('ABSHERON')));
    const absheron = zone(canvasElement, 'ABSHERON');
    // The new zone's fee has the focus, so typing goes on from the keyboard.
    await waitFor(() => expect(absheron.scope.getByLabelText(label('fee'))).toHaveFocus());
    await userEvent.keyboard('7');
    await userEvent.type(absheron.scope.getByLabelText(label('days')), '2');

    await userEvent.click(canvas.getByRole('button', addButton('REGIONS')));
    const regions = zone(canvasElement, 'REGIONS');
    await userEvent.type(regions.scope.getByLabelText(label('fee')), '10,5');
    await userEvent.type(regions.scope.getByLabelText(label('days')), '4');

    await userEvent.click(canvas.getByRole('button', addButton('CITIES')));
    const cities = zone(canvasElement, 'CITIES');
    const citySelect = cities.scope.getByLabelText(label('cities'));
    await waitFor(() => expect(citySelect).toHaveFocus());
    await userEvent.selectOptions(citySelect, 'Gəncə');
    await userEvent.selectOptions(citySelect, 'Şəki');
    await userEvent.selectOptions(citySelect, 'Quba');
    await userEvent.click(cities.scope.getByRole('button', { name: t('deliveryOptions.cities.remove', { city: 'Quba' }) }));
    await expect(citySelect).toHaveFocus();
    await userEvent.type(cities.scope.getByLabelText(label('fee')), '8');
    await userEvent.type(cities.scope.getByLabelText(label('days')), '3');

    await expect(summaryOf(absheron.element)).toHaveTextContent('Abşeron: 7,00 ₼, 2 iş günü');
    await expect(summaryOf(regions.element)).toHaveTextContent('Digər şəhərlər: 10,50 ₼, 4 iş günü');
    await expect(summaryOf(cities.element)).toHaveTextContent('Gəncə, Şəki: 8,00 ₼, 3 iş günü');
    for (const kind of ['BAKU', 'ABSHERON', 'REGIONS'] as const)
      await expect(canvas.getByRole('button', addButton(kind))).toBeDisabled();
    // A list of cities may be added again, for another price.
    await expect(canvas.getByRole('button', addButton('CITIES'))).toBeEnabled();

    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      processingDays: 1,
      zones: [
        { zoneId: 'baku', kind: 'BAKU', cities: [], feeQepik: 500, days: 2 },
        { zoneId: 'absheron', kind: 'ABSHERON', cities: [], feeQepik: 700, days: 2 },
        { zoneId: 'regions', kind: 'REGIONS', cities: [], feeQepik: 1050, days: 4 },
        { zoneId: 'cities', kind: 'CITIES', cities: ['Gəncə', 'Şəki'], feeQepik: 800, days: 3 },
      ],
      freeDeliveryFromQepik: null,
      pickup: { enabled: false, address: '' },
    });
  },
};

/** Delivery made free from 50 ₼; a free zone (fee 0) says so. */
export const FreeDeliveryThreshold: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(label('freeDeliveryFrom')), '50');
    await expect(canvasElement.querySelector('[data-slot="free-summary"]')).toHaveTextContent(
      t('deliveryOptions.summary.freeFrom', { amount: '50,00 ₼' }),
    );
    const baku = zone(canvasElement, 'BAKU');
    const fee = baku.scope.getByLabelText(label('fee'));
    await userEvent.clear(fee);
    await userEvent.type(fee, '0');
    await expect(summaryOf(baku.element)).toHaveTextContent('Bakı: pulsuz, 2 iş günü');
    await userEvent.clear(fee);
    await userEvent.type(fee, '3.5');

    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...defaultStoreOptions,
      zones: [{ zoneId: 'baku', kind: 'BAKU', cities: [], feeQepik: 350, days: 2 }],
      freeDeliveryFromQepik: 5000,
    });
  },
};

/** No zone, only pickup at the workshop: the zone is removed and pickup turned on with its address. */
export const PickupOnly: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('deliveryOptions.zones.remove', { zone: 'Bakı' }) }));
    await expect(zonesOf(canvasElement, 'BAKU')).toHaveLength(0);
    await expect(canvas.getByText(t('deliveryOptions.zones.none'))).toBeVisible();
    // Focus goes where the zone can be added back.
    await waitFor(() => expect(canvas.getByRole('button', addButton('BAKU'))).toHaveFocus());

    await userEvent.click(canvas.getByRole('checkbox', { name: label('pickupEnabled') }));
    await userEvent.type(canvas.getByLabelText(label('pickupAddress'), { exact: false }), pickupOnlyOptions.pickup.address);
    await expect(canvasElement.querySelector('[data-slot="pickup-summary"]')).toHaveTextContent(
      t('deliveryOptions.summary.pickup', { address: pickupOnlyOptions.pickup.address }),
    );
    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      processingDays: 1,
      zones: [],
      freeDeliveryFromQepik: null,
      pickup: { enabled: true, address: pickupOnlyOptions.pickup.address },
    });
  },
};

/** A city chosen in two zones is refused on the second zone's cities, before anything is sent. */
export const RepeatedCity: Story = {
  args: { initialValues: allKindsOptions },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', addButton('CITIES')));
    const second = zone(canvasElement, 'CITIES', 1);
    const select = second.scope.getByLabelText(label('cities'));
    // A city another zone has is still offered, marked as such.
    await expect(
      within(select).getByRole('option', { name: t('deliveryOptions.cities.inOtherZone', { city: 'Gəncə' }) }),
    ).toBeVisible();
    await userEvent.selectOptions(select, 'Gəncə');
    await userEvent.type(second.scope.getByLabelText(label('fee')), '6');
    await userEvent.type(second.scope.getByLabelText(label('days')), '2');
    await userEvent.click(canvas.getByRole('button', saveButton()));

    await expect(await second.scope.findByText(t('deliveryOptions.problems.ZONE_CITY_REPEATED'))).toBeVisible();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(expect.stringContaining(t('deliveryOptions.problems.ZONE_CITY_REPEATED')));
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('deliveryOptions.fixFields'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Pickup turned on without an address: the address is asked for and gets the focus. */
export const PickupWithoutAddress: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: label('pickupEnabled') }));
    await userEvent.click(canvas.getByRole('button', saveButton()));
    const address = canvas.getByLabelText(label('pickupAddress'), { exact: false });
    await expect(await canvas.findByText(t('deliveryOptions.problems.PICKUP_ADDRESS_REQUIRED'))).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveAttribute('aria-required', 'true');
    await expect(address).toHaveAccessibleDescription(
      expect.stringContaining(t('deliveryOptions.problems.PICKUP_ADDRESS_REQUIRED')),
    );
    await waitFor(() => expect(address).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** No zone and no pickup: the buyer could not get the order, said where zones are added. */
export const NoWayToReceive: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t('deliveryOptions.zones.remove', { zone: 'Bakı' }) }));
    await userEvent.click(canvas.getByRole('button', saveButton()));
    const message = t('deliveryOptions.problems.NO_WAY_TO_RECEIVE');
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByRole('group', { name: t('deliveryOptions.zones.add') })).toHaveAccessibleDescription(message);
    await expect(addGroup(canvasElement).getByRole('button', addButton('BAKU'))).toBeEnabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Bad numbers are caught before sending: a fee with three decimals, days beyond the limit. */
export const InvalidNumbers: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const baku = zone(canvasElement, 'BAKU');
    const fee = baku.scope.getByLabelText(label('fee'));
    await userEvent.clear(fee);
    await userEvent.type(fee, '5,005');
    const days = baku.scope.getByLabelText(label('days'));
    await userEvent.clear(days);
    await userEvent.type(days, '45');
    await expect(summaryOf(baku.element)).toHaveTextContent(t('deliveryOptions.zones.incomplete'));
    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(await baku.scope.findByText(t('deliveryOptions.invalid.fee', { max: '1 000,00 ₼' }))).toBeVisible();
    await expect(baku.scope.getByText(t('deliveryOptions.invalid.days', { max: 30 }))).toBeVisible();
    await waitFor(() => expect(fee).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The server's refusals by body path, given by the page, land on their fields. */
export const ServerErrorsByField: Story = {
  args: {
    initialValues: allKindsOptions,
    errors: { 'zones.3.cities': 'ZONE_CITIES_EMPTY', 'zones.0.feeQepik': 'Too big', 'pickup.address': 'PICKUP_ADDRESS_REQUIRED' },
  },
  play: async ({ canvas, canvasElement }) => {
    const cities = zone(canvasElement, 'CITIES');
    await expect(await cities.scope.findByText(t('deliveryOptions.problems.ZONE_CITIES_EMPTY'))).toBeVisible();
    const bakuFee = zone(canvasElement, 'BAKU').scope.getByLabelText(label('fee'));
    await expect(bakuFee).toHaveAttribute('aria-invalid', 'true');
    await expect(bakuFee).toHaveAccessibleDescription(
      expect.stringContaining(t('deliveryOptions.invalid.fee', { max: '1 000,00 ₼' })),
    );
    await expect(canvas.getByLabelText(label('pickupAddress'), { exact: false })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('deliveryOptions.fixFields'));
    // The first refused field gets the focus.
    await waitFor(() => expect(cities.scope.getByLabelText(label('cities'))).toHaveFocus());
  },
};

/** A save refused by the server (its answer rejected by onSubmit) shows the same way; what was typed stays. */
export const RefusedOnSave: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('refused'), { code: 'VALIDATION_FAILED', fields: { processingDays: 'Too big' } });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const processing = canvas.getByLabelText(label('processingDays'));
    await userEvent.clear(processing);
    await userEvent.type(processing, '14');
    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(await canvas.findByText(t('deliveryOptions.invalid.processingDays', { max: 120 }))).toBeVisible();
    await expect(processing).toHaveValue(14);
  },
};

/** A save that fails without naming a field says so above the button. */
export const SaveFailed: Story = {
  args: {
    onSubmit: fn(async () => {
      throw Object.assign(new Error('offline'), { code: 'NETWORK_ERROR' });
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', saveButton()));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('errors.NETWORK_ERROR'));
  },
};

/** While the page saves, the button is busy and cannot be pressed again. */
export const Saving: Story = {
  args: { initialValues: allKindsOptions, saving: true },
  play: async ({ canvas }) => {
    const saving = canvas.getByRole('button', { name: t('deliveryOptions.saving') });
    await expect(saving).toBeDisabled();
    await expect(saving).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = {
  render: () => <DeliveryOptionsFormSkeleton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('deliveryOptions.loading'));
  },
};

export const Phone: Story = {
  args: { initialValues: allKindsOptions },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', saveButton())).toBeVisible();
    // Nothing wider than the phone.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const English: Story = {
  args: { initialValues: allKindsOptions },
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(zone(canvasElement, 'BAKU').scope.getByLabelText('Delivery fee')).toHaveValue('5.00');
    await expect(summaryOf(zone(canvasElement, 'BAKU').element)).toHaveTextContent('Baku: 5.00 ₼, 1 working day');
    await expect(summaryOf(zone(canvasElement, 'CITIES').element)).toHaveTextContent('Gəncə, Şəki: 8.00 ₼, 3 working days');
    await expect(canvasElement.querySelector('[data-slot="free-summary"]')).toHaveTextContent(
      'Free delivery on orders of 100.00 ₼ or more',
    );
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};
