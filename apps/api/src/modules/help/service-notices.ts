import { HELP_ESCALATE_AFTER_HOURS, formatOrderNumber, formatQepik, type HelpReason, type Language } from '@marketplace/contract';
import { orderNoticeLinks, type WordedNotice } from '../orders/service-notices.ts';

/**
 * The words of a help request outside the pages: the messages it writes into the store's
 * conversation (in the writer's language) and the notices its steps send the other side (in the
 * recipient's), each to the inbox, the bell and by e-mail as the orders' notices are.
 */

export type HelpNoticeKind = 'opened' | 'resolved' | 'escalated' | 'closed' | 'escalatable';

export interface HelpNoticeFacts {
  orderId: string;
  orderNumber: number;
  reason: HelpReason;
  buyerId: string;
  sellerId: string;
  contactName: string;
  storeName: string;
  outcome: 'REFUNDED' | 'CLOSED' | null;
  outcomeNote: string;
  refundedQepik: number | null;
}

interface Texts {
  reasons: Record<HelpReason, string>;
  chat: {
    opened: (number: string, reason: string, text: string) => string;
    resolved: (number: string) => string;
    escalated: (number: string) => string;
  };
  opened: { title: (n: string) => string; content: (buyer: string, reason: string) => string };
  resolved: { title: (n: string) => string; content: (store: string) => string };
  escalated: { title: (n: string) => string; content: () => string };
  closed: { title: (n: string) => string; refunded: (amount: string) => string; closed: () => string };
  escalatable: { title: (n: string) => string; content: (store: string, hours: number) => string };
  note: (text: string) => string;
}

const TEXTS: Record<Language, Texts> = {
  az: {
    reasons: {
      NOT_RECEIVED: 'Sifariş çatmayıb',
      NOT_AS_DESCRIBED: 'Təsvirə uyğun deyil',
      DAMAGED: 'Zədəli gəlib',
      WANT_TO_CANCEL: 'Ləğv etmək istəyirəm',
    },
    chat: {
      opened: (n, reason, text) => `Sifariş ${n} üzrə kömək sorğusu — ${reason}:\n${text}`,
      resolved: (n) => `Sifariş ${n} üzrə kömək sorğusu həll olunmuş kimi qeyd edildi.`,
      escalated: (n) => `Sifariş ${n} üzrə kömək sorğusu administratora göndərildi.`,
    },
    opened: {
      title: (n) => `Sifariş ${n} üzrə kömək sorğusu`,
      content: (buyer, reason) => `${buyer} kömək istəyir: ${reason}. Mesajlarda cavab verin.`,
    },
    resolved: {
      title: (n) => `Sifariş ${n} üzrə sorğu həll olundu`,
      content: (store) => `${store} sorğunuzu həll olunmuş kimi qeyd edib.`,
    },
    escalated: {
      title: (n) => `Sifariş ${n} üzrə sorğu administratora göndərildi`,
      content: () => 'Alıcı marketplace-dən müdaxilə istəyib. Administrator qərar verəcək.',
    },
    closed: {
      title: (n) => `Sifariş ${n} üzrə sorğu bağlandı`,
      refunded: (amount) => `Administrator ${amount} geri qaytardı.`,
      closed: () => 'Administrator sorğunu bağladı.',
    },
    escalatable: {
      title: (n) => `Sifariş ${n}: sorğunu administratora göndərə bilərsiniz`,
      content: (store, hours) =>
        `${store} sorğunuzu ${hours} saat ərzində həll etməyib. İndi marketplace-dən kömək istəyə bilərsiniz.`,
    },
    note: (text) => `Qeyd: ${text}`,
  },
  en: {
    reasons: {
      NOT_RECEIVED: 'Order not received',
      NOT_AS_DESCRIBED: 'Not as described',
      DAMAGED: 'Arrived damaged',
      WANT_TO_CANCEL: 'I want to cancel',
    },
    chat: {
      opened: (n, reason, text) => `Help request on order ${n} — ${reason}:\n${text}`,
      resolved: (n) => `The help request on order ${n} was marked resolved.`,
      escalated: (n) => `The help request on order ${n} was escalated to an administrator.`,
    },
    opened: {
      title: (n) => `Help request on order ${n}`,
      content: (buyer, reason) => `${buyer} needs help: ${reason}. Answer in Messages.`,
    },
    resolved: {
      title: (n) => `Help request on order ${n} resolved`,
      content: (store) => `${store} has marked your request resolved.`,
    },
    escalated: {
      title: (n) => `Help request on order ${n} escalated`,
      content: () => 'The buyer asked the marketplace to step in. An administrator will decide.',
    },
    closed: {
      title: (n) => `Help request on order ${n} closed`,
      refunded: (amount) => `An administrator refunded ${amount}.`,
      closed: () => 'An administrator closed the request.',
    },
    escalatable: {
      title: (n) => `Order ${n}: you can escalate your request`,
      content: (store, hours) =>
        `${store} has not resolved your request in ${hours} hours. You can now ask the marketplace to step in.`,
    },
    note: (text) => `Note: ${text}`,
  },
  ru: {
    reasons: {
      NOT_RECEIVED: 'Заказ не получен',
      NOT_AS_DESCRIBED: 'Не соответствует описанию',
      DAMAGED: 'Пришёл повреждённым',
      WANT_TO_CANCEL: 'Хочу отменить',
    },
    chat: {
      opened: (n, reason, text) => `Запрос помощи по заказу ${n} — ${reason}:\n${text}`,
      resolved: (n) => `Запрос помощи по заказу ${n} отмечен как решённый.`,
      escalated: (n) => `Запрос помощи по заказу ${n} передан администратору.`,
    },
    opened: {
      title: (n) => `Запрос помощи по заказу ${n}`,
      content: (buyer, reason) => `${buyer} просит помощи: ${reason}. Ответьте в сообщениях.`,
    },
    resolved: {
      title: (n) => `Запрос по заказу ${n} решён`,
      content: (store) => `${store} отметил(а) ваш запрос как решённый.`,
    },
    escalated: {
      title: (n) => `Запрос по заказу ${n} передан администратору`,
      content: () => 'Покупатель попросил площадку вмешаться. Решение примет администратор.',
    },
    closed: {
      title: (n) => `Запрос по заказу ${n} закрыт`,
      refunded: (amount) => `Администратор вернул ${amount}.`,
      closed: () => 'Администратор закрыл запрос.',
    },
    escalatable: {
      title: (n) => `Заказ ${n}: запрос можно передать администратору`,
      content: (store, hours) => `${store} не решил(а) ваш запрос за ${hours} ч. Теперь вы можете попросить площадку вмешаться.`,
    },
    note: (text) => `Примечание: ${text}`,
  },
  tr: {
    reasons: {
      NOT_RECEIVED: 'Sipariş ulaşmadı',
      NOT_AS_DESCRIBED: 'Açıklandığı gibi değil',
      DAMAGED: 'Hasarlı geldi',
      WANT_TO_CANCEL: 'İptal etmek istiyorum',
    },
    chat: {
      opened: (n, reason, text) => `${n} numaralı sipariş için yardım talebi — ${reason}:\n${text}`,
      resolved: (n) => `${n} numaralı sipariş için yardım talebi çözüldü olarak işaretlendi.`,
      escalated: (n) => `${n} numaralı sipariş için yardım talebi yöneticiye iletildi.`,
    },
    opened: {
      title: (n) => `${n} numaralı sipariş için yardım talebi`,
      content: (buyer, reason) => `${buyer} yardım istiyor: ${reason}. Mesajlarda yanıtlayın.`,
    },
    resolved: {
      title: (n) => `${n} numaralı siparişteki talep çözüldü`,
      content: (store) => `${store} talebinizi çözüldü olarak işaretledi.`,
    },
    escalated: {
      title: (n) => `${n} numaralı siparişteki talep yöneticiye iletildi`,
      content: () => 'Alıcı pazaryerinin müdahalesini istedi. Kararı bir yönetici verecek.',
    },
    closed: {
      title: (n) => `${n} numaralı siparişteki talep kapatıldı`,
      refunded: (amount) => `Bir yönetici ${amount} iade etti.`,
      closed: () => 'Bir yönetici talebi kapattı.',
    },
    escalatable: {
      title: (n) => `Sipariş ${n}: talebinizi yöneticiye iletebilirsiniz`,
      content: (store, hours) => `${store} talebinizi ${hours} saat içinde çözmedi. Artık pazaryerinden yardım isteyebilirsiniz.`,
    },
    note: (text) => `Not: ${text}`,
  },
};

