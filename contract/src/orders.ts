import { z } from 'zod';
import { normalizePhone } from './account-rules.ts';
import {
  AZ_CITIES,
  DELIVERY_DAYS_MAX,
  DELIVERY_FEE_MAX_QEPIK,
  DELIVERY_METHOD,
  DELIVERY_ZONE_KIND,
  DELIVERY_ZONES_MAX,
  PICKUP_ADDRESS_MAX,
} from './delivery-rules.ts';
import { PROCESSING_DAYS_MAX } from './catalogue-rules.ts';
import { ORDER_PAYMENT_STATUS, PAYMENT_METHOD, PAYMENT_STATUS, REFUND_ACTOR, REFUND_STATUS } from './payment-rules.ts';
import {
  ORDER_ACTION,
  ORDER_ACTOR,
  ORDER_EVENT_ACTION,
  ORDER_ADDRESS_NOTES_MAX,
  ORDER_BULK_MAX,
  ORDER_CARRIER_MAX,
  ORDER_CONTACT_NAME_MAX,
  ORDER_GIFT_MESSAGE_MAX,
  ORDER_NOTE_MAX,
  ORDER_REASON_MAX,
  ORDER_STATUS,
  ORDER_STREET_MAX,
  ORDER_TRACKING_NUMBER_MAX,
} from './order-rules.ts';
import { textString } from './text.ts';
import { checkoutCouponSchema, checkoutCouponsSchema } from './coupons.ts';

// ---------------------------------------------------------------------------------------------
// Calls under /order/v1/* (ours). Money is whole qəpik (`…Qepik`), dates are YYYY-MM-DD in Baku
// time, instants ISO 8601.

const id = textString().trim().min(1).max(100);
const qepik = z.number().int().min(0).max(1_000_000_000);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const orderStatus = z.enum(ORDER_STATUS);
const city = z.enum(AZ_CITIES);
const page = z.coerce.number().int().min(1).max(10_000).default(1);

export const orderContactSchema = z.strictObject({
  name: textString().trim().min(1).max(ORDER_CONTACT_NAME_MAX),
  /** The one phone rule (normalizePhone); stored in E.164. */
  phone: textString()
    .trim()
    .max(40)
    .refine((value) => normalizePhone(value) !== null, { message: 'Not a phone number.' })
    .transform((value) => normalizePhone(value) ?? value),
});
export type OrderContact = z.output<typeof orderContactSchema>;

export const orderAddressSchema = z.strictObject({
  city,
  street: textString().trim().min(1).max(ORDER_STREET_MAX),
  notes: textString().trim().max(ORDER_ADDRESS_NOTES_MAX).default(''),
});
export type OrderAddress = z.output<typeof orderAddressSchema>;

// --- Delivery options (a store's settings; the buyer's choices at checkout) --------------------

export const deliveryZoneSchema = z.strictObject({
  zoneId: textString().trim().min(1).max(40),
  kind: z.enum(DELIVERY_ZONE_KIND),
  cities: z.array(city).max(AZ_CITIES.length).default([]),
  feeQepik: z.number().int().min(0).max(DELIVERY_FEE_MAX_QEPIK),
  days: z.number().int().min(0).max(DELIVERY_DAYS_MAX),
});

const deliveryOptionsFields = {
  processingDays: z.number().int().min(0).max(PROCESSING_DAYS_MAX),
  zones: z.array(deliveryZoneSchema).max(DELIVERY_ZONES_MAX),
  freeDeliveryFromQepik: qepik.nullable(),
  pickup: z.strictObject({
    enabled: z.boolean(),
    address: textString().trim().max(PICKUP_ADDRESS_MAX),
  }),
};

/** A store's options as getDeliveryOptions and updateDeliveryOptions answer them. */
export const deliveryOptionsSchema = z.object(deliveryOptionsFields);

/** POST /order/v1/updateDeliveryOptions (the seller's own store, strict); answers the options saved. */
export const updateDeliveryOptionsRequestSchema = z.strictObject(deliveryOptionsFields);
/**
 * GET /order/v1/getDeliveryOptions?storeId= (anyone; a seller without storeId gets their own). Like
 * every GET query, an unknown parameter is ignored.
 */
export const getDeliveryOptionsQuerySchema = z.object({ storeId: id.optional() });

