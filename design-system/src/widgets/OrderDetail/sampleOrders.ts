import {
  DELIVERY_METHOD,
  DELIVERY_ZONE_KIND,
  ORDER_ACTION,
  ORDER_ACTOR,
  ORDER_STATUS,
  isOrderLate,
  orderActionsFor,
  type OrderActor,
  type OrderDetail,
  type OrderEvent,
  type OrderStatus,
  type OrderSummary,
} from '@marketplace/contract';
import { samplePhoto } from '../MediaUploader/storyMedia.ts';

/** Story data for the order widgets: a two-line order of a ceramics store, in any status. */

/** The story world's today in Baku (the frozen clock's day). */
export const STORY_TODAY = '2026-01-15';

const STORE = 'Nar Keramika';
const BUYER = 'Leyla Məmmədova';

const placed: OrderEvent = {
  status: ORDER_STATUS.PLACED,
  action: null,
  actor: ORDER_ACTOR.BUYER,
  actorName: BUYER,
  note: '',
  at: '2026-01-12T08:30:00Z',
};

/** The events that bring an order to `status`, one working day apart. */
function eventsTo(status: OrderStatus): OrderEvent[] {
  const path: Array<[OrderStatus, OrderEvent['action'], OrderActor, string, string]> = [
    [ORDER_STATUS.ACCEPTED, ORDER_ACTION.ACCEPT, ORDER_ACTOR.SELLER, STORE, '2026-01-12T11:05:00Z'],
    [ORDER_STATUS.IN_PRODUCTION, ORDER_ACTION.START_PRODUCTION, ORDER_ACTOR.SELLER, STORE, '2026-01-13T07:40:00Z'],
    [ORDER_STATUS.SHIPPED, ORDER_ACTION.SHIP, ORDER_ACTOR.SELLER, STORE, '2026-01-14T12:15:00Z'],
    [ORDER_STATUS.DELIVERED, ORDER_ACTION.CONFIRM_DELIVERED, ORDER_ACTOR.BUYER, BUYER, '2026-01-15T06:20:00Z'],
    [ORDER_STATUS.COMPLETED, ORDER_ACTION.COMPLETE, ORDER_ACTOR.SYSTEM, '', '2026-01-15T09:00:00Z'],
  ];
  if (status === ORDER_STATUS.CANCELLED) {
    return [
      placed,
      {
        status: ORDER_STATUS.CANCELLED,
        action: ORDER_ACTION.DECLINE,
        actor: ORDER_ACTOR.SELLER,
        actorName: STORE,
        note: 'Bu ölçüdə gil qab hazırda düzəldə bilmirik, üzr istəyirik.',
        at: '2026-01-12T10:00:00Z',
      },
    ];
  }
  const events = [placed];
  for (const [to, action, actor, actorName, at] of path) {
    if (events.at(-1)?.status === status) break;
    events.push({
      status: to,
      action,
      actor,
      actorName,
      note: to === ORDER_STATUS.SHIPPED ? 'Azərpoçt · RR123456789AZ' : '',
      at,
    });
  }
  return events;
}

const SHIPPED_OR_LATER: readonly OrderStatus[] = [ORDER_STATUS.SHIPPED, ORDER_STATUS.DELIVERED, ORDER_STATUS.COMPLETED];

