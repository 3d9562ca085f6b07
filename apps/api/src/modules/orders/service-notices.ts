import {
  FALLBACK_LANGUAGE,
  ORDER_ACTOR,
  ORDER_STATUS,
  formatOrderNumber,
  type Language,
  type OrderActor,
  type OrderStatus,
} from '@marketplace/contract';
import type { Queryable } from '../auth/accounts.ts';
import type { SiteAddresses } from '../chat-mail/service-links.ts';
import type { MessageTransport } from '../notifications/service.ts';
import { mailTargetOf } from './store.ts';

/**
 * What the two parties of an order are told, in the inbox (its bell) and by e-mail: the seller of a
 * new order, of the buyer's cancellation and of an admin's; the buyer of every change they did not
 * make themselves. Each is worded in its recipient's language (the account's: the site's at sign-up,
 * then the profile's choice).
 */

/** Where a notice leads: the order's page in the buyer's profile, or in the seller panel's Orders. */
export const orderNoticeLinks = {
  buyer: (orderId: string) => `/profile/orders/${encodeURIComponent(orderId)}`,
  seller: (orderId: string) => `/orders/${encodeURIComponent(orderId)}`,
};

export interface NoticeOrder {
  orderId: string;
  number: number;
  buyerId: string;
  sellerId: string;
  contactName: string;
  storeName: string | null;
  cancelReason: string;
}

/** A notice before it is worded: who gets it and about what. */
export type OrderNoticeKind =
  | { to: 'seller'; about: 'placed' | 'cancelledByBuyer' | 'cancelledByAdmin' }
  | { to: 'buyer'; about: Exclude<OrderStatus, 'PLACED'>; by: OrderActor };

export interface WordedNotice {
  recipientId: string;
  target: 'user' | 'partner';
  title: string;
  content: string;
  link: string;
  /** The recipient's site: the link is a path on it. */
  site: 'shopper' | 'merchant';
  /** The language it is worded in (the recipient's): its e-mail's own lines follow it. */
  language: Language;
}

interface Texts {
  seller: Record<
    'placed' | 'cancelledByBuyer' | 'cancelledByAdmin',
    { title: (n: string) => string; content: (buyer: string) => string }
  >;
  buyer: Record<Exclude<OrderStatus, 'PLACED'>, { title: (n: string) => string; content: (store: string) => string }>;
  reason: (text: string) => string;
  mailOpen: string;
  mailFooter: string;
}

