import { compareMessageIds } from '@marketplace/contract';

const isStoredId = (id: string) => /^[1-9][0-9]*$/.test(id);

/**
 * The id of the viewer's last message the other side has read (`readUpTo`, their read cursor), the
 * one that carries the read tick; null when none is read. Messages still being sent are skipped.
 */
export function lastReadOwnMessageId(
  messages: readonly { id: string; sender: string; delivery?: string }[],
  viewerSender: string,
  readUpTo: string | null | undefined,
): string | null {
  if (!readUpTo || !isStoredId(readUpTo)) return null;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.sender !== viewerSender || message.delivery || !isStoredId(message.id)) continue;
    if (compareMessageIds(message.id, readUpTo) <= 0) return message.id;
  }
  return null;
}
