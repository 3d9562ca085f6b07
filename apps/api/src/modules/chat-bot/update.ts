import { z } from 'zod';
import { replyCommandOf, supportTokenIn } from './support-text.ts';

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
