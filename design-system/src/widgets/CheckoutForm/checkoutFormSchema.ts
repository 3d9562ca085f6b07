import { z } from 'zod';
import {
  AZ_CITIES,
  DELIVERY_METHOD,
  ORDER_ADDRESS_NOTES_MAX,
  ORDER_CONTACT_NAME_MAX,
  ORDER_GIFT_MESSAGE_MAX,
  ORDER_NOTE_MAX,
  ORDER_STREET_MAX,
  PAYMENT_METHOD,
  normalizePhone,
  type CheckoutQuote,
  type CheckoutStore,
  type DeliveryChoice,
  type PlaceOrderRequest,
} from '@marketplace/contract';

/** What the form hands over: a place-order request without `seen`, which the app adds from the quote it showed. */
export type CheckoutSubmission = Omit<PlaceOrderRequest, 'seen'>;

/** The longest each text may be, for the form's "at most {{max}} characters" messages. */
export const CHECKOUT_TEXT_MAX = {
  name: ORDER_CONTACT_NAME_MAX,
  street: ORDER_STREET_MAX,
  addressNotes: ORDER_ADDRESS_NOTES_MAX,
  note: ORDER_NOTE_MAX,
  giftMessage: ORDER_GIFT_MESSAGE_MAX,
} as const;

const TOO_LONG = 'orders.checkout.invalid.tooLong';
const PICKUP_KEY = DELIVERY_METHOD.PICKUP;

/** A delivery choice as one radio value: `DELIVERY:<zoneId>` or `PICKUP`. */
export function choiceKeyOf(choice: DeliveryChoice): string {
  return choice.method === DELIVERY_METHOD.DELIVERY ? `${DELIVERY_METHOD.DELIVERY}:${choice.zoneId}` : PICKUP_KEY;
}

const isDeliveryKey = (key: string) => key.startsWith(`${DELIVERY_METHOD.DELIVERY}:`);

export const checkoutFormSchema = z
  .object({
    name: z.string().trim().min(1, 'orders.checkout.invalid.name').max(ORDER_CONTACT_NAME_MAX, TOO_LONG),
    /** The one phone rule (normalizePhone): "050 123 45 67", "+994 50 123 45 67", "00994…" are all one number. */
    phone: z
      .string()
      .trim()
      .min(1, 'orders.checkout.invalid.phoneRequired')
      .refine((value) => normalizePhone(value) !== null, 'orders.checkout.invalid.phone'),
    city: z.string(),
    street: z.string().trim().max(ORDER_STREET_MAX, TOO_LONG),
    addressNotes: z.string().trim().max(ORDER_ADDRESS_NOTES_MAX, TOO_LONG),
    note: z.string().trim().max(ORDER_NOTE_MAX, TOO_LONG),
    gift: z.boolean(),
    giftMessage: z.string().trim().max(ORDER_GIFT_MESSAGE_MAX, TOO_LONG),
    /** Per store of the quote, in its order: the chosen choice's key, '' for none yet. */
    choices: z.array(z.string().min(1, 'orders.checkout.invalid.choice')),
    /** One of the offered methods; '' while none is offered. */
    paymentMethod: z.union([z.enum(PAYMENT_METHOD), z.literal('')]).refine((value) => value !== '', 'payments.picker.required'),
  })
  .superRefine((values, context) => {
    if (!values.choices.some(isDeliveryKey)) return;
    if (!(AZ_CITIES as readonly string[]).includes(values.city))
      context.addIssue({ code: 'custom', path: ['city'], message: 'orders.checkout.invalid.city' });
    if (values.street.trim() === '')
      context.addIssue({ code: 'custom', path: ['street'], message: 'orders.checkout.invalid.street' });
  });

export type CheckoutValues = z.input<typeof checkoutFormSchema>;

/** Whether any store of the form is delivered to (then an address is needed). */
export function deliversAnywhere(choices: readonly string[]): boolean {
  return choices.some(isDeliveryKey);
}

/**
 * The choice a store's radio list shows: the one already picked while the quote still offers it,
 * else its first delivery, else none ('': pickup is picked on purpose, never assumed).
 */
