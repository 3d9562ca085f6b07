/**
 * Read receipts (the read tick under the viewer's messages), zod-free like chat-rules.ts. Each side
 * of a chat has a read mark; the live channel reports every move of either side's mark, the
 * writer's own included: a message moves its writer's mark up to itself (the writer has read what
 * was written before it). Only the other side's mark says which of the viewer's messages were read.
 */
import { compareMessageIds } from './chat-message-ids.ts';

/** Who a read mark belongs to: the side that wrote as this sender (spec §3 senders). */
export type ChatReadSide = 'user' | 'received' | 'bot';

/** One side has read its chat up to `lastReadId` (a live `read` frame). */
export interface ChatReadMark {
  side: ChatReadSide;
  lastReadId: string;
}

/** Whether a read mark is the other side's, the one the viewer's read ticks follow. */
export function isCounterpartRead(side: ChatReadSide, viewerSender: ChatReadSide): boolean {
  return side !== viewerSender;
}

/**
 * The other side's read cursor after a live read mark: the other side's mark moves it forward (never
 * back); the viewer's own mark, which each of the viewer's messages moves, leaves it as it was — a
 * message just sent is not read by anyone yet.
 */
export function counterpartReadAfter(current: string | null, mark: ChatReadMark, viewerSender: ChatReadSide): string | null {
  if (!isCounterpartRead(mark.side, viewerSender)) return current;
  return compareMessageIds(mark.lastReadId, current) > 0 ? mark.lastReadId : current;
}
