import { createHash } from 'node:crypto';
import {
  CHECKOUT_LINE_CHANGE,
  DELIVERY_METHOD,
  deliveryFeeOf,
  deliveryZoneFor,
  estimatedArrival,
  shipByDate,
  toQepik,
  type Cart,
  type CheckoutLine,
  type CheckoutQuote,
  type DeliveryChoice,
  type DeliveryOptions,
  type DeliveryZone,
  type PlaceOrderAnswer,
  type placeOrderRequestSchema,
} from '@marketplace/contract';
import type { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import type { Queryable } from '../auth/accounts.ts';
import { isUniqueViolation } from '../auth/accounts.ts';
import { readCart } from '../cart/service.ts';
import { NO_COUPONS, discountOfStoreOrder, readCheckoutCoupons, redeemCoupon, type CheckoutCoupons } from '../coupons/service.ts';
import { deliveryOptionsOfStores } from '../delivery/service.ts';
import { recordOrderVariations, takeCombinationStock } from '../variations/service.ts';
import { orderErrors } from './errors.ts';
import {
  checkoutItemRows,
  deleteCartLines,
  groupIdByCartState,
  groupOrderRows,
  insertGroup,
  insertOrder,
  lockCartLines,
  takeStock,
} from './store-checkout.ts';

export type PlaceOrderInput = z.output<typeof placeOrderRequestSchema>;
type SeenLine = PlaceOrderInput['seen']['lines'][number];

/** Why a cart line cannot be ordered now, as the quote marks it; null when it can. */
type LineProblem = Extract<NonNullable<CheckoutLine['change']>, { kind: 'STOCK' | 'UNAVAILABLE' }> | null;

interface PricedLine {
  line: CheckoutLine;
  storeId: string;
  pocketTypeId: number;
  /** Type-3 items: the stock counted when the cart was read; null for items without stock. */
  stock: number | null;
  /** The combination of an item with variations: its stock is the line's, taken with the item's. */
  variationId: string | null;
  problem: LineProblem;
}

/** The cart as the checkout reads it: each line in qəpik with what stops it, and each store's options. */
interface CheckoutState {
  cart: Cart;
  lines: PricedLine[];
  options: Map<string, DeliveryOptions>;
}

async function readCheckoutState(db: Queryable, buyerId: string): Promise<CheckoutState> {
  const cart = await readCart(db, buyerId);
  const cartLines = cart.stores.flatMap((store) => store.lines);
  const itemRows = await checkoutItemRows(db, [...new Set(cartLines.map((line) => line.itemId))]);
  const itemsById = new Map(itemRows.map((row) => [row.id, row]));
  const options = await deliveryOptionsOfStores(
    db,
    cart.stores.map((store) => store.storeId),
  );
  // Lines share stock per item, or per combination for an item with variations.
  const stockKey = (line: { itemId: string; variationId?: string | undefined }) => line.variationId ?? line.itemId;
  const unitsPerItem = new Map<string, number>();
  for (const line of cartLines) unitsPerItem.set(stockKey(line), (unitsPerItem.get(stockKey(line)) ?? 0) + line.quantity);

  const lines = cartLines.map((line): PricedLine => {
    const item = itemsById.get(line.itemId);
    const unitPriceQepik = toQepik(line.unitPrice);
    const pocketFeeQepik = toQepik(line.pocketFee);
    const short = line.stock !== null && (unitsPerItem.get(stockKey(line)) ?? 0) > line.stock;
    let problem: LineProblem = null;
    if (item?.buyable !== true || (!line.available && !short)) problem = { kind: CHECKOUT_LINE_CHANGE.UNAVAILABLE };
    else if (short) problem = { kind: CHECKOUT_LINE_CHANGE.STOCK, available: line.stock ?? 0 };
    return {
      storeId: line.storeId,
      pocketTypeId: line.pocketTypeId,
      stock: line.stock,
      variationId: line.variationId ?? null,
      problem,
      line: {
        lineId: line.lineId,
        itemId: line.itemId,
        title: line.productName,
        coverImage: line.coverImage,
        attributes: line.attributes,
        pocketTypeName: line.pocketTypeName,
        pocketFeeQepik,
        personalization: line.personalization,
        quantity: line.quantity,
        unitPriceQepik,
        lineTotalQepik: (unitPriceQepik + pocketFeeQepik) * line.quantity,
        processingDays: item?.processingDays ?? 0,
        change: problem,
      },
    };
  });
  return { cart, lines, options };
}

/** What one unit costs with its packaging: what a PRICE change compares. */
const unitCostOf = (line: { unitPriceQepik: number; pocketFeeQepik: number }) => line.unitPriceQepik + line.pocketFeeQepik;

/**
 * The quote of the cart as it is now, for `city` (null: no city chosen yet, pickup only). Lines that
 * cannot be ordered are marked and count for nothing; with `seen`, a line whose unit cost moved
 * since the buyer looked is marked PRICE.
 */
function quoteOf(
  state: CheckoutState,
  city: string | null,
  now: Date,
  seen?: Map<string, SeenLine>,
  coupons: CheckoutCoupons = NO_COUPONS,
): CheckoutQuote {
  let subtotalQepik = 0;
  let discountQepik = 0;
  let changed = false;
  const stores = state.cart.stores.map((store) => {
    const options = state.options.get(store.storeId);
    if (!options) throw new Error(`no delivery options read for store ${store.storeId}`);
    const lines = state.lines
      .filter((priced) => priced.storeId === store.storeId)
      .map(({ line, problem }) => {
        const before = seen?.get(line.lineId);
        const change: CheckoutLine['change'] =
          problem ??
          (before && unitCostOf(before) !== unitCostOf(line)
            ? { kind: CHECKOUT_LINE_CHANGE.PRICE, fromQepik: unitCostOf(before), toQepik: unitCostOf(line) }
            : null);
        if (change) changed = true;
        return { ...line, change };
      });
    const orderable = lines.filter((line) => line.change?.kind !== 'STOCK' && line.change?.kind !== 'UNAVAILABLE');
    const storeSubtotal = orderable.reduce((sum, line) => sum + line.lineTotalQepik, 0);
    subtotalQepik += storeSubtotal;
    // Coupons: the store's code on its orderable lines.
    const discount = discountOfStoreOrder(
      coupons,
      { storeId: store.storeId, lineTotalsQepik: orderable.map((line) => line.lineTotalQepik) },
      now,
    );
    discountQepik += discount.discountQepik;
    const shipBy = shipByDate(now, processingDaysOf(options, orderable.length > 0 ? orderable : lines));
    return {
      storeId: store.storeId,
      storeName: store.companyName,
      profileImage: store.profileImage,
      lines,
      subtotalQepik: storeSubtotal,
      shipBy,
      // A store with nothing left to order offers no way to receive it (and no fee to add).
      choices: orderable.length > 0 ? choicesOf(options, city, storeSubtotal, shipBy) : [],
      freeDeliveryFromQepik: options.freeDeliveryFromQepik,
      ...(discount.coupon ? { coupon: discount.coupon, discountQepik: discount.discountQepik } : {}),
    };
  });
  return { stores, subtotalQepik, ...(discountQepik > 0 ? { discountQepik } : {}), changed };
}

/** The longest of the store's processing days and its lines' items'. */
function processingDaysOf(options: DeliveryOptions, lines: ReadonlyArray<Pick<CheckoutLine, 'processingDays'>>): number {
  return Math.max(options.processingDays, ...lines.map((line) => line.processingDays));
}

function deliveryChoice(
  zone: DeliveryZone,
  subtotalQepik: number,
  options: DeliveryOptions,
  shipBy: string,
): Extract<DeliveryChoice, { method: 'DELIVERY' }> {
  return {
    method: DELIVERY_METHOD.DELIVERY,
    zoneId: zone.zoneId,
    kind: zone.kind,
    feeQepik: deliveryFeeOf(zone, subtotalQepik, options.freeDeliveryFromQepik),
    zoneFeeQepik: zone.feeQepik,
    estimatedArrival: estimatedArrival(shipBy, zone),
  };
}

function choicesOf(options: DeliveryOptions, city: string | null, subtotalQepik: number, shipBy: string): DeliveryChoice[] {
  const choices: DeliveryChoice[] = [];
  const zone = city === null ? null : deliveryZoneFor(options, city);
  if (zone) choices.push(deliveryChoice(zone, subtotalQepik, options, shipBy));
  if (options.pickup.enabled) choices.push({ method: DELIVERY_METHOD.PICKUP, address: options.pickup.address, readyBy: shipBy });
  return choices;
}

/** POST previewCheckout: the buyer's cart as it would be ordered now, priced for `city`. */
export async function previewCheckout(
  db: Database,
  buyerId: string,
  city: string | null,
  codes: ReadonlyArray<{ storeId: string; code: string }> = [],
): Promise<CheckoutQuote> {
  const state = await readCheckoutState(db, buyerId);
  const coupons = await readCheckoutCoupons(db, buyerId, codes, new Set(state.cart.stores.map((store) => store.storeId)), false);
  return quoteOf(state, city, new Date(), undefined, coupons);
}

/**
 * One cart state, named by the lines it orders (their ids and quantities): cart line ids are never
 * used again once ordered, so the same lines in the same quantities are the same checkout — also for
 * a request that arrives after the first one already emptied the cart.
 */
export function cartStateOf(lines: ReadonlyArray<{ lineId: string; quantity: number }>): string {
  const text = lines
    .map((line) => `${line.lineId}:${line.quantity}`)
    .sort()
    .join(',');
  return createHash('sha256').update(text).digest('hex');
}

async function answerOfGroup(db: Queryable, groupId: string): Promise<PlaceOrderAnswer> {
  const rows = await groupOrderRows(db, groupId);
  return {
    kind: 'PLACED',
    groupId,
    orders: rows.map(({ orderId, number, storeId, totalQepik }) => ({ orderId, number, storeId, totalQepik })),
    totalQepik: rows[0]?.groupTotalQepik ?? 0,
  };
}

/**
 * The units each stocked item (or combination of an item with variations) gives to these lines,
 * items in id order and an item's combinations in theirs (every order takes its row locks in one order).
 */
function unitsToTake(
  lines: readonly PricedLine[],
): Array<{ itemId: string; variationId: string | null; units: number; lines: PricedLine[] }> {
  const byItem = new Map<string, { itemId: string; variationId: string | null; units: number; lines: PricedLine[] }>();
  for (const priced of lines) {
    if (priced.stock === null) continue;
    const key = `${priced.line.itemId}/${priced.variationId ?? ''}`;
    const entry = byItem.get(key) ?? { itemId: priced.line.itemId, variationId: priced.variationId, units: 0, lines: [] };
    entry.units += priced.line.quantity;
    entry.lines.push(priced);
    byItem.set(key, entry);
  }
  const order = (entry: { itemId: string; variationId: string | null }) => `${entry.itemId}/${entry.variationId ?? ''}`;
  return [...byItem.values()].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0));
}

