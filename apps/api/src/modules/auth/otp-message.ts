import { OTP_LENGTH, type Language } from '@marketplace/contract';
import type { IdentifierKind } from '@marketplace/contract';
import type { OutgoingMessage } from '../notifications/service.ts';
import type { OtpPurpose } from './otp.ts';

const MINUTES_VALID = 10;

const TEXTS: Record<Language, Record<OtpPurpose, { subject: string; text: (code: string) => string }>> = {
  az: {
    register: {
      subject: 'Qeydiyyat kodu',
      text: (code) => `Qeydiyyat kodunuz: ${code}. Kod ${MINUTES_VALID} dəqiqə etibarlıdır. Bu kodu heç kimlə paylaşmayın.`,
    },
    reset: {
      subject: 'Şifrənin bərpası kodu',
      text: (code) =>
        `Şifrənin bərpası üçün kodunuz: ${code}. Kod ${MINUTES_VALID} dəqiqə etibarlıdır. Siz istəməmisinizsə, bu mesajı nəzərə almayın.`,
    },
  },
  en: {
    register: {
      subject: 'Your sign-up code',
      text: (code) => `Your sign-up code is ${code}. It is valid for ${MINUTES_VALID} minutes. Do not share it with anyone.`,
    },
    reset: {
      subject: 'Your password reset code',
      text: (code) =>
        `Your password reset code is ${code}. It is valid for ${MINUTES_VALID} minutes. If you did not ask for it, ignore this message.`,
    },
  },
  ru: {
    register: {
      subject: 'Код регистрации',
      text: (code) => `Ваш код регистрации: ${code}. Код действует ${MINUTES_VALID} минут. Никому его не сообщайте.`,
    },
    reset: {
      subject: 'Код восстановления пароля',
      text: (code) =>
        `Ваш код для восстановления пароля: ${code}. Код действует ${MINUTES_VALID} минут. Если вы его не запрашивали, проигнорируйте это сообщение.`,
    },
  },
  tr: {
    register: {
      subject: 'Kayıt kodu',
      text: (code) => `Kayıt kodunuz: ${code}. Kod ${MINUTES_VALID} dakika geçerlidir. Bu kodu kimseyle paylaşmayın.`,
    },
    reset: {
      subject: 'Şifre sıfırlama kodu',
      text: (code) =>
        `Şifre sıfırlama kodunuz: ${code}. Kod ${MINUTES_VALID} dakika geçerlidir. Siz istemediyseniz bu mesajı dikkate almayın.`,
    },
  },
};

/** The message that carries a one-time code, in the reader's language (az by default). */
export function otpMessage(input: {
  to: string;
  kind: IdentifierKind;
  purpose: OtpPurpose;
  code: string;
  language: Language;
}): OutgoingMessage {
  if (input.code.length !== OTP_LENGTH) throw new Error('not a one-time code');
  const texts = TEXTS[input.language][input.purpose];
  return {
    to: input.to,
    channel: input.kind === 'email' ? 'email' : 'sms',
    subject: texts.subject,
    text: texts.text(input.code),
  };
}
