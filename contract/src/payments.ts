import { z } from 'zod';
import { orderPaymentSchema, orderRefundSchema, placeOrderAnswerSchema } from './orders.ts';
import { PAYMENT_METHOD, PAYMENT_STATUS, REFUND_REASON_MAX } from './payment-rules.ts';
import { textString } from './text.ts';

// ---------------------------------------------------------------------------------------------
// Calls under /payment/v1/* (ours). Money is whole qəpik (`…Qepik`), instants ISO 8601. The
// checkout itself stays POST /order/v1/placeOrder: its `paymentMethod` picks cash or a card.

const id = textString().trim().min(1).max(100);
const paymentMethod = z.enum(PAYMENT_METHOD);

/** What the browser does next to pay: follow a link to the gateway's page, or post a form to it. */
export const paymentActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('REDIRECT'), url: z.string() }),
  z.object({ type: z.literal('POST_FORM'), url: z.string(), fields: z.record(z.string(), z.string()) }),
  z.object({ type: z.literal('NONE') }),
]);

/**
 * placeOrder with a card method: nothing is placed yet and the cart is kept. The browser goes to the
 * gateway by `action`; the gateway brings it back to the shopper's `/checkout/payment/:paymentId`
 * (paymentReturnPath), which asks getPaymentStatus until the payment is settled.
 */
export const paymentRedirectAnswerSchema = z.object({
  kind: z.literal('PAYMENT_REDIRECT'),
  paymentId: z.string(),
  action: paymentActionSchema,
});
export type PaymentRedirectAnswer = z.infer<typeof paymentRedirectAnswerSchema>;

/** What POST /order/v1/placeOrder answers: the orders placed (cash), or where to pay (card). */
export const checkoutAnswerSchema = z.discriminatedUnion('kind', [placeOrderAnswerSchema, paymentRedirectAnswerSchema]);
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** GET /payment/v1/getPaymentStatus?paymentId= (the payment's buyer; anyone else 404 PAYMENT_NOT_FOUND). */
export const paymentStatusQuerySchema = z.object({ paymentId: id });
export const paymentStatusSchema = z.object({
  paymentId: z.string(),
  method: paymentMethod,
  /** WAITING while the gateway has not answered (the server asks it on each read); isPaymentSettled: stop asking. */
  status: z.enum(PAYMENT_STATUS),
  amountQepik: z.number().int(),
  /** Once the orders are placed (AUTHORIZED, CAPTURED, cash): the group and its orders; else null and []. */
  groupId: z.string().nullable(),
  orders: placeOrderAnswerSchema.shape.orders,
  /**
   * Why the orders could not be placed, on a FAILED payment and on the VOIDED one it becomes once the
   * money held is released (ORDER_OUT_OF_STOCK, CHECKOUT_CHANGED, CART_EMPTY…, an `errors.{code}`
   * key; CHECKOUT_ALREADY_PLACED: another payment or tab placed these lines), or why it never
   * started (PAYMENT_GATEWAY_UNAVAILABLE). Null otherwise.
   */
  failureCode: z.string().nullable(),
});
export type PaymentStatusAnswer = z.infer<typeof paymentStatusSchema>;

/**
 * POST /payment/v1/refundOrder: the order's store (its own orders only) or an admin gives back
 * `amountQepik` of one store order — part or the rest of it, never more than paid minus refunded
 * (409 REFUND_TOO_LARGE). A card refund goes to the gateway; a cash one is recorded (the seller
 * hands the cash back).
 */
export const refundOrderRequestSchema = z.strictObject({
  orderId: id,
  amountQepik: z.number().int().min(1).max(1_000_000_000),
  reason: textString().trim().min(1).max(REFUND_REASON_MAX),
});
export type RefundOrderRequest = z.input<typeof refundOrderRequestSchema>;
export const refundOrderAnswerSchema = z.object({ refund: orderRefundSchema, payment: orderPaymentSchema });
export type RefundOrderAnswer = z.infer<typeof refundOrderAnswerSchema>;

/** POST /payment/v1/markCashCollected (the order's store): the buyer paid the cash; answers the order's payment. */
export const markCashCollectedRequestSchema = z.strictObject({ orderId: id });
export const markCashCollectedAnswerSchema = orderPaymentSchema;

/** GET /payment/v1/getPaymentMethods (anyone): the methods the checkout offers now, cash first. */
export const paymentMethodsSchema = z.object({ methods: z.array(paymentMethod) });
export type PaymentMethodsAnswer = z.infer<typeof paymentMethodsSchema>;

/**
 * GET /payment/v1/getPaymentSettings and POST updatePaymentSettings (admins): the methods enabled,
 * and those this server can take at all (a gateway only with its configuration: the test gateway when
 * TEST_GATEWAY is on, Epoint with its keys). Enabling one that is not available, or none, is 400
 * PAYMENT_METHODS_INVALID.
 */
export const paymentSettingsSchema = z.object({
  enabledMethods: z.array(paymentMethod),
  availableMethods: z.array(paymentMethod),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
export const updatePaymentSettingsRequestSchema = z.strictObject({
  enabledMethods: z.array(paymentMethod).min(1).max(Object.keys(PAYMENT_METHOD).length),
});
export type UpdatePaymentSettingsRequest = z.input<typeof updatePaymentSettingsRequestSchema>;