const outOfStock = (lines: readonly PricedLine[], available: number, quote: CheckoutQuote) => {
  const first = lines[0];
  if (!first) throw new Error('out of stock without a line');
  return orderErrors.outOfStock(
    lines.map((priced) => priced.line.lineId),
    { itemId: first.line.itemId, title: first.line.title, available },
    quote,
  );
};

/**
 * Everything a placed order is checked against, in one transaction with the cart's lines locked:
 * the lines and prices the buyer saw, the stores and their delivery, the stock (as counted now: the
 * writing takes it conditionally). Writes nothing.
 */
async function checkLocked(tx: Queryable, buyerId: string, input: PlaceOrderInput, now: Date) {
  const state = await readCheckoutState(tx, buyerId);
  if (state.lines.length === 0) throw orderErrors.cartEmpty();
  const seen = new Map(input.seen.lines.map((line) => [line.lineId, line]));
  const city = input.address?.city ?? null;
  const coupons = await readCheckoutCoupons(
    tx,
    buyerId,
    input.coupons,
    new Set(state.cart.stores.map((store) => store.storeId)),
    true,
  );
  const quote = quoteOf(state, city, now, seen, coupons);

  // The buyer orders what they saw: the same lines in the same quantities at the same prices. Lines
  // they saw as unavailable may stay behind in the cart; a line the cart no longer has, or one added
  // since, is a change.
  const ordered = state.lines.filter((priced) => seen.has(priced.line.lineId));
  const sameLines =
    ordered.length === seen.size &&
    ordered.every((priced) => {
      const before = seen.get(priced.line.lineId);
      return (
        before !== undefined &&
        priced.problem?.kind !== CHECKOUT_LINE_CHANGE.UNAVAILABLE &&
        before.quantity === priced.line.quantity &&
        unitCostOf(before) === unitCostOf(priced.line) &&
        before.unitPriceQepik === priced.line.unitPriceQepik
      );
    }) &&
    state.lines.every((priced) => seen.has(priced.line.lineId) || priced.problem !== null);
  if (!sameLines) throw orderErrors.checkoutChanged({ ...quote, changed: true });

  for (const item of unitsToTake(ordered)) {
    const stock = item.lines[0]?.stock ?? 0;
    if (item.units > stock) throw outOfStock(item.lines, stock, quote);
  }

  // `stores` names the cart's stores, each once, and every store with a line to order; a store whose
  // lines all stay behind may be named or not (nothing of it is ordered).
  const cartStoreIds = new Set(state.cart.stores.map((store) => store.storeId));
  const orderedStoreIds = new Set(ordered.map((priced) => priced.storeId));
  const named = input.stores.map((store) => store.storeId);
  if (
    new Set(named).size !== named.length ||
    !named.every((id) => cartStoreIds.has(id)) ||
    ![...orderedStoreIds].every((id) => named.includes(id))
  ) {
    throw orderErrors.storesMismatch();
  }

  // Each store's order as it will be written; its delivery as the buyer chose it.
  const chosen = input.stores.flatMap((choice, index) => (orderedStoreIds.has(choice.storeId) ? [{ choice, index }] : []));
  const perStore = chosen.map(({ choice, index }) => {
    const options = state.options.get(choice.storeId);
    if (!options) throw new Error(`no delivery options read for store ${choice.storeId}`);
    const lines = ordered.filter((priced) => priced.storeId === choice.storeId);
    const subtotalQepik = lines.reduce((sum, priced) => sum + priced.line.lineTotalQepik, 0);
    const discount = discountOfStoreOrder(
      coupons,
      { storeId: choice.storeId, lineTotalsQepik: lines.map((priced) => priced.line.lineTotalQepik) },
      now,
    );
    const processingDays = processingDaysOf(
      options,
      lines.map((priced) => priced.line),
    );
    const shipBy = shipByDate(now, processingDays);
    if (choice.method === DELIVERY_METHOD.PICKUP) {
      if (!options.pickup.enabled) throw orderErrors.pickupNotOffered(index, choice.storeId);
      return {
        choice,
        lines,
        subtotalQepik,
        discount,
        processingDays,
        shipBy,
        feeQepik: 0,
        zone: null,
        arrival: shipBy,
        options,
      };
    }
    if (!input.address) throw orderErrors.addressRequired();
    const zone = deliveryZoneFor(options, input.address.city);
    if (!zone || (choice.zoneId !== null && choice.zoneId !== zone.zoneId)) {
      throw orderErrors.deliveryNotAvailable(index, choice.storeId);
    }
    const delivery = deliveryChoice(zone, subtotalQepik, options, shipBy);
    return {
      choice,
      lines,
      subtotalQepik,
      discount,
      processingDays,
      shipBy,
      feeQepik: delivery.feeQepik,
      zone,
      arrival: delivery.estimatedArrival,
      options,
    };
  });

  const totalQepik = perStore.reduce(
    (sum, store) => sum + store.subtotalQepik - store.discount.discountQepik + store.feeQepik,
    0,
  );
  if (totalQepik !== input.seen.totalQepik) throw orderErrors.checkoutChanged({ ...quote, changed: true });
  return { input, city, seen, ordered, perStore, totalQepik, coupons };
}

