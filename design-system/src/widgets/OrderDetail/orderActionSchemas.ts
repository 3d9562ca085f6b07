import { z } from 'zod';
import { ORDER_CARRIER_MAX, ORDER_REASON_MAX, ORDER_TRACKING_NUMBER_MAX } from '@marketplace/contract';

const TOO_LONG = 'orders.checkout.invalid.tooLong';

/** The shipment of a SHIP: every part optional; the tracking link, when given, an http(s) address. */
export const shipmentFormSchema = z.object({
  carrier: z.string().trim().max(ORDER_CARRIER_MAX, TOO_LONG),
  trackingNumber: z.string().trim().max(ORDER_TRACKING_NUMBER_MAX, TOO_LONG),
  trackingUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || isWebAddress(value), 'orders.actions.ship.invalidUrl'),
});
export type ShipmentValues = z.input<typeof shipmentFormSchema>;

/** Whether `text` is an absolute http or https address. */
export function isWebAddress(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const { protocol, hostname } = new URL(text);
  return (protocol === 'http:' || protocol === 'https:') && hostname.includes('.') && text.length <= 500;
}

/** A decline's or cancellation's reason; required where the transitions table says so. */
export function reasonFormSchema(required: boolean) {
  return z.object({
    reason: z
      .string()
      .trim()
      .max(ORDER_REASON_MAX, TOO_LONG)
      .refine((value) => !required || value !== '', 'orders.actions.reason.required'),
  });
}
export type ReasonValues = { reason: string };
