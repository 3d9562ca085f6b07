import { z } from 'zod';
import { CHAT_ERROR, CHAT_MESSAGE_MAX } from '@marketplace/contract';

/**
 * The forwarded message carries the chat's support token on a line of its own, `#support <token>`
 * (a hashtag staff can search, the token in a code span so it is copied whole). A reply to that
 * message quotes its text, where the token is found again; `/reply <token> <text>` names it outright.
 */
const TOKEN_LINE = /(?:^|\n)#support\s+([A-Za-z0-9_-]{22,64})(?:\s|$)/;
const REPLY_COMMAND = /^\/reply(?:@[A-Za-z0-9_]+)?\s+([A-Za-z0-9_-]{22,64})(?:\s+([\s\S]*))?$/;

export interface ForwardedSupportMessage {
  supportToken: string;
  text: string;
  /** The signed-in writer's name, or null for a guest. */
  writer: string | null;
}

/**
 * The sendMessage text of a user's support message, in the service's Markdown. The writer's name is
 * put on one line: a profile name may hold line breaks, and a `#support` line of its own above the
 * real one would be the token a staff reply is sent to.
 */
export function forwardedSupportText(message: ForwardedSupportMessage): string {
  const who = message.writer ? escapeMarkdown(message.writer.replace(/\s+/g, ' ').trim()) : 'qonaq';
  return [`*Dəstək* · ${who}`, `#support \`${message.supportToken}\``, '', escapeMarkdown(message.text)].join('\n');
}

/** The support token a forwarded message's text carries (as the service quotes it back: without the markup). */
export function supportTokenIn(forwardedText: string): string | null {
  return TOKEN_LINE.exec(forwardedText)?.[1] ?? null;
}

/** `/reply <token> <text>` (also `/reply@our_bot …`, as groups send commands): the token and the text, or null. */
export function replyCommandOf(text: string): { supportToken: string; text: string } | null {
  const match = REPLY_COMMAND.exec(text.trim());
  if (!match?.[1]) return null;
  return { supportToken: match[1], text: match[2] ?? '' };
}

/**
 * The bot service's "Markdown" parse mode (the legacy one the spec names): outside an entity, `_`, `*`,
 * `` ` `` and `[` start markup unless preceded by a backslash. Escaping them makes any user text plain,
 * so a stray underscore can neither restyle the message nor make the service refuse it as unparsable.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[_*`[]/g, (character) => `\\${character}`);
}

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

/**
 * The bot service's Update object, as far as it is read here. Unlike our own request bodies this one
 * is not strict: it is an external party's documented format, with many optional fields (and new ones
 * with each version of the service) that we neither read nor control, and an update we cannot use
 * must still be answered 200, or the service sends it again and again.
 */
const messageSchema = z.object({
  message_id: z.number().int(),
  chat: z.object({ id: z.number().int(), username: z.string().optional() }),
  from: z.object({ id: z.number().int(), is_bot: z.boolean().optional() }).optional(),
  text: z.string().optional(),
  reply_to_message: z.object({ text: z.string().optional() }).optional(),
});
export const botUpdateSchema = z.object({ message: messageSchema.optional() });

/** What staff asked for in an update: an answer to a support chat, or nothing. */
export type StaffReply = { supportToken: string; text: string; messageId: number };

/** Is this the configured staff chat: its number, or the @name of a public one. */
function isStaffChat(chat: { id: number; username?: string }, staffChatId: string): boolean {
  if (staffChatId.startsWith('@')) return chat.username?.toLowerCase() === staffChatId.slice(1).toLowerCase();
  return String(chat.id) === staffChatId;
}

/**
 * A staff member's answer: a reply to a forwarded message (its quoted text carries the token) or
 * `/reply <token> <text>`, written in the staff chat by a person. Anything else (another chat, a
 * bot, an edit, a photo, a message that answers nothing) is not a reply.
 */
export function staffReplyOf(body: unknown, staffChatId: string): StaffReply | null {
  const parsed = botUpdateSchema.safeParse(body);
  const message = parsed.success ? parsed.data.message : undefined;
  if (!message?.text || message.from?.is_bot) return null;
  if (!isStaffChat(message.chat, staffChatId)) return null;
  const command = replyCommandOf(message.text);
  if (command) return { ...command, messageId: message.message_id };
  const quoted = message.reply_to_message?.text;
  const supportToken = quoted ? supportTokenIn(quoted) : null;
  return supportToken ? { supportToken, text: message.text, messageId: message.message_id } : null;
}
