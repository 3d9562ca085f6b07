import type { Language } from '@marketplace/contract';
import type { OutgoingMessage } from '../notifications/service.ts';

/**
 * What a notice says. Never the message itself: an inbox is read by more eyes than a chat, and the
 * conversation is one click away.
 */
export type ChatNotice =
  /** A custom-order message: the product it is about and who wrote (the store, or the buyer; null when nameless). */
  | { kind: 'customOrder'; productName: string; from: string | null; link: string }
  /** Support answered a signed-in person's support chat. */
  | { kind: 'support'; link: string };

interface Texts {
  customOrder: { subject: (productName: string) => string; text: (productName: string, from: string | null) => string };
  support: { subject: string; text: string };
  open: string;
  footer: string;
}

const TEXTS: Record<Language, Texts> = {
  az: {
    customOrder: {
      subject: (product) => `«${product}» barədə yeni mesaj`,
      text: (product, from) =>
        from ? `${from} sizə «${product}» barədə yeni mesaj göndərib.` : `«${product}» barədə yeni mesajınız var.`,
    },
    support: { subject: 'Dəstək xidmətindən cavab', text: 'Dəstək xidməti sizin müraciətinizə cavab verib.' },
    open: 'Yazışmanı açmaq üçün:',
    footer: 'Bu bildirişləri profilinizin parametrlərində söndürə bilərsiniz.',
  },
  en: {
    customOrder: {
      subject: (product) => `New message about “${product}”`,
      text: (product, from) => `You have a new message about “${product}”${from ? ` from ${from}` : ''}.`,
    },
    support: { subject: 'Support has answered you', text: 'Support has answered your message.' },
    open: 'Open the conversation:',
    footer: 'You can turn these notices off in your profile settings.',
  },
  ru: {
    customOrder: {
      subject: (product) => `Новое сообщение о «${product}»`,
      text: (product, from) => `У вас новое сообщение о «${product}»${from ? ` от ${from}` : ''}.`,
    },
    support: { subject: 'Служба поддержки ответила вам', text: 'Служба поддержки ответила на ваше обращение.' },
    open: 'Открыть переписку:',
    footer: 'Эти уведомления можно отключить в настройках профиля.',
  },
  tr: {
    customOrder: {
      subject: (product) => `“${product}” hakkında yeni mesaj`,
      text: (product, from) =>
        from ? `${from} size “${product}” hakkında yeni bir mesaj gönderdi.` : `“${product}” hakkında yeni bir mesajınız var.`,
    },
    support: { subject: 'Destek ekibi size yanıt verdi', text: 'Destek ekibi mesajınıza yanıt verdi.' },
    open: 'Yazışmayı açmak için:',
    footer: 'Bu bildirimleri profil ayarlarınızdan kapatabilirsiniz.',
  },
};

/** The e-mail telling a person that a chat message waits for them, in their language. */
export function chatNoticeMessage(input: { to: string; language: Language; notice: ChatNotice }): OutgoingMessage {
  const texts = TEXTS[input.language];
  const { notice } = input;
  const [subject, lead] =
    notice.kind === 'customOrder'
      ? [texts.customOrder.subject(notice.productName), texts.customOrder.text(notice.productName, notice.from)]
      : [texts.support.subject, texts.support.text];
  return {
    to: input.to,
    channel: 'email',
    subject,
    text: [lead, '', texts.open, notice.link, '', texts.footer].join('\n'),
  };
}