type CheckedCheckout = Awaited<ReturnType<typeof checkLocked>>;

/** What checking a checkout found: these lines were placed already (their group), or all is ready to place. */
export type CheckoutCheck =
  | { kind: 'PLACED'; answer: PlaceOrderAnswer }
  | { kind: 'READY'; cartState: string; totalQepik: number; checked: CheckedCheckout };

/**
 * Every check of placing, in the caller's transaction with the buyer's cart lines locked, writing
 * nothing: a refusal throws the same coded error placing would. A card checkout runs it before it
 * sends the buyer to the gateway.
 */
export async function checkCheckout(tx: Queryable, buyerId: string, input: PlaceOrderInput, now: Date): Promise<CheckoutCheck> {
  const cartState = cartStateOf(input.seen.lines);
  await lockCartLines(tx, buyerId);
  // Another tab or a retry with another key placed these very lines: answer its group.
  const placed = await groupIdByCartState(tx, buyerId, cartState);
  if (placed) return { kind: 'PLACED', answer: await answerOfGroup(tx, placed) };
  const checked = await checkLocked(tx, buyerId, input, now);
  return { kind: 'READY', cartState, totalQepik: checked.totalQepik, checked };
}

/**
 * How the orders of a checkout are paid: `open` (in the placing transaction, once every check
 * passed) answers the payment the orders belong to — cash writes it there, a card's authorisation
 * names its own —, and `placed` links it to the group written.
 */
