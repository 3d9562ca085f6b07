import { CHAT_ERROR, CHAT_MESSAGE_MAX } from '@marketplace/contract';

/**
 * What the bot tells the staff chat when a reply could not be added to its support chat (in the
 * site's first language, the staff's). Plain text: it goes out without a parse mode.
 */
const REASONS: Record<string, string> = {
  [CHAT_ERROR.CHAT_CLOSED]: 'bu dəstək söhbəti bağlanıb. Yazmaq üçün onu admin saytında yenidən açın.',
  [CHAT_ERROR.SUPPORT_TOKEN_NOT_FOUND]: 'bu açarla dəstək söhbəti yoxdur.',
  [CHAT_ERROR.CHAT_NOT_FOUND]: 'bu açarla dəstək söhbəti yoxdur.',
  [CHAT_ERROR.BLANK_MESSAGE]: 'mətn boşdur.',
  [CHAT_ERROR.MESSAGE_TOO_LONG]: `mətn ${CHAT_MESSAGE_MAX} simvoldan uzundur.`,
};

export function undeliveredReplyNotice(code: string): string {
  return `Cavab çatdırılmadı: ${REASONS[code] ?? 'gözlənilməz xəta baş verdi.'}`;
}
