import { describe, expect, it } from 'vitest';
import { sendOfferRequestSchema, type Offer } from '@marketplace/contract';
import {
  offerComposerDefaults,
  offerComposerFieldOf,
  offerComposerSchema,
  offerSubmissionOf,
  type OfferComposerValues,
} from './offerComposerSchema.ts';

const TODAY = '2026-01-15';

const valid: OfferComposerValues = {
  title: '  Nar naxışlı çaydan dəsti ',
  description: 'Çaydan və 6 stəkan.\nTünd qırmızı.',
  price: '340,50',
  deliveryFee: '5',
  productionDays: '12',
  validUntil: '2026-01-22',
  basedOnItemId: '',
};

const offer: Offer = {
  offerId: 'o1',
  chatId: 'c1',
  storeId: 's1',
  version: 1,
  status: 'OPEN',
  title: 'Çaydan dəsti',
  description: 'Təfərrüat',
  priceQepik: 34_050,
  deliveryFeeQepik: 0,
  productionDays: 12,
  validUntil: '2026-02-01',
  basedOnItem: { itemId: 'item-7', title: 'Qab', coverImage: '' },
  orderId: null,
  createdAt: '2026-01-14T09:30:00Z',
};

const messages = (values: Partial<OfferComposerValues>) => {
  const result = offerComposerSchema(TODAY).safeParse({ ...valid, ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('offerComposerSchema', () => {
  it('takes valid terms', () => {
    expect(messages({})).toEqual({});
    expect(messages({ deliveryFee: '' })).toEqual({});
    expect(messages({ productionDays: '0', validUntil: TODAY })).toEqual({});
  });

  it('asks for a title and a price in manat above 0', () => {
    expect(messages({ title: '   ' })).toEqual({ title: 'offers.composer.invalid.title' });
    expect(messages({ price: '' })).toEqual({ price: 'offers.composer.invalid.price' });
    expect(messages({ price: '12,345' })).toEqual({ price: 'offers.composer.invalid.price' });
    expect(messages({ price: '0' })).toEqual({ price: 'offers.composer.invalid.priceZero' });
    expect(messages({ price: '10000000,01' })).toEqual({ price: 'offers.composer.invalid.priceMax' });
    expect(messages({ price: '1234567890' })).toEqual({ price: 'offers.composer.invalid.price' });
    expect(messages({ price: '10000001' })).toEqual({ price: 'offers.composer.invalid.priceMax' });
  });

  it('bounds the delivery fee, the production days and the valid-until day', () => {
    expect(messages({ deliveryFee: 'pulsuz' })).toEqual({ deliveryFee: 'offers.composer.invalid.deliveryFee' });
    expect(messages({ deliveryFee: '100000' })).toEqual({ deliveryFee: 'offers.composer.invalid.deliveryFeeMax' });
    expect(messages({ productionDays: '2.5' })).toEqual({ productionDays: 'offers.composer.invalid.productionDays' });
    expect(messages({ productionDays: '1000' })).toEqual({ productionDays: 'offers.composer.invalid.productionDays' });
    expect(messages({ validUntil: '2026-01-14' })).toEqual({ validUntil: 'offers.composer.invalid.validUntil' });
    expect(messages({ validUntil: '2026-03-16' })).toEqual({});
    expect(messages({ validUntil: '2026-03-17' })).toEqual({ validUntil: 'offers.composer.invalid.validUntil' });
    expect(messages({ validUntil: '' })).toEqual({ validUntil: 'offers.composer.invalid.validUntil' });
  });

  it('counts the long texts as the API does', () => {
    expect(messages({ title: 'a'.repeat(121) })).toEqual({ title: 'orders.checkout.invalid.tooLong' });
    expect(messages({ description: 'a'.repeat(2001) })).toEqual({ description: 'orders.checkout.invalid.tooLong' });
  });
});

describe('offerSubmissionOf', () => {
  it('gives a body the API takes, money in whole qəpik', () => {
    const submission = offerSubmissionOf(valid);
    expect(submission).toEqual({
      title: 'Nar naxışlı çaydan dəsti',
      description: 'Çaydan və 6 stəkan.\nTünd qırmızı.',
      priceQepik: 34_050,
      deliveryFeeQepik: 500,
      productionDays: 12,
      validUntil: '2026-01-22',
      basedOnItemId: null,
    });
    expect(sendOfferRequestSchema.safeParse({ chatId: 'c1', ...submission }).success).toBe(true);
  });

  it('takes an empty delivery fee as free and names the chosen item', () => {
    expect(offerSubmissionOf({ ...valid, deliveryFee: ' ', basedOnItemId: 'item-7' })).toMatchObject({
      deliveryFeeQepik: 0,
      basedOnItemId: 'item-7',
    });
  });
});

describe('offerComposerDefaults', () => {
  it('starts a new offer valid for a week, delivery free', () => {
    expect(offerComposerDefaults(TODAY, null, 'az')).toMatchObject({ price: '', deliveryFee: '0', validUntil: '2026-01-22' });
  });

  it('starts a change from the offer, in the language’s decimal sign', () => {
    expect(offerComposerDefaults(TODAY, offer, 'en')).toEqual({
      title: 'Çaydan dəsti',
      description: 'Təfərrüat',
      price: '340.50',
      deliveryFee: '0.00',
      productionDays: '12',
      validUntil: '2026-02-01',
      basedOnItemId: 'item-7',
    });
  });

  it('moves a day that can no longer be chosen to a week on', () => {
    expect(offerComposerDefaults(TODAY, { ...offer, validUntil: '2026-01-10' }, 'az').validUntil).toBe('2026-01-22');
  });

  it('round-trips an offer into the same body', () => {
    const values = offerComposerDefaults(TODAY, offer, 'az');
    expect(offerSubmissionOf(values)).toEqual({
      title: offer.title,
      description: offer.description,
      priceQepik: offer.priceQepik,
      deliveryFeeQepik: offer.deliveryFeeQepik,
      productionDays: offer.productionDays,
      validUntil: offer.validUntil,
      basedOnItemId: 'item-7',
    });
  });
});

describe('offerComposerFieldOf', () => {
  it('places the API’s paths on their fields', () => {
    expect(offerComposerFieldOf('priceQepik')).toBe('price');
    expect(offerComposerFieldOf('deliveryFeeQepik')).toBe('deliveryFee');
    expect(offerComposerFieldOf('basedOnItemId')).toBe('basedOnItemId');
    expect(offerComposerFieldOf('validUntil')).toBe('validUntil');
    expect(offerComposerFieldOf('chatId')).toBeNull();
    expect(offerComposerFieldOf('offerId')).toBeNull();
  });
});