const TEXTS: Record<Language, Texts> = {
  az: {
    seller: {
      placed: {
        title: (n) => `Yeni sifariş ${n}`,
        content: (buyer) => `${buyer} sifariş verib. Sifarişi qəbul edin və ya imtina edin.`,
      },
      cancelledByBuyer: { title: (n) => `Sifariş ${n} ləğv edildi`, content: (buyer) => `${buyer} sifarişi ləğv edib.` },
      cancelledByAdmin: {
        title: (n) => `Sifariş ${n} ləğv edildi`,
        content: () => 'Sifariş administrator tərəfindən ləğv edilib.',
      },
    },
    buyer: {
      ACCEPTED: { title: (n) => `Sifariş ${n} qəbul edildi`, content: (store) => `${store} sifarişinizi qəbul edib.` },
      IN_PRODUCTION: { title: (n) => `Sifariş ${n} hazırlanır`, content: (store) => `${store} sifarişiniz üzərində işləyir.` },
      SHIPPED: { title: (n) => `Sifariş ${n} göndərildi`, content: (store) => `${store} sifarişinizi göndərib.` },
      DELIVERED: { title: (n) => `Sifariş ${n} çatdırıldı`, content: () => 'Sifarişiniz çatdırılmış kimi qeyd edilib.' },
      COMPLETED: {
        title: (n) => `Sifariş ${n} tamamlandı`,
        content: () => 'Sifarişiniz tamamlandı. Alış-veriş üçün təşəkkür edirik!',
      },
      CANCELLED: { title: (n) => `Sifariş ${n} ləğv edildi`, content: (store) => `${store} sifarişinizi ləğv edib.` },
    },
    reason: (text) => `Səbəb: ${text}`,
    mailOpen: 'Sifarişə baxmaq üçün:',
    mailFooter: 'Bu bildirişləri profilinizin parametrlərində söndürə bilərsiniz.',
  },
  en: {
    seller: {
      placed: { title: (n) => `New order ${n}`, content: (buyer) => `${buyer} has placed an order. Accept or decline it.` },
      cancelledByBuyer: { title: (n) => `Order ${n} cancelled`, content: (buyer) => `${buyer} has cancelled the order.` },
      cancelledByAdmin: { title: (n) => `Order ${n} cancelled`, content: () => 'The order was cancelled by an administrator.' },
    },
    buyer: {
      ACCEPTED: { title: (n) => `Order ${n} accepted`, content: (store) => `${store} has accepted your order.` },
      IN_PRODUCTION: { title: (n) => `Order ${n} in production`, content: (store) => `${store} is making your order.` },
      SHIPPED: { title: (n) => `Order ${n} shipped`, content: (store) => `${store} has shipped your order.` },
      DELIVERED: { title: (n) => `Order ${n} delivered`, content: () => 'Your order has been marked as delivered.' },
      COMPLETED: {
        title: (n) => `Order ${n} completed`,
        content: () => 'Your order is complete. Thank you for shopping with us!',
      },
      CANCELLED: { title: (n) => `Order ${n} cancelled`, content: (store) => `${store} has cancelled your order.` },
    },
    reason: (text) => `Reason: ${text}`,
    mailOpen: 'See the order:',
    mailFooter: 'You can turn these notices off in your profile settings.',
  },
  ru: {
    seller: {
      placed: { title: (n) => `Новый заказ ${n}`, content: (buyer) => `${buyer} оформил(а) заказ. Примите или отклоните его.` },
      cancelledByBuyer: { title: (n) => `Заказ ${n} отменён`, content: (buyer) => `${buyer} отменил(а) заказ.` },
      cancelledByAdmin: { title: (n) => `Заказ ${n} отменён`, content: () => 'Заказ отменён администратором.' },
    },
    buyer: {
      ACCEPTED: { title: (n) => `Заказ ${n} принят`, content: (store) => `${store} принял(а) ваш заказ.` },
      IN_PRODUCTION: { title: (n) => `Заказ ${n} в работе`, content: (store) => `${store} изготавливает ваш заказ.` },
      SHIPPED: { title: (n) => `Заказ ${n} отправлен`, content: (store) => `${store} отправил(а) ваш заказ.` },
      DELIVERED: { title: (n) => `Заказ ${n} доставлен`, content: () => 'Ваш заказ отмечен как доставленный.' },
      COMPLETED: { title: (n) => `Заказ ${n} завершён`, content: () => 'Ваш заказ завершён. Спасибо за покупку!' },
      CANCELLED: { title: (n) => `Заказ ${n} отменён`, content: (store) => `${store} отменил(а) ваш заказ.` },
    },
    reason: (text) => `Причина: ${text}`,
    mailOpen: 'Открыть заказ:',
    mailFooter: 'Эти уведомления можно отключить в настройках профиля.',
  },
  tr: {
    seller: {
      placed: {
        title: (n) => `Yeni sipariş ${n}`,
        content: (buyer) => `${buyer} sipariş verdi. Siparişi kabul edin veya reddedin.`,
      },
      cancelledByBuyer: { title: (n) => `Sipariş ${n} iptal edildi`, content: (buyer) => `${buyer} siparişi iptal etti.` },
      cancelledByAdmin: {
        title: (n) => `Sipariş ${n} iptal edildi`,
        content: () => 'Sipariş bir yönetici tarafından iptal edildi.',
      },
    },
    buyer: {
      ACCEPTED: { title: (n) => `Sipariş ${n} kabul edildi`, content: (store) => `${store} siparişinizi kabul etti.` },
      IN_PRODUCTION: {
        title: (n) => `Sipariş ${n} hazırlanıyor`,
        content: (store) => `${store} siparişiniz üzerinde çalışıyor.`,
      },
      SHIPPED: { title: (n) => `Sipariş ${n} gönderildi`, content: (store) => `${store} siparişinizi gönderdi.` },
      DELIVERED: { title: (n) => `Sipariş ${n} teslim edildi`, content: () => 'Siparişiniz teslim edildi olarak işaretlendi.' },
      COMPLETED: {
        title: (n) => `Sipariş ${n} tamamlandı`,
        content: () => 'Siparişiniz tamamlandı. Alışverişiniz için teşekkürler!',
      },
      CANCELLED: { title: (n) => `Sipariş ${n} iptal edildi`, content: (store) => `${store} siparişinizi iptal etti.` },
    },
    reason: (text) => `Sebep: ${text}`,
    mailOpen: 'Siparişi görmek için:',
    mailFooter: 'Bu bildirimleri profil ayarlarınızdan kapatabilirsiniz.',
  },
};

