import { describe, expect, it } from 'vitest';
import {
  checkoutFieldOf,
  checkoutFormSchema,
  checkoutSubmissionOf,
  checkoutTotals,
  choiceKeyOf,
  effectiveChoice,
  pickupStoresOf,
  type CheckoutValues,
} from './checkoutFormSchema.ts';
import { quoteForBaku, quoteWithoutCity } from './sampleQuote.ts';

const [ceramics, carpets] = quoteForBaku.stores;

const values = (overrides: Partial<CheckoutValues> = {}): CheckoutValues => ({
  name: 'Leyla Məmmədova',
  phone: '050 123 45 67',
  city: 'Bakı',
  street: 'Nizami küçəsi 45',
  addressNotes: '',
  note: '',
  gift: false,
  giftMessage: '',
  choices: ['DELIVERY:baku', 'DELIVERY:z-baku'],
  paymentMethod: 'CASH',
  ...overrides,
});

describe('effectiveChoice', () => {
  it('keeps a choice the quote still offers', () => {
    expect(effectiveChoice(ceramics!, 'PICKUP')).toBe('PICKUP');
  });

  it('moves to the first delivery when the choice is gone, and never assumes pickup', () => {
    expect(effectiveChoice(ceramics!, 'DELIVERY:absheron')).toBe('DELIVERY:baku');
    expect(effectiveChoice(quoteWithoutCity.stores[0]!, undefined)).toBe('');
    expect(effectiveChoice(quoteWithoutCity.stores[1]!, 'DELIVERY:baku')).toBe('');
  });
});

describe('checkoutTotals', () => {
  it('adds each store’s chosen delivery fee to its goods; pickup and free delivery add nothing', () => {
    expect(checkoutTotals(quoteForBaku, ['DELIVERY:baku', 'DELIVERY:z-baku']).totalQepik).toBe(34_000);
    expect(checkoutTotals(quoteForBaku, ['PICKUP', 'DELIVERY:z-baku']).totalQepik).toBe(33_500);
    expect(checkoutTotals(quoteForBaku, ['', '']).stores.map((store) => store.chosen)).toEqual([false, false]);
  });
});

describe('checkoutFormSchema', () => {
  it('takes a phone by the one phone rule', () => {
    expect(checkoutFormSchema.safeParse(values({ phone: '+994 50 123 45 67' })).success).toBe(true);
    const wrong = checkoutFormSchema.safeParse(values({ phone: '12345' }));
    expect(wrong.error?.issues.map((issue) => issue.message)).toEqual(['orders.checkout.invalid.phone']);
  });

  it('asks for the city and street only when something is delivered', () => {
    const delivered = checkoutFormSchema.safeParse(values({ city: '', street: ' ' }));
    expect(delivered.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['city', 'street']);
    expect(checkoutFormSchema.safeParse(values({ city: '', street: '', choices: ['PICKUP', 'PICKUP'] })).success).toBe(true);
  });

  it('needs a choice for every store', () => {
    const result = checkoutFormSchema.safeParse(values({ choices: ['PICKUP', ''] }));
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['choices.1', 'orders.checkout.invalid.choice'],
    ]);
  });
});

describe('checkoutSubmissionOf', () => {
  it('builds the request: the phone in E.164, the address only when delivered, the gift message only for a gift', () => {
    expect(
      checkoutSubmissionOf(
        values({ choices: ['PICKUP', 'DELIVERY:z-baku'], gift: true, giftMessage: ' Təbriklər! ' }),
        quoteForBaku,
      ),
    ).toEqual({
      contact: { name: 'Leyla Məmmədova', phone: '+994501234567' },
      address: { city: 'Bakı', street: 'Nizami küçəsi 45', notes: '' },
      stores: [
        { storeId: 's1', method: 'PICKUP', zoneId: null },
        { storeId: 's2', method: 'DELIVERY', zoneId: 'z-baku' },
      ],
      note: '',
      giftMessage: 'Təbriklər!',
      paymentMethod: 'CASH',
    });
    const pickupOnly = { ...quoteForBaku, stores: [ceramics!] };
    const submission = checkoutSubmissionOf(values({ choices: ['PICKUP'], giftMessage: 'unused' }), pickupOnly);
    expect(submission.address).toBeNull();
    expect(submission.giftMessage).toBeNull();
  });
});

describe('payment method', () => {
  it('goes with the request as chosen, and one must be chosen', () => {
    expect(checkoutSubmissionOf(values({ paymentMethod: 'TEST_CARD' }), quoteForBaku).paymentMethod).toBe('TEST_CARD');
    const none = checkoutFormSchema.safeParse(values({ paymentMethod: '' }));
    expect(none.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['paymentMethod', 'payments.picker.required'],
    ]);
    expect(checkoutFieldOf('paymentMethod', quoteForBaku)).toBe('paymentMethod');
  });

  it('names the stores picked up from, whose cash is paid at the store', () => {
    expect(pickupStoresOf(quoteForBaku, ['PICKUP', 'DELIVERY:z-baku'])).toEqual([ceramics!.storeName]);
    expect(pickupStoresOf(quoteForBaku, ['DELIVERY:baku', 'DELIVERY:z-baku'])).toEqual([]);
  });
});

describe('checkoutFieldOf', () => {
  it.each([
    ['contact.phone', 'phone'],
    ['address.street', 'street'],
    ['address', 'street'],
    ['address.notes', 'addressNotes'],
    ['stores.1.zoneId', 'choices.1'],
    ['stores.s1', 'choices.0'],
    ['stores.7', null],
    ['seen.totalQepik', null],
  ])('%s → %s', (path, field) => {
    expect(checkoutFieldOf(path, quoteForBaku)).toBe(field);
  });
});

describe('choiceKeyOf', () => {
  it('names delivery by its zone and pickup by itself', () => {
    expect(carpets!.choices.map(choiceKeyOf)).toEqual(['DELIVERY:z-baku']);
    expect(ceramics!.choices.map(choiceKeyOf)).toEqual(['DELIVERY:baku', 'PICKUP']);
  });
});
