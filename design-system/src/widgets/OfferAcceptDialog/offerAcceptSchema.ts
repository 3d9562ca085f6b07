import { z } from 'zod';
import { AZ_CITIES, DELIVERY_METHOD, normalizePhone, type AcceptOfferRequest } from '@marketplace/contract';
import { checkoutFormSchema } from '../CheckoutForm/checkoutFormSchema.ts';

/** What the dialog hands over: the acceptOffer body without `offerId` (the app adds it). */
export type OfferAcceptSubmission = Omit<AcceptOfferRequest, 'offerId'>;

// The checkout's own rules for the same fields: the name, the one phone rule, the address and the note.
const { name, phone, city, street, addressNotes, note } = checkoutFormSchema.shape;

export const offerAcceptSchema = z
  .object({ name, phone, method: z.enum(DELIVERY_METHOD), city, street, addressNotes, note })
  .superRefine((values, context) => {
    if (values.method !== DELIVERY_METHOD.DELIVERY) return;
    if (!(AZ_CITIES as readonly string[]).includes(values.city))
      context.addIssue({ code: 'custom', path: ['city'], message: 'orders.checkout.invalid.city' });
    if (values.street.trim() === '')
      context.addIssue({ code: 'custom', path: ['street'], message: 'orders.checkout.invalid.street' });
  });

export type OfferAcceptValues = z.input<typeof offerAcceptSchema>;

/** The request body from valid values: the phone in E.164, an address only when delivered. */
export function offerAcceptSubmissionOf(values: OfferAcceptValues): OfferAcceptSubmission {
  const typedPhone = values.phone.trim();
  const delivered = values.method === DELIVERY_METHOD.DELIVERY;
  return {
    contact: { name: values.name.trim(), phone: normalizePhone(typedPhone) ?? typedPhone },
    method: values.method,
    address: delivered
      ? { city: values.city as (typeof AZ_CITIES)[number], street: values.street.trim(), notes: values.addressNotes.trim() }
      : null,
    note: values.note.trim(),
  };
}

type OfferAcceptField = keyof OfferAcceptValues;

const FIELD_OF_PATH: Record<string, OfferAcceptField> = {
  'contact.name': 'name',
  'contact.phone': 'phone',
  method: 'method',
  address: 'street',
  'address.city': 'city',
  'address.street': 'street',
  'address.notes': 'addressNotes',
  note: 'note',
};

/** The field a refused request path belongs to (`contact.phone` → `phone`, `address` → `street`), or null (`offerId`). */
export function offerAcceptFieldOf(path: string): OfferAcceptField | null {
  return FIELD_OF_PATH[path] ?? null;
}