// --- Checkout ----------------------------------------------------------------------------------

export const CHECKOUT_LINE_CHANGE = { PRICE: 'PRICE', STOCK: 'STOCK', UNAVAILABLE: 'UNAVAILABLE' } as const;

export const checkoutLineSchema = z.object({
  lineId: z.string(),
  itemId: z.string(),
  title: z.string(),
  coverImage: z.string(),
  attributes: z.record(z.string(), z.string()),
  pocketTypeName: z.string(),
  pocketFeeQepik: z.number().int(),
  personalization: z.string(),
  quantity: z.number().int(),
  unitPriceQepik: z.number().int(),
  lineTotalQepik: z.number().int(),
  processingDays: z.number().int(),
  /**
   * Null when the line is as the buyer saw it (or nothing was seen yet). PRICE compares what one unit
   * costs with its packaging (unit price + pocket fee); STOCK: the item's stock no longer covers the
   * cart's units of it; UNAVAILABLE: hidden, its store inactive, or its pocket type gone.
   */
  change: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal(CHECKOUT_LINE_CHANGE.PRICE), fromQepik: z.number().int(), toQepik: z.number().int() }),
      z.object({ kind: z.literal(CHECKOUT_LINE_CHANGE.STOCK), available: z.number().int() }),
      z.object({ kind: z.literal(CHECKOUT_LINE_CHANGE.UNAVAILABLE) }),
    ])
    .nullable(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const deliveryChoiceSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal(DELIVERY_METHOD.DELIVERY),
    zoneId: z.string(),
    kind: z.enum(DELIVERY_ZONE_KIND),
    feeQepik: z.number().int(),
    /** The zone's fee before a free-delivery threshold was applied. */
    zoneFeeQepik: z.number().int(),
    estimatedArrival: day,
  }),
  z.object({ method: z.literal(DELIVERY_METHOD.PICKUP), address: z.string(), readyBy: day }),
]);
export type DeliveryChoice = z.infer<typeof deliveryChoiceSchema>;

export const checkoutStoreSchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  profileImage: z.string(),
  lines: z.array(checkoutLineSchema),
  subtotalQepik: z.number().int(),
  shipBy: day,
  /** For the chosen city (none chosen: []) plus pickup when offered. */
  choices: z.array(deliveryChoiceSchema),
  freeDeliveryFromQepik: z.number().int().nullable(),
  /** The store's coupon code as the buyer gave it and what it takes off the lines; absent when none was given. */
  coupon: checkoutCouponSchema.optional(),
  discountQepik: z.number().int().optional(),
});
export type CheckoutStore = z.infer<typeof checkoutStoreSchema>;

