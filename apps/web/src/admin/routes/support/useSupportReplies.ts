import type { ChatMessage } from '@marketplace/contract';
import { useOutbox } from '../../../conversations/useOutbox.ts';
import { useReplySupport } from '../../../data/supportChats.ts';

/**
 * The admin's answers in one support conversation: each shown at once as `sending` until the server
 * has it (the stored one then takes its place), or `failed` with a retry and the refusal's code.
 */
export function useSupportReplies(chatId: string, stored: readonly ChatMessage[]) {
  const reply = useReplySupport();
  const outbox = useOutbox({
    chatId,
    sender: 'bot',
    stored,
    post: (entry) => reply.mutateAsync({ chatId, text: entry.message.text }),
    unknownRefusal: 'UNEXPECTED_RESPONSE',
  });
  return { ...outbox, submit: (text: string) => outbox.submit(text) };
}
