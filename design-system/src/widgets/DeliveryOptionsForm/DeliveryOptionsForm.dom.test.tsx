import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DELIVERY_OPTIONS, deliveryOptionsProblems, type DeliveryOptions } from '@marketplace/contract';
import { createBundledI18n } from '../../i18n/index.ts';
import { DeliveryOptionsForm } from './DeliveryOptionsForm.tsx';
import {
  deliveryOptionsPathOf,
  deliveryOptionsToValues,
  deliveryOptionsValueProblems,
  manatTextToQepik,
  newZoneId,
  qepikToManatText,
  valuesToDeliveryOptions,
} from './deliveryOptionsValues.ts';

/** What typing leaves in a field: its whole new value, as one change. */
const typeInto = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

afterEach(cleanup);

describe('manat ↔ qəpik', () => {
  it('reads typed manat as whole qəpik, with either decimal sign and without drifting', () => {
    expect(manatTextToQepik('12,30')).toBe(1230);
    expect(manatTextToQepik('12.30')).toBe(1230);
    expect(manatTextToQepik('12.3')).toBe(1230);
    expect(manatTextToQepik('12,')).toBe(1200);
    expect(manatTextToQepik('5')).toBe(500);
    expect(manatTextToQepik('0')).toBe(0);
    expect(manatTextToQepik(' 1 000,05 ')).toBe(100_005);
    // Where floating point would drift: 0.1 + 0.2, 1.005 × 100, 4.35 × 100.
    expect(manatTextToQepik('0.30')).toBe(30);
    expect(manatTextToQepik('1,01')).toBe(101);
    expect(manatTextToQepik('4.35')).toBe(435);
    expect(manatTextToQepik('19,99')).toBe(1999);
  });

  it('refuses what is not an amount of manat', () => {
    for (const text of ['', ' ', '-5', '+5', '5,005', '1.2.3', 'abc', '5 ₼', ',50', '1e3', '1234567890']) {
      expect(manatTextToQepik(text), text).toBeNull();
    }
  });

  it('writes qəpik as the manat a field starts with, in the language’s decimal sign', () => {
    expect(qepikToManatText(1230, 'az')).toBe('12,30');
    expect(qepikToManatText(1230, 'en')).toBe('12.30');
    expect(qepikToManatText(5, 'ru')).toBe('0,05');
    expect(qepikToManatText(0, 'tr')).toBe('0,00');
    expect(qepikToManatText(100_000, 'az')).toBe('1000,00');
  });

  it('goes round from qəpik to text and back for every amount up to 1 000 ₼', () => {
    const drifted: number[] = [];
    for (let qepik = 0; qepik <= 100_000; qepik += 1) {
      if (manatTextToQepik(qepikToManatText(qepik, 'az')) !== qepik) drifted.push(qepik);
    }
    expect(drifted).toEqual([]);
  });
});

describe('the form values', () => {
  const options: DeliveryOptions = {
    processingDays: 2,
    zones: [
      { zoneId: 'baku', kind: 'BAKU', cities: [], feeQepik: 500, days: 1 },
      { zoneId: 'cities', kind: 'CITIES', cities: ['Gəncə', 'Şəki'], feeQepik: 1230, days: 3 },
    ],
    freeDeliveryFromQepik: 10_000,
    pickup: { enabled: true, address: 'Bakı, Nizami küçəsi 12' },
  };

  it('give back the options they were made from', () => {
    expect(valuesToDeliveryOptions(deliveryOptionsToValues(options, 'az'))).toEqual(options);
    expect(valuesToDeliveryOptions(deliveryOptionsToValues(DEFAULT_DELIVERY_OPTIONS, 'en'))).toEqual(DEFAULT_DELIVERY_OPTIONS);
  });

  it('name the rules’ problems on the fields they belong to', () => {
    const values = deliveryOptionsToValues(
      {
        ...options,
        zones: [...options.zones, { zoneId: 'cities-2', kind: 'CITIES', cities: ['Şəki'], feeQepik: 0, days: 1 }],
        pickup: { enabled: true, address: '  ' },
      },
      'az',
    );
    expect(deliveryOptionsValueProblems(values)).toEqual({
      'zones.2.cities': 'deliveryOptions.problems.ZONE_CITY_REPEATED',
      'pickup.address': 'deliveryOptions.problems.PICKUP_ADDRESS_REQUIRED',
    });
    const none = deliveryOptionsToValues({ ...options, zones: [], pickup: { enabled: false, address: '' } }, 'az');
    expect(deliveryOptionsValueProblems(none)).toEqual({ 'zones.root': 'deliveryOptions.problems.NO_WAY_TO_RECEIVE' });
    expect(deliveryOptionsProblems(valuesToDeliveryOptions(none))).toEqual({ zones: 'NO_WAY_TO_RECEIVE' });
  });

  it('put a refused body path on its control', () => {
    expect(deliveryOptionsPathOf('zones.0.feeQepik')).toBe('zones.0.fee');
    expect(deliveryOptionsPathOf('zones.2.cities')).toBe('zones.2.cities');
    expect(deliveryOptionsPathOf('zones.2.cities.4')).toBe('zones.2.cities');
    expect(deliveryOptionsPathOf('zones.1.kind')).toBe('zones.1.kind');
    expect(deliveryOptionsPathOf('zones')).toBe('zones.root');
    expect(deliveryOptionsPathOf('freeDeliveryFromQepik')).toBe('freeDeliveryFrom');
    expect(deliveryOptionsPathOf('pickup.address')).toBe('pickup.address');
    expect(deliveryOptionsPathOf('storeId')).toBeNull();
  });

  it('give a new zone an id no other zone has', () => {
    expect(newZoneId('ABSHERON', [{ zoneId: 'baku' }])).toBe('absheron');
    expect(newZoneId('CITIES', [{ zoneId: 'cities' }, { zoneId: 'cities-2' }])).toBe('cities-3');
  });
});

