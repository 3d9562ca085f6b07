import { CHAT_ERROR, type ChatMessage } from '@marketplace/contract';
import type { ChatAdapter, ChatWatchHandlers, Unwatch, WatchAfter } from './chatAdapter.ts';
import { CHAT_COLLECTIONS, chatEntryOf, newMessages, type ChatDocumentPath } from './chatDocuments.ts';
import type { ChatDocumentStore } from './chatDocumentStore.ts';

/** Firestore's refusal of a read (its security rules) reads as ours. */
const refusalCode = (code: string) => (code === 'permission-denied' ? CHAT_ERROR.CHAT_FORBIDDEN : code);

/** A document's entries after `after` (all of them for null, as the self-hosted watch), each once. */
function watchDocument(
  store: ChatDocumentStore,
  path: ChatDocumentPath,
  after: WatchAfter,
  handlers: ChatWatchHandlers,
): Unwatch {
  const delivered = new Set<string>();
  let first = true;
  return store.watch(
    path,
    ({ entries, chatId }) => {
      if (first) handlers.onConnection?.('live');
      first = false;
      for (const message of newMessages(entries, chatId ?? path.id, after, delivered)) handlers.onMessage(message);
    },
    (code) => handlers.onRefused?.(refusalCode(code)),
  );
}

/**
 * Chats carried by Firebase (ARCHITECTURE §3), selected by the page's configuration: our API stays
 * the record and does everything but delivery (`calls`: history, read marks, getItemContact, and
 * every send — validated, limited, masked); the answered message is then appended to the live
 * document (`SupportChat/{supportToken}`, `CustomOrderChat/{contactId}`, created if missing), and a
 * watch reads the document's changes instead of our WebSocket. Read receipts and status changes are
 * not in the documents: a page reads them from the API.
 */
export function createFirebaseChat(calls: ChatAdapter, store: ChatDocumentStore): ChatAdapter {
  const append = async (path: ChatDocumentPath, message: ChatMessage) => {
    try {
      await store.append(path, chatEntryOf(message), { chatId: message.chatId });
    } catch (error) {
      // The message is in the record (both sides' histories have it): sending it again would send it
      // twice, so the send stands and only its live delivery is lost (spec §8: chat failures are logged).
      console.error('The chat message was sent but not delivered live:', error);
    }
    return message;
  };
  return {
    support: {
      ...calls.support,
      send: async (supportToken, text, clientId) => {
        const answer = await calls.support.send(supportToken, text, clientId);
        await append({ collection: CHAT_COLLECTIONS.support, id: answer.supportToken }, answer.message);
        return answer;
      },
      watch: (supportToken, after, handlers) =>
        watchDocument(store, { collection: CHAT_COLLECTIONS.support, id: supportToken }, after, handlers),
    },
    customOrder: {
      ...calls.customOrder,
      send: async (chatId, text, attachments, clientId) =>
        append(
          { collection: CHAT_COLLECTIONS.customOrder, id: chatId },
          await calls.customOrder.send(chatId, text, attachments, clientId),
        ),
      watch: (chatId, after, handlers) =>
        watchDocument(store, { collection: CHAT_COLLECTIONS.customOrder, id: chatId }, after, handlers),
    },
  };
}