/** POST /order/v1/previewCheckout: the buyer's cart as it would be ordered now. */
export const previewCheckoutRequestSchema = z.strictObject({
  city: city.nullable().default(null),
  /** A coupon code per store (coupons.ts); each store's answer says what it gave or why nothing. */
  coupons: checkoutCouponsSchema,
});
export const checkoutQuoteSchema = z.object({
  stores: z.array(checkoutStoreSchema),
  subtotalQepik: z.number().int(),
  /** What the stores' coupons take off (the total is the subtotal less this, plus delivery); absent: nothing. */
  discountQepik: z.number().int().optional(),
  /**
   * Whether any line is marked as changed or unavailable (or, in a CHECKOUT_CHANGED answer, anything
   * else differs from what the buyer saw: a line added or gone, a quantity, a delivery fee): placing
   * needs the buyer's new look.
   */
  changed: z.boolean(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/**
 * POST /order/v1/placeOrder with an Idempotency-Key (required): one order group, one order per store
 * of the cart. `seen` is what the buyer was shown: the lines ordered, each with its quantity and
 * prices, and the total with the delivery fees. Any difference answers 409 CHECKOUT_CHANGED with the
 * new quote in `details.quote` (the error's `quote`), and nothing is placed. Lines the buyer saw as
 * unavailable are left out of `seen` and stay in the cart; `stores` names exactly the stores of the
 * lines ordered. The same lines in the same quantities are placed once: a second request for them
 * (another tab, another key) answers the first one's group.
 */
export const placeOrderRequestSchema = z.strictObject({
  contact: orderContactSchema,
  /** Required when any store is delivered to. */
  address: orderAddressSchema.nullable(),
  stores: z
    .array(
      z.strictObject({
        storeId: id,
        method: z.enum(DELIVERY_METHOD),
        /** DELIVERY only. */
        zoneId: id.nullable().default(null),
      }),
    )
    .min(1)
    .max(50),
  note: textString().trim().max(ORDER_NOTE_MAX).default(''),
  /** Null: not a gift. */
  giftMessage: textString().trim().max(ORDER_GIFT_MESSAGE_MAX).nullable().default(null),
  seen: z.strictObject({
    lines: z
      .array(
        z.strictObject({
          lineId: id,
          quantity: z.number().int().min(1),
          unitPriceQepik: qepik,
          pocketFeeQepik: qepik,
        }),
      )
      .min(1)
      .max(200),
    totalQepik: qepik,
  }),
  /**
   * CASH (the default): placed at once. A card method: nothing is placed yet; the answer is a
   * PAYMENT_REDIRECT (payments.ts) and the orders are placed when the gateway authorises the payment.
   */
  paymentMethod: z.enum(PAYMENT_METHOD).default(PAYMENT_METHOD.CASH),
  /**
   * The coupon codes the buyer applied, one per store: checked again when placing (a code that gives
   * another discount now changes the total, so the answer is CHECKOUT_CHANGED with the new quote).
   */
  coupons: checkoutCouponsSchema,
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

/** The orders placed (cash, or a replay of a placed checkout); a card checkout answers checkoutAnswerSchema's PAYMENT_REDIRECT. */
export const placeOrderAnswerSchema = z.object({
  kind: z.literal('PLACED'),
  groupId: z.string(),
  orders: z.array(z.object({ orderId: z.string(), number: z.number().int(), storeId: z.string(), totalQepik: z.number().int() })),
  totalQepik: z.number().int(),
});
export type PlaceOrderAnswer = z.infer<typeof placeOrderAnswerSchema>;

// --- Orders ------------------------------------------------------------------------------------

export const orderLineSchema = z.object({
  /** Null when the item has since been deleted; title and price stay as they were ordered. */
  itemId: z.string().nullable(),
  title: z.string(),
  coverImage: z.string(),
  attributes: z.record(z.string(), z.string()),
  pocketTypeName: z.string(),
  pocketFeeQepik: z.number().int(),
  personalization: z.string(),
  quantity: z.number().int(),
  unitPriceQepik: z.number().int(),
  lineTotalQepik: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One refund of an order (payments.ts refundOrder). */
export const orderRefundSchema = z.object({
  refundId: z.string(),
  amountQepik: z.number().int(),
  reason: z.string(),
  actor: z.enum(REFUND_ACTOR),
  /** PENDING while its gateway has not answered, DONE, or FAILED (not given back: the admins look into it). */
  status: z.enum(REFUND_STATUS),
  at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** What the caller may do about an order's money now. */
export const ORDER_PAYMENT_ACTION = { REFUND: 'REFUND', MARK_CASH_COLLECTED: 'MARK_CASH_COLLECTED' } as const;

/** An order's money as its buyer, its store and the admins read it. */
export const orderPaymentSchema = z.object({
  method: z.enum(PAYMENT_METHOD),
  /** The order's: PENDING (cash not collected), PAID, PARTIALLY_REFUNDED, REFUNDED. */
  status: z.enum(ORDER_PAYMENT_STATUS),
  /** The checkout's payment and its status; null for an order placed before payments were recorded. */
  paymentId: z.string().nullable(),
  paymentStatus: z.enum(PAYMENT_STATUS).nullable(),
  refundedQepik: z.number().int(),
  /** What may still be refunded: paid minus refunded (0 while cash is not collected). */
  refundableQepik: z.number().int(),
  /** Oldest first. */
  refunds: z.array(orderRefundSchema),
  /** The caller's: the store and admins refund; the store marks its cash collected. */
  actions: z.array(z.enum(ORDER_PAYMENT_ACTION)),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

export const orderEventSchema = z.object({
  status: orderStatus,
  action: z.enum(ORDER_EVENT_ACTION).nullable(),
  actor: z.enum(ORDER_ACTOR),
  /** The store's, the buyer's or the admin's name; '' for the server. */
  actorName: z.string(),
  /** A cancellation's reason, or the carrier and tracking of a shipment; '' for none. */
  note: z.string(),
  /** The money a REFUNDED or CASH_COLLECTED event moved; absent on the others. */
  amountQepik: z.number().int().optional(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderSummarySchema = z.object({
  orderId: z.string(),
  number: z.number().int(),
  groupId: z.string(),
  status: orderStatus,
  storeId: z.string(),
  storeName: z.string(),
  buyerName: z.string(),
  itemCount: z.number().int(),
  coverImage: z.string(),
  totalQepik: z.number().int(),
  placedAt: z.string(),
  shipBy: day,
  late: z.boolean(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  storeProfileImage: z.string(),
  contact: z.object({ name: z.string(), phone: z.string() }),
  delivery: z.object({
    method: z.enum(DELIVERY_METHOD),
    /** DELIVERY: the buyer's address; PICKUP: null. */
    address: z.object({ city: z.string(), street: z.string(), notes: z.string() }).nullable(),
    zoneKind: z.enum(DELIVERY_ZONE_KIND).nullable(),
    pickupAddress: z.string(),
    estimatedArrival: day,
  }),
  lines: z.array(orderLineSchema),
  subtotalQepik: z.number().int(),
  deliveryFeeQepik: z.number().int(),
  /** What the store's coupon took off the lines, and its code; absent when the order used none. The total is after it. */
  discountQepik: z.number().int().optional(),
  couponCode: z.string().optional(),
  note: z.string(),
  giftMessage: z.string().nullable(),
  shipment: z.object({ carrier: z.string(), trackingNumber: z.string(), trackingUrl: z.string() }).nullable(),
  cancelReason: z.string(),
  events: z.array(orderEventSchema),
  /** What the caller may do now (orderActionsFor). */
  actions: z.array(z.enum(ORDER_ACTION)),
  /** The custom-order conversation it came from or the buyer's conversation with the store; null when none yet. */
  chatId: z.string().nullable(),
  offerId: z.string().nullable(),
  payment: orderPaymentSchema,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderListSchema = z.object({
  orders: z.array(orderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type OrderList = z.infer<typeof orderListSchema>;

/** GET /order/v1/getMyOrders (buyer) */
export const myOrdersQuerySchema = z.object({ page });

/** GET /order/v1/getOrder?orderId= (the buyer, the order's store or an admin) */
export const orderQuerySchema = z.object({ orderId: id });

export const STORE_ORDER_SORT = { SHIP_BY: 'shipBy', NEWEST: 'newest' } as const;

/** GET /order/v1/getStoreOrders (seller): a status tab, search by number or buyer name, 12 a page. */
export const storeOrdersQuerySchema = z.object({
  status: orderStatus.optional(),
  q: textString().trim().max(100).default(''),
  sort: z.enum(STORE_ORDER_SORT).default(STORE_ORDER_SORT.SHIP_BY),
  page,
});
export type StoreOrdersQuery = z.input<typeof storeOrdersQuerySchema>;

/** GET /order/v1/getStoreOrderCounts: per status, plus the dashboard's figures. */
export const storeOrderCountsSchema = z.object({
  byStatus: z.record(orderStatus, z.number().int()),
  /** PLACED: waiting for the seller (the sidebar's count). */
  newOrders: z.number().int(),
  dueSoon: z.number().int(),
  late: z.number().int(),
});
export type StoreOrderCounts = z.infer<typeof storeOrderCountsSchema>;

/** GET /order/v1/getAdminOrders: across stores. */
export const adminOrdersQuerySchema = z.object({
  storeId: id.optional(),
  status: orderStatus.optional(),
  from: day.optional(),
  to: day.optional(),
  q: textString().trim().max(100).default(''),
  /** Only orders past their ship-by date and not shipped. */
  overdue: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .default(false),
  page,
});
export type AdminOrdersQuery = z.input<typeof adminOrdersQuerySchema>;

const shipmentFields = {
  carrier: textString().trim().max(ORDER_CARRIER_MAX).default(''),
  trackingNumber: textString().trim().max(ORDER_TRACKING_NUMBER_MAX).default(''),
  /** An http(s) address, or ''. */
  trackingUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]).default(''),
};

/** POST /order/v1/changeOrderStatus: one move of the table (ORDER_TRANSITIONS) by the caller. */
export const changeOrderStatusRequestSchema = z.strictObject({
  orderId: id,
  action: z.enum(ORDER_ACTION).exclude([ORDER_ACTION.COMPLETE]),
  reason: textString().trim().max(ORDER_REASON_MAX).default(''),
  ...shipmentFields,
});
export type ChangeOrderStatusRequest = z.input<typeof changeOrderStatusRequestSchema>;

/** POST /order/v1/changeOrdersStatus (seller): accept or mark shipped several at once; all or none. */
export const changeOrdersStatusRequestSchema = z.strictObject({
  orderIds: z.array(id).min(1).max(ORDER_BULK_MAX),
  action: z.enum([ORDER_ACTION.ACCEPT, ORDER_ACTION.SHIP]),
});
export const changeOrdersStatusAnswerSchema = z.object({ changed: z.number().int() });

// --- Custom-order offers -----------------------------------------------------------------------

export const OFFER_STATUS = {
  OPEN: 'OPEN',
  ACCEPTED: 'ACCEPTED',
  REPLACED: 'REPLACED',
  WITHDRAWN: 'WITHDRAWN',
  EXPIRED: 'EXPIRED',
} as const;
export type OfferStatus = (typeof OFFER_STATUS)[keyof typeof OFFER_STATUS];
export const OFFER_TITLE_MAX = 120;
export const OFFER_DESCRIPTION_MAX = 2000;
export const OFFER_VALID_DAYS_MAX = 60;

const offerFields = {
  title: textString().trim().min(1).max(OFFER_TITLE_MAX),
  description: textString().trim().max(OFFER_DESCRIPTION_MAX).default(''),
  priceQepik: z.number().int().min(1).max(1_000_000_000),
  deliveryFeeQepik: z.number().int().min(0).max(DELIVERY_FEE_MAX_QEPIK),
  productionDays: z.number().int().min(0).max(PROCESSING_DAYS_MAX),
  /** The last Baku day it can be accepted (today … today + OFFER_VALID_DAYS_MAX). */
  validUntil: day,
  basedOnItemId: id.nullable().default(null),
};

/** POST /order/v1/sendOffer (seller, into a custom-order conversation of theirs). */
export const sendOfferRequestSchema = z.strictObject({ chatId: id, ...offerFields });
/** POST /order/v1/replaceOffer: a new version; the old one is marked REPLACED. */
export const replaceOfferRequestSchema = z.strictObject({ offerId: id, ...offerFields });
/** POST /order/v1/withdrawOffer */
export const withdrawOfferRequestSchema = z.strictObject({ offerId: id });
/** POST /order/v1/acceptOffer (the conversation's buyer): the offer becomes an order of that store. */
export const acceptOfferRequestSchema = z.strictObject({
  offerId: id,
  contact: orderContactSchema,
  method: z.enum(DELIVERY_METHOD),
  address: orderAddressSchema.nullable(),
  note: textString().trim().max(ORDER_NOTE_MAX).default(''),
});
export type AcceptOfferRequest = z.input<typeof acceptOfferRequestSchema>;
/** What acceptOffer answers: the order the offer became (its detail: getOrder). */
export const acceptOfferAnswerSchema = z.object({
  orderId: z.string(),
  number: z.number().int(),
  storeId: z.string(),
  totalQepik: z.number().int(),
});
export type AcceptOfferAnswer = z.infer<typeof acceptOfferAnswerSchema>;

export const offerSchema = z.object({
  offerId: z.string(),
  chatId: z.string(),
  storeId: z.string(),
  version: z.number().int(),
  status: z.enum(OFFER_STATUS),
  title: z.string(),
  description: z.string(),
  priceQepik: z.number().int(),
  deliveryFeeQepik: z.number().int(),
  productionDays: z.number().int(),
  validUntil: day,
  basedOnItem: z.object({ itemId: z.string(), title: z.string(), coverImage: z.string() }).nullable(),
  orderId: z.string().nullable(),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;
/**
 * GET /order/v1/getChatOffers?chatId= (the conversation's two sides): every version, oldest first.
 * Like every GET query, an unknown parameter is ignored.
 */
export const chatOffersQuerySchema = z.object({ chatId: id });
export const chatOffersSchema = z.object({ offers: z.array(offerSchema) });