export interface CheckoutPayment {
  open(tx: Queryable, checkout: { totalQepik: number; cartState: string }): Promise<string>;
  /** Paid already (a card's authorisation): the orders are PAID; else PENDING (cash). */
  paid: boolean;
  placed(tx: Queryable, paymentId: string, groupId: string): Promise<void>;
}

/** Takes the stock and writes the group, its orders and their lines, and empties those cart lines. */
async function writeCheckout(
  tx: Queryable,
  buyerId: string,
  check: Extract<CheckoutCheck, { kind: 'READY' }>,
  payment: CheckoutPayment,
  now: Date,
): Promise<PlacedCheckout> {
  const { cartState } = check;
  const { input, city, seen, ordered, perStore, totalQepik, coupons } = check.checked;
  const paymentId = await payment.open(tx, { totalQepik, cartState });
  const stocked = unitsToTake(ordered);
  for (const item of stocked) {
    const taken =
      item.variationId === null
        ? await takeStock(tx, item.itemId, item.units)
        : await takeCombinationStock(tx, item.itemId, item.variationId, item.units);
    if (taken) continue;
    // Another order took the units since the cart was read: the quote as it is now marks them.
    const current = await readCheckoutState(tx, buyerId);
    const left =
      current.lines.find((priced) => priced.line.itemId === item.itemId && priced.variationId === item.variationId)?.stock ?? 0;
    throw outOfStock(item.lines, left, quoteOf(current, city, now, seen, coupons));
  }

  const delivered = perStore.some((store) => store.choice.method === DELIVERY_METHOD.DELIVERY);
  const groupId = await insertGroup(tx, {
    buyerId,
    cartState,
    contactName: input.contact.name,
    contactPhone: input.contact.phone,
    address: delivered ? input.address : null,
    note: input.note,
    giftMessage: input.giftMessage,
    totalQepik,
    createdAt: now,
  });
  for (const store of perStore) {
    const orderId = await insertOrder(
      tx,
      {
        groupId,
        buyerId,
        sellerId: store.choice.storeId,
        contactName: input.contact.name,
        deliveryMethod: store.choice.method,
        zoneKind: store.zone?.kind ?? null,
        pickupAddress: store.choice.method === DELIVERY_METHOD.PICKUP ? store.options.pickup.address : '',
        subtotalQepik: store.subtotalQepik,
        deliveryFeeQepik: store.feeQepik,
        discountQepik: store.discount.discountQepik,
        totalQepik: store.subtotalQepik - store.discount.discountQepik + store.feeQepik,
        processingDays: store.processingDays,
        shipBy: store.shipBy,
        estimatedArrival: store.arrival,
        placedAt: now,
        updatedAt: now,
        paymentId,
        paymentStatus: payment.paid ? 'PAID' : 'PENDING',
      },
      store.lines.map(({ line, pocketTypeId, stock }, position) => ({
        position,
        itemId: line.itemId,
        title: line.title,
        coverImage: line.coverImage,
        attributes: line.attributes,
        pocketTypeId,
        pocketTypeName: line.pocketTypeName,
        pocketFeeQepik: line.pocketFeeQepik,
        personalization: line.personalization,
        quantity: line.quantity,
        unitPriceQepik: line.unitPriceQepik,
        lineTotalQepik: line.lineTotalQepik,
        discountQepik: store.discount.lineDiscountsQepik[position] ?? 0,
        processingDays: line.processingDays,
        stockReserved: stock === null ? 0 : line.quantity,
      })),
      { actorId: buyerId, at: now },
    );
    const { couponId, coupon } = store.discount;
    if (couponId && coupon) {
      await redeemCoupon(tx, { orderId, couponId, buyerId, code: coupon.code, discountQepik: coupon.discountQepik, at: now });
    }
    await recordOrderVariations(
      tx,
      orderId,
      store.lines.map(({ line, variationId }, position) => ({ position, variationId, stockReserved: line.quantity })),
    );
  }
  await deleteCartLines(
    tx,
    buyerId,
    ordered.map((priced) => priced.line.lineId),
  );
  await payment.placed(tx, paymentId, groupId);
  return { answer: await answerOfGroup(tx, groupId), fresh: true, stockTaken: stocked.length > 0 };
}

