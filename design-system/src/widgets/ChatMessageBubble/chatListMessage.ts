import type { ChatMessage } from '@marketplace/contract';

/** Who wrote a message: `user` (the buyer or the person on the site), `bot` (support), `received` (the seller). */
export type ChatSender = ChatMessage['sender'];

/** A message of mine the app shows before the server has it (optimistic): on its way, or refused. */
export type ChatDelivery = 'sending' | 'failed';

/** A message as the chat widgets show it: a stored one, or one of the viewer's still being sent. */
export type ChatListMessage = ChatMessage & {
  /** Absent for a stored message. Give a temporary `id` while sending; the stored message replaces it. */
  delivery?: ChatDelivery;
};
