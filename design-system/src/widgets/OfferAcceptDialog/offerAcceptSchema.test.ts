import { describe, expect, it } from 'vitest';
import { acceptOfferRequestSchema } from '@marketplace/contract';
import { offerAcceptFieldOf, offerAcceptSchema, offerAcceptSubmissionOf, type OfferAcceptValues } from './offerAcceptSchema.ts';

const delivered: OfferAcceptValues = {
  name: ' Leyla Məmmədova ',
  phone: '050 123 45 67',
  method: 'DELIVERY',
  city: 'Bakı',
  street: ' Nizami küçəsi 45 ',
  addressNotes: '3-cü mərtəbə',
  note: '',
};

const messages = (values: Partial<OfferAcceptValues>) => {
  const result = offerAcceptSchema.safeParse({ ...delivered, ...values });
  if (result.success) return {};
  // The first message of each field, as the form shows it.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[issue.path.join('.')] ??= issue.message;
  return first;
};

describe('offerAcceptSchema', () => {
  it('takes a delivery with its address', () => {
    expect(messages({})).toEqual({});
  });

  it('holds the checkout’s one phone rule', () => {
    expect(messages({ phone: '+994 50 123 45 67' })).toEqual({});
    expect(messages({ phone: '12345' })).toEqual({ phone: 'orders.checkout.invalid.phone' });
    expect(messages({ phone: '' })).toEqual({ phone: 'orders.checkout.invalid.phoneRequired' });
  });

  it('asks for city and street only when delivered', () => {
    expect(messages({ city: '', street: '' })).toEqual({
      city: 'orders.checkout.invalid.city',
      street: 'orders.checkout.invalid.street',
    });
    expect(messages({ method: 'PICKUP', city: '', street: '' })).toEqual({});
  });
});

describe('offerAcceptSubmissionOf', () => {
  it('gives the acceptOffer body with the phone in E.164 and the address when delivered', () => {
    const submission = offerAcceptSubmissionOf(delivered);
    expect(submission).toEqual({
      contact: { name: 'Leyla Məmmədova', phone: '+994501234567' },
      method: 'DELIVERY',
      address: { city: 'Bakı', street: 'Nizami küçəsi 45', notes: '3-cü mərtəbə' },
      note: '',
    });
    expect(acceptOfferRequestSchema.safeParse({ offerId: 'o1', ...submission }).success).toBe(true);
  });

  it('sends no address for pickup', () => {
    const submission = offerAcceptSubmissionOf({ ...delivered, method: 'PICKUP', note: ' Axşam gələcəm ' });
    expect(submission).toMatchObject({ method: 'PICKUP', address: null, note: 'Axşam gələcəm' });
    expect(acceptOfferRequestSchema.safeParse({ offerId: 'o1', ...submission }).success).toBe(true);
  });
});

describe('offerAcceptFieldOf', () => {
  it('places the API’s paths on their fields', () => {
    expect(offerAcceptFieldOf('contact.phone')).toBe('phone');
    expect(offerAcceptFieldOf('address')).toBe('street');
    expect(offerAcceptFieldOf('address.city')).toBe('city');
    expect(offerAcceptFieldOf('method')).toBe('method');
    expect(offerAcceptFieldOf('offerId')).toBeNull();
  });
});