describe('DeliveryOptionsForm', () => {
  // jsdom has no ResizeObserver; Radix's checkbox measures itself with one.
  beforeAll(() => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    return () => vi.unstubAllGlobals();
  });
  function renderForm(onSubmit: (options: DeliveryOptions) => Promise<unknown>) {
    render(
      <I18nextProvider i18n={createBundledI18n('az')}>
        <DeliveryOptionsForm initialValues={DEFAULT_DELIVERY_OPTIONS} onSubmit={onSubmit} />
      </I18nextProvider>,
    );
  }
  const zoneOf = (kind: string) =>
    within(document.querySelector<HTMLElement>(`[data-slot="delivery-zone"][data-kind="${kind}"]`)!);

  it('sends exactly the options typed, money in whole qəpik', async () => {
    const onSubmit = vi.fn(async (_options: DeliveryOptions) => {});
    renderForm(onSubmit);

    const processing = screen.getByLabelText('Hazırlıq müddəti (iş günü)');
    typeInto(processing, '3');
    const bakuFee = zoneOf('BAKU').getByLabelText('Çatdırılma haqqı');
    typeInto(bakuFee, '4,35');

    fireEvent.click(screen.getByRole('button', { name: 'Seçilmiş şəhərlər' }));
    const cities = zoneOf('CITIES');
    fireEvent.change(cities.getByLabelText('Şəhər əlavə et'), { target: { value: 'Lənkəran' } });
    fireEvent.change(cities.getByLabelText('Şəhər əlavə et'), { target: { value: 'Astara' } });
    typeInto(cities.getByLabelText('Çatdırılma haqqı'), '12.3');
    typeInto(cities.getByLabelText('Yolda (iş günü)'), '4');
    expect(cities.getByText('Lənkəran, Astara: 12,30 ₼, 4 iş günü')).toBeInTheDocument();

    typeInto(screen.getByLabelText('Bu məbləğdən pulsuz'), '0,30');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Mağazadan götürmə mümkündür' }));
    typeInto(screen.getByLabelText('Götürmə ünvanı', { exact: false }), '  Lənkəran, Dövlət Abbasov küçəsi 5  ');
    fireEvent.click(screen.getByRole('button', { name: 'Yadda saxla' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toStrictEqual({
      processingDays: 3,
      zones: [
        { zoneId: 'baku', kind: 'BAKU', cities: [], feeQepik: 435, days: 2 },
        { zoneId: 'cities', kind: 'CITIES', cities: ['Lənkəran', 'Astara'], feeQepik: 1230, days: 4 },
      ],
      freeDeliveryFromQepik: 30,
      pickup: { enabled: true, address: 'Lənkəran, Dövlət Abbasov küçəsi 5' },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Çatdırılma seçimləri yadda saxlanıldı.');
  });

  it('sends nothing while a zone’s fee does not read as manat', async () => {
    const onSubmit = vi.fn(async (_options: DeliveryOptions) => {});
    renderForm(onSubmit);
    const fee = zoneOf('BAKU').getByLabelText('Çatdırılma haqqı');
    typeInto(fee, '5 manat');
    fireEvent.click(screen.getByRole('button', { name: 'Yadda saxla' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Qırmızı ilə qeyd olunan sahələri düzəldin.');
    expect(fee).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
