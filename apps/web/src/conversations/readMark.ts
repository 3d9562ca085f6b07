import { isLaterMessageId, type ChatMessage } from '@marketplace/contract';

/**
 * The read mark the viewer should send after seeing `messages` (oldest first): the newest message's
 * id when the other side wrote something after `marked` (the last mark sent, or the server's), else
 * null — the viewer's own messages never need one.
 */
export function readMarkToSend(
  messages: readonly Pick<ChatMessage, 'id' | 'sender'>[],
  viewerSender: ChatMessage['sender'],
  marked: string | null,
): string | null {
  const newest = messages.at(-1);
  if (!newest) return null;
  const theirs = messages.findLast((message) => message.sender !== viewerSender);
  if (!theirs || !isLaterMessageId(theirs.id, marked)) return null;
  return newest.id;
}
