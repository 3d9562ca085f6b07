import {
  DEFAULT_POCKET_TYPE,
  DELIVERY_METHOD,
  OFFER_STATUS,
  OFFER_VALID_DAYS_MAX,
  bakuDate,
  daysUntil,
  deliveryZoneFor,
  estimatedArrival,
  shipByDate,
  type AcceptOfferAnswer,
  type DeliveryZone,
  type Offer,
  type OfferStatus,
  type acceptOfferRequestSchema,
  type replaceOfferRequestSchema,
  type sendOfferRequestSchema,
} from '@marketplace/contract';
import type { z } from 'zod';
import type { Database } from '../../db/connection.ts';
import { isUuid } from '../../http/ids.ts';
import type { Queryable } from '../auth/accounts.ts';
import { isUniqueViolation } from '../auth/accounts.ts';
import { assertMayWrite } from '../chat/blocks.ts';
import { deliveryOptionsOfStores } from '../delivery/service.ts';
import { orderErrors } from './errors.ts';
import { insertGroup, insertOrder } from './store-checkout.ts';
import {
  chatOfferRows,
  insertOffer,
  lastOfferVersion,
  lockOffer,
  lockOfferChat,
  lockOpenOffer,
  offerById,
  offerChat,
  offerOrderRow,
  offerRowWithItem,
  sellerItem,
  updateOffer,
  type OfferRow,
} from './store-offers.ts';

type SendOfferInput = z.output<typeof sendOfferRequestSchema>;
type ReplaceOfferInput = z.output<typeof replaceOfferRequestSchema>;
type AcceptOfferInput = z.output<typeof acceptOfferRequestSchema>;
type OfferTerms = Omit<SendOfferInput, 'chatId'>;

/** An offer write that committed: its answer, and the conversation whose two sides are told live. */
export interface OfferWritten<T> {
  answer: T;
  chatId: string;
}

/** The status a reader sees: an OPEN offer whose last day (Baku) has passed is EXPIRED (never stored). */
export function offerStatusOf(offer: Pick<OfferRow, 'status' | 'validUntil'>, today: string): OfferStatus {
  return offer.status === OFFER_STATUS.OPEN && offer.validUntil < today ? OFFER_STATUS.EXPIRED : offer.status;
}

function toOffer(row: { offer: OfferRow; itemTitle: string | null; itemCoverImage: string | null }, today: string): Offer {
  const { offer } = row;
  return {
    offerId: offer.id,
    chatId: offer.chatId,
    storeId: offer.sellerId,
    version: offer.version,
    status: offerStatusOf(offer, today),
    title: offer.title,
    description: offer.description,
    priceQepik: offer.priceQepik,
    deliveryFeeQepik: offer.deliveryFeeQepik,
    productionDays: offer.productionDays,
    validUntil: offer.validUntil,
    basedOnItem:
      offer.basedOnItemId !== null && row.itemTitle !== null
        ? { itemId: offer.basedOnItemId, title: row.itemTitle, coverImage: row.itemCoverImage ?? '' }
        : null,
    orderId: offer.orderId,
    createdAt: offer.createdAt.toISOString(),
  };
}

async function answerOf(db: Queryable, offerId: string, today: string): Promise<Offer> {
  const row = await offerRowWithItem(db, offerId);
  if (!row) throw new Error(`offer ${offerId} not found after its write`);
  return toOffer(row, today);
}

/**
 * What the schema cannot judge of an offer's terms: its last day from today to today +
 * OFFER_VALID_DAYS_MAX (Baku) and a calendar date; the item it is based on the seller's own.
 */
async function checkTerms(db: Queryable, sellerId: string, terms: OfferTerms, today: string): Promise<void> {
  const real = new Date(`${terms.validUntil}T00:00:00Z`);
  const ahead = daysUntil(terms.validUntil, today);
  if (Number.isNaN(real.getTime()) || real.toISOString().slice(0, 10) !== terms.validUntil) {
    throw orderErrors.offerField('validUntil', 'Not a date.');
  }
  if (ahead < 0 || ahead > OFFER_VALID_DAYS_MAX) {
    throw orderErrors.offerField('validUntil', `Choose a day from today to ${OFFER_VALID_DAYS_MAX} days from today.`);
  }
  if (terms.basedOnItemId !== null) {
    if (!isUuid(terms.basedOnItemId) || !(await sellerItem(db, terms.basedOnItemId, sellerId))) {
      throw orderErrors.offerField('basedOnItemId', 'Not one of your products.');
    }
  }
}