/** The message a step writes into the conversation, in its writer's language. */
export function chatWording(
  language: Language,
  step: 'opened' | 'resolved' | 'escalated',
  facts: { orderNumber: number; reason: HelpReason; text: string },
): string {
  const texts = TEXTS[language];
  const number = formatOrderNumber(facts.orderNumber);
  if (step === 'opened') return texts.chat.opened(number, texts.reasons[facts.reason], facts.text);
  return texts.chat[step](number);
}

/** Who hears of a step: the other side (both parties of an admin's decision). */
export function recipientsOf(kind: HelpNoticeKind): Array<'buyer' | 'seller'> {
  switch (kind) {
    case 'opened':
    case 'escalated':
      return ['seller'];
    case 'resolved':
    case 'escalatable':
      return ['buyer'];
    case 'closed':
      return ['buyer', 'seller'];
  }
}

/** A step's notice to one party, in `language`. */
export function wordHelpNotice(
  facts: HelpNoticeFacts,
  kind: HelpNoticeKind,
  to: 'buyer' | 'seller',
  language: Language,
): WordedNotice {
  const texts = TEXTS[language];
  const number = formatOrderNumber(facts.orderNumber);
  const store = facts.storeName || '—';
  const withNote = (content: string) => (facts.outcomeNote !== '' ? `${content} ${texts.note(facts.outcomeNote)}` : content);
  const worded: Record<HelpNoticeKind, { title: string; content: string }> = {
    opened: { title: texts.opened.title(number), content: texts.opened.content(facts.contactName, texts.reasons[facts.reason]) },
    resolved: { title: texts.resolved.title(number), content: texts.resolved.content(store) },
    escalated: { title: texts.escalated.title(number), content: texts.escalated.content() },
    closed: {
      title: texts.closed.title(number),
      content: withNote(
        facts.outcome === 'REFUNDED' && facts.refundedQepik !== null
          ? texts.closed.refunded(formatQepik(facts.refundedQepik, language))
          : texts.closed.closed(),
      ),
    },
    escalatable: { title: texts.escalatable.title(number), content: texts.escalatable.content(store, HELP_ESCALATE_AFTER_HOURS) },
  };
  const { title, content } = worded[kind];
  return to === 'seller'
    ? {
        recipientId: facts.sellerId,
        target: 'partner',
        title,
        content,
        link: orderNoticeLinks.seller(facts.orderId),
        site: 'merchant',
        language,
      }
    : {
        recipientId: facts.buyerId,
        target: 'user',
        title,
        content,
        link: orderNoticeLinks.buyer(facts.orderId),
        site: 'shopper',
        language,
      };
}