/** An order of the sample store in `status`, as the buyer (`BUYER`) or the store (`SELLER`) sees it. */
export function sampleOrder(
  status: OrderStatus,
  viewer: OrderActor = ORDER_ACTOR.BUYER,
  overrides: Partial<OrderDetail> = {},
): OrderDetail {
  const shipped = SHIPPED_OR_LATER.includes(status);
  return {
    orderId: 'o-100023',
    number: 100023,
    groupId: 'g-1',
    status,
    storeId: 's1',
    storeName: STORE,
    buyerName: BUYER,
    itemCount: 3,
    coverImage: samplePhoto(20),
    totalQepik: 15_700,
    placedAt: placed.at,
    shipBy: '2026-01-16',
    late: false,
    storeProfileImage: samplePhoto(350),
    contact: { name: BUYER, phone: '+994501234567' },
    delivery: {
      method: DELIVERY_METHOD.DELIVERY,
      address: { city: 'Bakı', street: 'Nizami küçəsi 45, mənzil 12', notes: 'Domofon işləmir, zəng edin.' },
      zoneKind: DELIVERY_ZONE_KIND.BAKU,
      pickupAddress: '',
      estimatedArrival: '2026-01-20',
    },
    lines: [
      {
        itemId: 'i1',
        title: 'Nar formalı keramika qab',
        coverImage: samplePhoto(20),
        attributes: { Rəng: 'Qırmızı', Ölçü: 'Orta' },
        pocketTypeName: 'Hədiyyə qutusu',
        pocketFeeQepik: 250,
        personalization: 'Dibinə yazılsın: «Ana, 60 yaşın mübarək»',
        quantity: 2,
        unitPriceQepik: 4_500,
        lineTotalQepik: 9_500,
      },
      {
        itemId: null,
        title: 'Şirli çay fincanı',
        coverImage: samplePhoto(185),
        attributes: {},
        pocketTypeName: 'Standart',
        pocketFeeQepik: 0,
        personalization: '',
        quantity: 1,
        unitPriceQepik: 5_700,
        lineTotalQepik: 5_700,
      },
    ],
    subtotalQepik: 15_200,
    deliveryFeeQepik: 500,
    note: 'Zəhmət olmasa, axşam saat 18:00-dan sonra gətirin.',
    giftMessage: null,
    shipment: shipped
      ? { carrier: 'Azərpoçt', trackingNumber: 'RR123456789AZ', trackingUrl: 'https://www.azerpost.az/track?code=RR123456789AZ' }
      : null,
    cancelReason: status === ORDER_STATUS.CANCELLED ? 'Bu ölçüdə gil qab hazırda düzəldə bilmirik, üzr istəyirik.' : '',
    events: eventsTo(status),
    actions: orderActionsFor(status, viewer),
    chatId: 'c1',
    offerId: null,
    payment: {
      method: 'CASH',
      status: status === ORDER_STATUS.COMPLETED ? 'PAID' : 'PENDING',
      paymentId: 'p1',
      paymentStatus: status === ORDER_STATUS.COMPLETED ? 'CASH_COLLECTED' : 'CASH_PENDING',
      refundedQepik: 0,
      refundableQepik: status === ORDER_STATUS.COMPLETED ? 15_700 : 0,
      refunds: [],
      actions: [],
    },
    ...overrides,
  };
}

const BUYERS = ['Leyla Məmmədova', 'Rəşad Əliyev', 'Günel Həsənova', 'Tural Quliyev', 'Aynur İsmayılova', 'Elvin Babayev'];
const STORES = ['Nar Keramika', 'Xalça Evi Şəki', 'Gəncə Dulusçuları'];
const STATUSES: readonly OrderStatus[] = [
  ORDER_STATUS.PLACED,
  ORDER_STATUS.PLACED,
  ORDER_STATUS.ACCEPTED,
  ORDER_STATUS.IN_PRODUCTION,
  ORDER_STATUS.SHIPPED,
  ORDER_STATUS.DELIVERED,
  ORDER_STATUS.COMPLETED,
  ORDER_STATUS.CANCELLED,
];
const SHIP_BY = ['2026-01-13', '2026-01-16', '2026-01-14', '2026-01-19', '2026-01-12', '2026-01-09', '2026-01-06', '2026-01-15'];

/** `count` orders of several stores and buyers in every status; the first two still to ship are late. */
export function sampleSummaries(count: number): OrderSummary[] {
  return Array.from({ length: count }, (_, index) => {
    const status = STATUSES[index % STATUSES.length]!;
    const shipBy = SHIP_BY[index % SHIP_BY.length]!;
    return {
      orderId: `o-${100040 - index}`,
      number: 100040 - index,
      groupId: `g-${index}`,
      status,
      storeId: `s${index % STORES.length}`,
      storeName: STORES[index % STORES.length]!,
      buyerName: BUYERS[index % BUYERS.length]!,
      itemCount: (index % 3) + 1,
      coverImage: samplePhoto((index * 47) % 360),
      totalQepik: 4_500 + index * 1_250,
      placedAt: `2026-01-${String(14 - (index % 10)).padStart(2, '0')}T09:${String(10 + index).padStart(2, '0')}:00Z`,
      shipBy,
      late: isOrderLate({ status, shipBy }, STORY_TODAY),
    };
  });
}