/** A new version of the chat's offer (the chat locked), replacing `replaced` when given. */
async function writeVersion(
  tx: Queryable,
  chat: { id: string; buyerId: string; sellerId: string },
  terms: OfferTerms,
  replaced: OfferRow | undefined,
  now: Date,
): Promise<OfferRow> {
  if (replaced) await updateOffer(tx, replaced.id, { status: OFFER_STATUS.REPLACED, updatedAt: now });
  return insertOffer(tx, {
    chatId: chat.id,
    sellerId: chat.sellerId,
    buyerId: chat.buyerId,
    version: (await lastOfferVersion(tx, chat.id)) + 1,
    replacesId: replaced?.id ?? null,
    status: OFFER_STATUS.OPEN,
    title: terms.title,
    description: terms.description,
    priceQepik: terms.priceQepik,
    deliveryFeeQepik: terms.deliveryFeeQepik,
    productionDays: terms.productionDays,
    validUntil: terms.validUntil,
    basedOnItemId: terms.basedOnItemId,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * POST sendOffer: the seller of a custom-order conversation offers to make something. A
 * conversation that is not theirs is 404, as an unknown one; one of theirs of another kind (their
 * own support chat) 409 OFFER_CHAT_NOT_CUSTOM_ORDER. An OPEN offer of the conversation (expired or
 * not) is marked REPLACED by the new version. An account an admin stopped from writing in chats is
 * 403 CHAT_BLOCKED.
 */
export async function sendOffer(
  db: Database,
  sellerId: string,
  input: SendOfferInput,
  now = new Date(),
): Promise<OfferWritten<Offer>> {
  if (!isUuid(input.chatId)) throw orderErrors.offerChatNotFound();
  const today = bakuDate(now);
  const chat = await offerChat(db, input.chatId);
  if (!chat || (chat.buyerId !== sellerId && chat.sellerId !== sellerId)) throw orderErrors.offerChatNotFound();
  if (chat.kind !== 'customOrder') throw orderErrors.offerChatNotCustomOrder();
  if (chat.sellerId !== sellerId || chat.buyerId === null) throw orderErrors.offerChatNotFound();
  await assertMayWrite(db, sellerId);
  await checkTerms(db, sellerId, input, today);
  const row = await db.transaction(async (tx) => {
    const locked = await lockOfferChat(tx, chat.id);
    if (!locked?.buyerId || !locked.sellerId) throw orderErrors.offerChatNotFound();
    const open = await lockOpenOffer(tx, chat.id);
    return writeVersion(tx, { id: locked.id, buyerId: locked.buyerId, sellerId: locked.sellerId }, input, open, now);
  });
  return { answer: await answerOf(db, row.id, today), chatId: chat.id };
}

/** The seller's offer, locked with its conversation, and OPEN: else 404, or 409 OFFER_NOT_OPEN with its status. */
async function lockOpenOfferOfSeller(tx: Queryable, sellerId: string, offer: OfferRow, today: string): Promise<OfferRow> {
  await lockOfferChat(tx, offer.chatId);
  const locked = await lockOffer(tx, offer.id);
  if (!locked || locked.sellerId !== sellerId) throw orderErrors.offerNotFound();
  const status = offerStatusOf(locked, today);
  if (status !== OFFER_STATUS.OPEN) throw orderErrors.offerNotOpen(status);
  return locked;
}

async function sellersOffer(db: Queryable, sellerId: string, offerId: string): Promise<OfferRow> {
  const offer = isUuid(offerId) ? await offerById(db, offerId) : undefined;
  if (!offer || offer.sellerId !== sellerId) throw orderErrors.offerNotFound();
  return offer;
}

/**
 * POST replaceOffer: the offer's seller changes it. The offer must be OPEN and not expired (else
 * 409 OFFER_NOT_OPEN, `details.status`); in one transaction it is marked REPLACED and the new terms
 * are the conversation's next version, naming it in `replacesId`. Answers the new version.
 */
export async function replaceOffer(
  db: Database,
  sellerId: string,
  input: ReplaceOfferInput,
  now = new Date(),
): Promise<OfferWritten<Offer>> {
  const today = bakuDate(now);
  const offer = await sellersOffer(db, sellerId, input.offerId);
  await assertMayWrite(db, sellerId);
  await checkTerms(db, sellerId, input, today);
  const row = await db.transaction(async (tx) => {
    const locked = await lockOpenOfferOfSeller(tx, sellerId, offer, today);
    return writeVersion(tx, { id: locked.chatId, buyerId: locked.buyerId, sellerId: locked.sellerId }, input, locked, now);
  });
  return { answer: await answerOf(db, row.id, today), chatId: offer.chatId };
}

/** POST withdrawOffer: the offer's seller takes it back: OPEN (not expired) becomes WITHDRAWN; else 409 OFFER_NOT_OPEN. */
export async function withdrawOffer(
  db: Database,
  sellerId: string,
  offerId: string,
  now = new Date(),
): Promise<OfferWritten<Offer>> {
  const today = bakuDate(now);
  const offer = await sellersOffer(db, sellerId, offerId);
  await db.transaction(async (tx) => {
    const locked = await lockOpenOfferOfSeller(tx, sellerId, offer, today);
    await updateOffer(tx, locked.id, { status: OFFER_STATUS.WITHDRAWN, updatedAt: now });
  });
  return { answer: await answerOf(db, offer.id, today), chatId: offer.chatId };
}

/**
 * The order an accepted offer becomes, in the accept's transaction (the offer locked and OPEN): a
 * group of its own (its cart state names the offer, so a second order of it fails the unique index)
 * and one order of the offer's store with one line, the offer's title and price, its delivery fee
 * when delivered, its production days to the ship-by date, the conversation and the offer.
 */
async function placeOfferOrder(tx: Queryable, offer: OfferRow, input: AcceptOfferInput, now: Date): Promise<string> {
  const options = (await deliveryOptionsOfStores(tx, [offer.sellerId])).get(offer.sellerId);
  if (!options) throw new Error(`no delivery options read for store ${offer.sellerId}`);
  const shipBy = shipByDate(now, offer.productionDays);
  let delivery: { zone: DeliveryZone | null; fee: number; arrival: string };
  if (input.method === DELIVERY_METHOD.PICKUP) {
    if (!options.pickup.enabled) throw orderErrors.offerPickupNotOffered();
    delivery = { zone: null, fee: 0, arrival: shipBy };
  } else {
    if (!input.address) throw orderErrors.addressRequired();
    // The seller priced the delivery in the offer: a city outside their zones is still delivered to,
    // its arrival then unknown beyond the ship-by date.
    const zone = deliveryZoneFor(options, input.address.city);
    delivery = { zone, fee: offer.deliveryFeeQepik, arrival: zone ? estimatedArrival(shipBy, zone) : shipBy };
  }
  const item = offer.basedOnItemId ? await sellerItem(tx, offer.basedOnItemId, offer.sellerId) : undefined;
  const totalQepik = offer.priceQepik + delivery.fee;
  const delivered = input.method === DELIVERY_METHOD.DELIVERY;
  const groupId = await insertGroup(tx, {
    buyerId: offer.buyerId,
    cartState: `offer:${offer.id}`,
    contactName: input.contact.name,
    contactPhone: input.contact.phone,
    address: delivered ? input.address : null,
    note: input.note,
    giftMessage: null,
    totalQepik,
    createdAt: now,
  });
  return insertOrder(
    tx,
    {
      groupId,
      buyerId: offer.buyerId,
      sellerId: offer.sellerId,
      contactName: input.contact.name,
      deliveryMethod: input.method,
      zoneKind: delivery.zone?.kind ?? null,
      pickupAddress: delivered ? '' : options.pickup.address,
      subtotalQepik: offer.priceQepik,
      deliveryFeeQepik: delivery.fee,
      totalQepik,
      processingDays: offer.productionDays,
      shipBy,
      estimatedArrival: delivery.arrival,
      chatId: offer.chatId,
      offerId: offer.id,
      placedAt: now,
      updatedAt: now,
    },
    [
      {
        position: 0,
        itemId: item?.id ?? null,
        title: offer.title,
        coverImage: item?.coverImage ?? '',
        attributes: {},
        pocketTypeId: DEFAULT_POCKET_TYPE.id,
        pocketTypeName: DEFAULT_POCKET_TYPE.name,
        pocketFeeQepik: 0,
        // What the seller will make, as the buyer accepted it: on the order and its packing slip.
        personalization: offer.description,
        quantity: 1,
        unitPriceQepik: offer.priceQepik,
        lineTotalQepik: offer.priceQepik,
        processingDays: offer.productionDays,
        stockReserved: 0,
      },
    ],
    { actorId: offer.buyerId, at: now },
  );
}

/**
 * POST acceptOffer: the conversation's buyer accepts the offer, and it becomes an order of its store.
 * In one transaction the offer is locked (after its conversation) and must be OPEN and not expired
 * (else 409 OFFER_NOT_OPEN with its status; an ACCEPTED one names its order), the order is placed
 * and the offer marked ACCEPTED with it. So of two accepts, sequential or at once, the second
 * creates nothing. Anyone but the buyer hears 404, as for an unknown offer.
 */
export async function acceptOffer(
  db: Database,
  buyerId: string,
  input: AcceptOfferInput,
  now = new Date(),
): Promise<OfferWritten<AcceptOfferAnswer>> {
  const today = bakuDate(now);
  const offer = isUuid(input.offerId) ? await offerById(db, input.offerId) : undefined;
  if (!offer || offer.buyerId !== buyerId) throw orderErrors.offerNotFound();
  const refusal = (locked: OfferRow) => orderErrors.offerNotOpen(offerStatusOf(locked, today), locked.orderId);
  let orderId: string;
  try {
    orderId = await db.transaction(async (tx) => {
      await lockOfferChat(tx, offer.chatId);
      const locked = await lockOffer(tx, offer.id);
      if (!locked || locked.buyerId !== buyerId) throw orderErrors.offerNotFound();
      if (offerStatusOf(locked, today) !== OFFER_STATUS.OPEN) throw refusal(locked);
      const placed = await placeOfferOrder(tx, locked, input, now);
      await updateOffer(tx, locked.id, { status: OFFER_STATUS.ACCEPTED, orderId: placed, updatedAt: now });
      return placed;
    });
  } catch (error) {
    // The offer's one order already exists (a race the locks did not see): the offer says so now.
    if (!isUniqueViolation(error)) throw error;
    const current = await offerById(db, offer.id);
    if (!current || current.status === OFFER_STATUS.OPEN) throw error;
    throw refusal(current);
  }
  const order = await offerOrderRow(db, orderId);
  if (!order) throw new Error(`order ${orderId} not found after accepting offer ${offer.id}`);
  return { answer: order, chatId: offer.chatId };
}

/**
 * GET getChatOffers: every version of a custom-order conversation's offers, oldest first, for its
 * two sides; anyone else (an admin too) hears 404, as for an unknown conversation.
 */
export async function chatOffers(db: Database, accountId: string, chatId: string, now = new Date()): Promise<Offer[]> {
  if (!isUuid(chatId)) throw orderErrors.offerChatNotFound();
  const chat = await offerChat(db, chatId);
  if (!chat || chat.kind !== 'customOrder' || (chat.buyerId !== accountId && chat.sellerId !== accountId)) {
    throw orderErrors.offerChatNotFound();
  }
  const today = bakuDate(now);
  return (await chatOfferRows(db, chatId)).map((row) => toOffer(row, today));
}