export function effectiveChoice(store: CheckoutStore, current: string | undefined): string {
  const keys = store.choices.map(choiceKeyOf);
  if (current && keys.includes(current)) return current;
  return keys.find(isDeliveryKey) ?? '';
}

/** The chosen choice of a store, or null. */
export function chosenChoice(store: CheckoutStore, key: string): DeliveryChoice | null {
  return store.choices.find((choice) => choiceKeyOf(choice) === key) ?? null;
}

/** Each store's subtotal and chosen delivery fee, and the grand total, in qəpik. */
export function checkoutTotals(quote: CheckoutQuote, choices: readonly string[]) {
  const stores = quote.stores.map((store, index) => {
    const choice = chosenChoice(store, choices[index] ?? '');
    const deliveryFeeQepik = choice?.method === DELIVERY_METHOD.DELIVERY ? choice.feeQepik : 0;
    return {
      storeId: store.storeId,
      subtotalQepik: store.subtotalQepik,
      deliveryFeeQepik,
      chosen: choice !== null,
      // What the store's coupon code takes off its lines.
      discountQepik: store.discountQepik ?? 0,
    };
  });
  const totalQepik = stores.reduce((sum, store) => sum + store.subtotalQepik - store.discountQepik + store.deliveryFeeQepik, 0);
  return { stores, totalQepik };
}

/** The request the app sends (without `seen`), from valid form values and the quote they were chosen on. */
export function checkoutSubmissionOf(values: CheckoutValues, quote: CheckoutQuote): CheckoutSubmission {
  const delivered = deliversAnywhere(values.choices);
  const phone = values.phone.trim();
  return {
    contact: { name: values.name.trim(), phone: normalizePhone(phone) ?? phone },
    address: delivered
      ? { city: values.city as (typeof AZ_CITIES)[number], street: values.street.trim(), notes: values.addressNotes.trim() }
      : null,
    stores: quote.stores.map((store, index) => {
      const choice = chosenChoice(store, values.choices[index] ?? '');
      return choice?.method === DELIVERY_METHOD.DELIVERY
        ? { storeId: store.storeId, method: DELIVERY_METHOD.DELIVERY, zoneId: choice.zoneId }
        : { storeId: store.storeId, method: DELIVERY_METHOD.PICKUP, zoneId: null };
    }),
    note: values.note.trim(),
    giftMessage: values.gift ? values.giftMessage.trim() : null,
    paymentMethod: values.paymentMethod === '' ? PAYMENT_METHOD.CASH : values.paymentMethod,
  };
}

/** The stores of the quote the buyer picks up from (they pay for those at the store when paying cash). */
export function pickupStoresOf(quote: CheckoutQuote, choices: readonly string[]): string[] {
  return quote.stores.filter((store, index) => choices[index] === PICKUP_KEY).map((store) => store.storeName);
}

type CheckoutField = Exclude<keyof CheckoutValues, 'choices' | 'gift'> | `choices.${number}`;

const FIELD_OF_PATH: Record<string, CheckoutField> = {
  'contact.name': 'name',
  'contact.phone': 'phone',
  address: 'street',
  'address.city': 'city',
  'address.street': 'street',
  'address.notes': 'addressNotes',
  note: 'note',
  giftMessage: 'giftMessage',
  paymentMethod: 'paymentMethod',
};

/**
 * The form field a refused request path belongs to: `contact.phone` → `phone`, `address.street` →
 * `street`, `stores.1.zoneId` or `stores.<storeId>` → that store's choice; null when the form has none.
 */
export function checkoutFieldOf(path: string, quote: CheckoutQuote): CheckoutField | null {
  const direct = FIELD_OF_PATH[path];
  if (direct) return direct;
  const store = /^stores\.([^.]+)/.exec(path)?.[1];
  if (store === undefined) return null;
  const index = /^\d+$/.test(store) ? Number(store) : quote.stores.findIndex((each) => each.storeId === store);
  return index >= 0 && index < quote.stores.length ? `choices.${index}` : null;
}