/**
 * Places the checkout in the caller's transaction: every check, then the writing, paid by
 * `payment`. The same lines placed before answer their group (fresh: false) and write nothing.
 */
export async function placeInTransaction(
  tx: Queryable,
  buyerId: string,
  input: PlaceOrderInput,
  payment: CheckoutPayment,
  now: Date,
): Promise<PlacedCheckout> {
  const check = await checkCheckout(tx, buyerId, input, now);
  if (check.kind === 'PLACED') return { answer: check.answer, fresh: false, stockTaken: false };
  return writeCheckout(tx, buyerId, check, payment, now);
}

/** What placing answered, and whether this call placed it (its steps after the commit are due) and took stock. */
export interface PlacedCheckout {
  answer: PlaceOrderAnswer;
  fresh: boolean;
  stockTaken: boolean;
}

/**
 * POST placeOrder: the buyer's cart becomes one order group and one order per store, in one
 * transaction. The same cart state is placed once: a second request for it (another tab, a retry
 * under another key) answers the first one's group, also when the two race to the unique index.
 */
export async function placeOrder(
  db: Database,
  buyerId: string,
  input: PlaceOrderInput,
  payment: CheckoutPayment,
): Promise<PlacedCheckout> {
  const cartState = cartStateOf(input.seen.lines);
  try {
    return await db.transaction((tx) => placeInTransaction(tx, buyerId, input, payment, new Date()));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const placed = await groupIdByCartState(db, buyerId, cartState);
    if (!placed) throw error;
    return { answer: await answerOfGroup(db, placed), fresh: false, stockTaken: false };
  }
}