/** Who is told of a move, and what about (nothing for a move the recipient made themselves). */
export function noticesOfMove(move: { to: OrderStatus; actor: OrderActor }): OrderNoticeKind[] {
  const kinds: OrderNoticeKind[] = [];
  if (move.to === ORDER_STATUS.PLACED) return [{ to: 'seller', about: 'placed' }];
  if (move.to === ORDER_STATUS.CANCELLED && move.actor === ORDER_ACTOR.BUYER)
    kinds.push({ to: 'seller', about: 'cancelledByBuyer' });
  if (move.to === ORDER_STATUS.CANCELLED && move.actor === ORDER_ACTOR.ADMIN)
    kinds.push({ to: 'seller', about: 'cancelledByAdmin' });
  if (move.actor !== ORDER_ACTOR.BUYER) kinds.push({ to: 'buyer', about: move.to, by: move.actor });
  return kinds;
}

/** A notice in `language`. */
export function wordNotice(order: NoticeOrder, kind: OrderNoticeKind, language: Language): WordedNotice {
  const texts = TEXTS[language];
  const number = formatOrderNumber(order.number);
  const withReason = (content: string) =>
    order.cancelReason !== '' && kind.about.startsWith('cancelled') ? `${content} ${texts.reason(order.cancelReason)}` : content;
  if (kind.to === 'seller') {
    const text = texts.seller[kind.about];
    return {
      recipientId: order.sellerId,
      target: 'partner',
      title: text.title(number),
      content: withReason(text.content(order.contactName)),
      link: orderNoticeLinks.seller(order.orderId),
      site: 'merchant',
      language,
    };
  }
  const text = texts.buyer[kind.about];
  const byAdmin = kind.about === ORDER_STATUS.CANCELLED && kind.by === ORDER_ACTOR.ADMIN;
  const content = byAdmin ? texts.seller.cancelledByAdmin.content('') : text.content(order.storeName || '—');
  return {
    recipientId: order.buyerId,
    target: 'user',
    title: text.title(number),
    content:
      kind.about === ORDER_STATUS.CANCELLED && order.cancelReason !== ''
        ? `${content} ${texts.reason(order.cancelReason)}`
        : content,
    link: orderNoticeLinks.buyer(order.orderId),
    site: 'shopper',
    language,
  };
}

/** The e-mail job of a commit's notices: each as worded for the inbox. */
export interface NoticeMailJob {
  notices: WordedNotice[];
}

/**
 * E-mails a notice: its title as the subject, its text and a link to the order on the recipient's
 * site. Only to an active account that keeps e-mail notices on, at the e-mail it signs in with (a
 * store signed in by phone at its public e-mail, if it has one). Throws when the transport fails, so
 * the job is retried.
 */
export async function sendNoticeMail(
  db: Queryable,
  transport: MessageTransport,
  sites: SiteAddresses,
  notice: WordedNotice,
): Promise<'sent' | 'nobody' | 'opted-out' | 'no-address'> {
  const account = await mailTargetOf(db, notice.recipientId);
  if (!account || account.status !== 'ACTIVE') return 'nobody';
  if (account.settings.notify.email === false) return 'opted-out';
  const to =
    account.identifierKind === 'email' ? account.identifier : account.companyEmail.includes('@') ? account.companyEmail : null;
  if (!to) return 'no-address';
  const texts = TEXTS[notice.language] ?? TEXTS[FALLBACK_LANGUAGE];
  const url = `${notice.site === 'merchant' ? sites.merchant : sites.shopper}${notice.link}`;
  await transport.send({
    to,
    channel: 'email',
    subject: notice.title,
    text: [notice.content, '', texts.mailOpen, url, '', texts.mailFooter].join('\n'),
  });
  return 'sent';
}
