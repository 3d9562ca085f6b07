import { FALLBACK_LANGUAGE, formatOrderNumber, formatQepik, type Language } from '@marketplace/contract';
import { sendToAccounts } from '../inbox/store-schedule.ts';
import { catalogueChanged } from '../items/events.ts';
import { orderPlaced, type OrderEventsEnv } from '../orders/events.ts';
import type { PlacedCheckout } from '../orders/service-checkout.ts';
import { orderNoticeLinks, type WordedNotice } from '../orders/service-notices.ts';

/**
 * What happens after a payment's commit: a card's orders placed are told to their stores like any
 * checkout's (orders/events.ts), and the buyer hears of a payment that could not become an order
 * and of each refund — in the inbox, on the bell and by e-mail, in their language.
 */

const TEXTS: Record<
  Language,
  {
    failed: { title: string; content: string };
    /** `amount` is already in manat as the language writes it (formatQepik). */
    refunded: {
      title: (n: string) => string;
      part: (amount: string) => string;
      whole: (amount: string) => string;
      reason: (text: string) => string;
    };
  }
> = {
  az: {
    failed: {
      title: 'Ödəniş sifarişə çevrilmədi',
      content: 'Səbətinizdə nəsə dəyişdi (qiymət və ya stok), ona görə sifariş yaradılmadı. Tutulan məbləğ kartınıza qaytarılır.',
    },
    refunded: {
      title: (n) => `Sifariş ${n} üzrə geri ödəniş`,
      part: (amount) => `Ödənişinizdən ${amount} sizə qaytarıldı.`,
      whole: (amount) => `${amount} sizə qaytarıldı: ödəniş artıq tam qaytarılıb.`,
      reason: (text) => `Səbəb: ${text}`,
    },
  },
  en: {
    failed: {
      title: 'Your payment did not become an order',
      content:
        'Something in your cart changed (a price or the stock), so no order was placed. The amount held is going back to your card.',
    },
    refunded: {
      title: (n) => `Refund for order ${n}`,
      part: (amount) => `${amount} of your payment has been refunded.`,
      whole: (amount) => `${amount} has been refunded: your payment is now refunded in full.`,
      reason: (text) => `Reason: ${text}`,
    },
  },
  ru: {
    failed: {
      title: 'Оплата не превратилась в заказ',
      content:
        'В корзине что-то изменилось (цена или наличие), поэтому заказ не создан. Удержанная сумма возвращается на вашу карту.',
    },
    refunded: {
      title: (n) => `Возврат по заказу ${n}`,
      part: (amount) => `Вам возвращено ${amount} из оплаты.`,
      whole: (amount) => `Вам возвращено ${amount}: оплата теперь возвращена полностью.`,
      reason: (text) => `Причина: ${text}`,
    },
  },
  tr: {
    failed: {
      title: 'Ödemeniz siparişe dönüşmedi',
      content:
        'Sepetinizde bir şey değişti (fiyat veya stok), bu yüzden sipariş oluşturulmadı. Bloke edilen tutar kartınıza iade ediliyor.',
    },
    refunded: {
      title: (n) => `${n} numaralı sipariş için iade`,
      part: (amount) => `Ödemenizin ${amount} tutarındaki kısmı iade edildi.`,
      whole: (amount) => `${amount} iade edildi: ödemeniz artık tamamen iade edildi.`,
      reason: (text) => `Sebep: ${text}`,
    },
  },
};

const languageOf = (value: string | null): Language =>
  value === 'az' || value === 'en' || value === 'ru' || value === 'tr' ? value : FALLBACK_LANGUAGE;

/** Inbox rows, bells and e-mails of buyer notices; never throws (the payment is committed whatever happens to them). */
async function tellBuyer(env: OrderEventsEnv, notices: WordedNotice[]): Promise<void> {
  try {
    await sendToAccounts(env.db, notices);
    await env.live.publish([{ t: 'bell', accountIds: [...new Set(notices.map((notice) => notice.recipientId))] }]);
    await env.mail(notices);
  } catch (error) {
    env.log.warn({ err: error }, 'payments: buyer notices not sent');
  }
}

/** A card's authorisation placed a checkout: its stores hear of their orders, the catalogue of the stock taken. */
export async function paymentPlacedOrders(env: OrderEventsEnv, placed: PlacedCheckout): Promise<void> {
  if (!placed.fresh) return;
  if (placed.stockTaken) {
    await catalogueChanged(env.db).catch((error: unknown) =>
      env.log.warn({ err: error }, 'payments: catalogue caches not dropped'),
    );
  }
  await orderPlaced(
    env,
    placed.answer.orders.map((order) => order.orderId),
  );
}

/** The buyer's money was held but the orders could not be placed: it goes back, and they are told. */
export async function paymentFailed(env: OrderEventsEnv, buyer: { buyerId: string; language: string | null }): Promise<void> {
  const language = languageOf(buyer.language);
  const text = TEXTS[language].failed;
  await tellBuyer(env, [
    {
      recipientId: buyer.buyerId,
      target: 'user',
      title: text.title,
      content: text.content,
      link: '/cart',
      site: 'shopper',
      language,
    },
  ]);
}

/** A refund of one order: its buyer is told, and the order's pages follow (the store's count does not change). */
export async function orderRefunded(
  env: OrderEventsEnv,
  refund: {
    buyerId: string;
    language: string | null;
    orderId: string;
    number: number;
    whole: boolean;
    /** This refund's amount (not the order's total refunded). */
    amountQepik: number;
    reason: string;
  },
): Promise<void> {
  const language = languageOf(refund.language);
  const text = TEXTS[language].refunded;
  await tellBuyer(env, [
    {
      recipientId: refund.buyerId,
      target: 'user',
      title: text.title(formatOrderNumber(refund.number)),
      content: `${(refund.whole ? text.whole : text.part)(formatQepik(refund.amountQepik, language))} ${text.reason(refund.reason)}`,
      link: orderNoticeLinks.buyer(refund.orderId),
      site: 'shopper',
      language,
    },
  ]);
}
