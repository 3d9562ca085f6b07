import type { IdentifierKind, Language } from '@marketplace/contract';
import type { OutgoingMessage } from '../notifications/service.ts';
import { findAccountByIdentifier } from './accounts.ts';
import type { AuthEnv } from './env.ts';

const TEXTS: Record<Language, { subject: string; text: (wrongCodes: number) => string }> = {
  az: {
    subject: 'Hesabınız üçün səhv kodlar daxil edilib',
    text: (n) =>
      `Bu gün hesabınızın şifrəsini bərpa etmək cəhdində ${n} səhv kod daxil edilib. Şifrəniz dəyişməyib. ` +
      'Bu siz idinizsə, bir qədər sonra yeni kod istəyin. Siz deyildinizsə, heç nə etməyiniz lazım deyil: ' +
      'bu gün üçün kodlar məhdudlaşdırılıb və sizə göndərilən kod olmadan heç kim şifrənizi dəyişə bilməz.',
  },
  en: {
    subject: 'Wrong codes were entered for your account',
    text: (n) =>
      `Today ${n} wrong codes were entered while trying to reset the password of your account. Your password has not changed. ` +
      'If it was you, ask for a new code a little later. If it was not you, there is nothing you need to do: ' +
      'codes are limited for today, and nobody can change your password without a code sent to you.',
  },
  ru: {
    subject: 'Для вашей учётной записи введены неверные коды',
    text: (n) =>
      `Сегодня при попытке восстановить пароль вашей учётной записи введено неверных кодов: ${n}. Пароль не изменён. ` +
      'Если это были вы, запросите новый код немного позже. Если это были не вы, ничего делать не нужно: ' +
      'на сегодня число кодов ограничено, а без кода, отправленного вам, никто не сможет сменить пароль.',
  },
  tr: {
    subject: 'Hesabınız için yanlış kodlar girildi',
    text: (n) =>
      `Bugün hesabınızın şifresini sıfırlama denemesinde ${n} yanlış kod girildi. Şifreniz değişmedi. ` +
      'Bu sizseniz, biraz sonra yeni bir kod isteyin. Siz değilseniz bir şey yapmanıza gerek yok: ' +
      'bugün için kodlar sınırlandı ve size gönderilen kod olmadan kimse şifrenizi değiştiremez.',
  },
};

/** The notice to an account owner that wrong codes were entered for their account today. */
export function wrongCodesNotice(input: {
  to: string;
  kind: IdentifierKind;
  wrongCodes: number;
  language: Language;
}): OutgoingMessage {
  const texts = TEXTS[input.language];
  return {
    to: input.to,
    channel: input.kind === 'email' ? 'email' : 'sms',
    subject: texts.subject,
    text: texts.text(input.wrongCodes),
  };
}

/**
 * Tells the owner of the identifier's account, if there is one, through the usual delivery
 * (e-mail, or a text message for a phone identifier). Failures are only logged.
 */
export async function tellOwnerOfWrongCodes(
  env: Pick<AuthEnv, 'db' | 'transport' | 'log'>,
  input: { identifier: string; wrongCodes: number; language: Language },
): Promise<void> {
  try {
    const account = await findAccountByIdentifier(env.db, input.identifier);
    if (!account) return;
    await env.transport.send(
      wrongCodesNotice({
        to: account.identifier,
        kind: account.identifierKind,
        wrongCodes: input.wrongCodes,
        language: input.language,
      }),
    );
  } catch (error) {
    env.log.error({ err: error }, 'wrong-codes notice not delivered');
  }
}
