import { SUPPORT_SENDER, compareMessageIds, isLaterMessageId, type ChatMessage } from '@marketplace/contract';
import type { ChatListMessage } from '@marketplace/design-system';

/** A reply's start, as the bubble over the closed chat shows it. */
export const SUPPORT_REPLY_PREVIEW_CHARS = 120;

/**
 * The chat's messages after some arrived (a history page, a live one, a send's answer): each stored
 * message once, in id order, then the person's own still on their way or refused.
 */
export function mergeMessages(known: readonly ChatListMessage[], incoming: readonly ChatMessage[]): ChatListMessage[] {
  const stored = new Map<string, ChatListMessage>();
  for (const message of known) if (!message.delivery) stored.set(message.id, message);
  for (const message of incoming) stored.set(message.id, message);
  const ordered = [...stored.values()].sort((a, b) => compareMessageIds(a.id, b.id));
  return [...ordered, ...known.filter((message) => message.delivery)];
}

/** Support's replies after the newest message the person has seen (all of them when nothing was seen). */
export function unseenReplies(messages: readonly ChatListMessage[], seenId: string | null): ChatListMessage[] {
  return messages.filter(
    (message) => !message.delivery && message.sender === SUPPORT_SENDER.BOT && isLaterMessageId(message.id, seenId),
  );
}

/** The newest stored message, where "seen" moves to when the open chat shows it. */
export function newestStoredId(messages: readonly ChatListMessage[]): string | null {
  return messages.findLast((message) => !message.delivery)?.id ?? null;
}

/** A reply's first words for the bubble: whitespace folded, cut at a word near the limit. */
export function replyPreview(text: string, limit: number = SUPPORT_REPLY_PREVIEW_CHARS): string {
  const folded = text.replace(/\s+/g, ' ').trim();
  if (folded.length <= limit) return folded;
  const cut = folded.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
