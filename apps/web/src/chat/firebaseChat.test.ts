import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_FROM_START, type ChatMessage, type SendSupportMessageAnswer } from '@marketplace/contract';
import type { ChatAdapter } from './chatAdapter.ts';
import type { ChatDocumentPath, ChatEntry } from './chatDocuments.ts';
import { checkDocumentWrite, DocumentWriteRefused, type ChatDocument, type ChatDocumentStore } from './chatDocumentStore.ts';
import { createFirebaseChat } from './firebaseChat.ts';

/** Firestore's behaviour the adapter relies on, in memory: arrayUnion appends an entry not already there. */
function memoryStore() {
  const documents = new Map<string, { entries: unknown[]; chatId: string | null }>();
  const watchers = new Map<string, Set<(document: ChatDocument) => void>>();
  const keyOf = (path: ChatDocumentPath) => `${path.collection}/${path.id}`;
  const publish = (key: string) => {
    const document = documents.get(key) ?? { entries: [], chatId: null };
    watchers.get(key)?.forEach((watcher) => watcher({ entries: [...document.entries], chatId: document.chatId }));
  };
  const store: ChatDocumentStore & { put(path: ChatDocumentPath, entries: unknown[], chatId?: string): void } = {
    append: vi.fn(async (path: ChatDocumentPath, entry: ChatEntry, fields: Record<string, string>) => {
      checkDocumentWrite(path, { ...fields, chat: [entry] });
      const key = keyOf(path);
      const document = documents.get(key) ?? { entries: [], chatId: null };
      if (!document.entries.some((known) => JSON.stringify(known) === JSON.stringify(entry))) document.entries.push(entry);
      documents.set(key, { entries: document.entries, chatId: fields.chatId ?? document.chatId });
      publish(key);
    }),
    watch(path, onDocument) {
      const key = keyOf(path);
      const set = watchers.get(key) ?? new Set();
      set.add(onDocument);
      watchers.set(key, set);
      publish(key);
      return () => set.delete(onDocument);
    },
    put(path, entries, chatId) {
      documents.set(keyOf(path), { entries, chatId: chatId ?? null });
      publish(keyOf(path));
    },
  };
  return { store, documents };
}

const message = (id: string, overrides: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  chatId: 'chat-1',
  text: `mesaj ${id}`,
  sender: 'user',
  date: '2026-11-27T10:00:00.000Z',
  attachments: [],
  masked: false,
  ...overrides,
});
const entry = (id: string, sender: ChatMessage['sender'] = 'received') => ({
  id,
  text: `mesaj ${id}`,
  sender,
  date: '2026-11-27T10:00:00.000Z',
});

function calls(sent: ChatMessage, supportAnswer?: SendSupportMessageAnswer): ChatAdapter {
  const unused = () => {
    throw new Error('not part of this test');
  };
  return {
    support: { send: async () => supportAnswer ?? unused(), history: unused, watch: unused, markRead: unused },
    customOrder: { open: unused, send: async () => sent, history: unused, watch: unused, markRead: unused },
  };
}

const customOrderDoc = (id: string): ChatDocumentPath => ({ collection: 'CustomOrderChat', id });

afterEach(() => vi.restoreAllMocks());

describe('Firebase chat adapter', () => {
  it('sends through the API first, then appends the answered message to CustomOrderChat/{contactId}', async () => {
    const { store, documents } = memoryStore();
    const sent = message('7', { masked: true, attachments: [{ url: 'https://cdn.example/a.webp', width: 10, height: 20 }] });
    const chat = createFirebaseChat(calls(sent), store);
    await expect(chat.customOrder.send('chat-1', 'salam')).resolves.toBe(sent);
    expect(documents.get('CustomOrderChat/chat-1')).toEqual({
      chatId: 'chat-1',
      entries: [
        {
          id: '7',
          text: 'mesaj 7',
          sender: 'user',
          date: sent.date,
          attachments: [{ url: 'https://cdn.example/a.webp', width: 10, height: 20 }],
          masked: true,
        },
      ],
    });
  });

  it('appends a support message under SupportChat/{supportToken}', async () => {
    const { store, documents } = memoryStore();
    const answer = { supportToken: 'T'.repeat(22), message: message('3', { chatId: 'support-chat' }) };
    await createFirebaseChat(calls(message('0'), answer), store).support.send(null, 'salam');
    expect(documents.get(`SupportChat/${'T'.repeat(22)}`)?.chatId).toBe('support-chat');
  });

  it('keeps a send that the document refused, and says why in the log', async () => {
    const { store } = memoryStore();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const chat = createFirebaseChat(calls(message('5')), {
      ...store,
      append: async () => Promise.reject(new DocumentWriteRefused('no')),
    });
    await expect(chat.customOrder.send('chat-1', 'salam')).resolves.toMatchObject({ id: '5' });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('not delivered live'), expect.any(DocumentWriteRefused));
  });

  it('watches from `after`: the missed entries in id order, then new ones, each once', () => {
    const { store } = memoryStore();
    store.put(customOrderDoc('chat-1'), [entry('1'), entry('3'), entry('2')], 'chat-1');
    const chat = createFirebaseChat(calls(message('0')), store);
    const seen: string[] = [];
    const states: string[] = [];
    chat.customOrder.watch('chat-1', '1', { onMessage: (m) => seen.push(m.id), onConnection: (state) => states.push(state) });
    expect(seen).toEqual(['2', '3']);
    expect(states).toEqual(['live']);

    // A later append that lands before an earlier one, a repeat, and an entry some other writer made without our id.
    store.put(
      customOrderDoc('chat-1'),
      [entry('1'), entry('3'), entry('2'), entry('5'), { text: 'x', sender: 'user', date: 'd' }, entry('4')],
      'chat-1',
    );
    store.put(customOrderDoc('chat-1'), [entry('1'), entry('3'), entry('2'), entry('5'), entry('4')], 'chat-1');
    expect(seen).toEqual(['2', '3', '4', '5']);
  });

  it('without `after` (a page holding nothing) delivers what the document holds, then what is appended, each once', () => {
    const { store } = memoryStore();
    store.put(customOrderDoc('chat-1'), [entry('1'), entry('2')], 'chat-1');
    const chat = createFirebaseChat(calls(message('0')), store);
    const seen: ChatMessage[] = [];
    chat.customOrder.watch('chat-1', null, { onMessage: (m) => seen.push(m) });
    store.put(customOrderDoc('chat-1'), [entry('1'), entry('2'), entry('3')], 'chat-1');
    expect(seen.map((m) => m.id)).toEqual(['1', '2', '3']);
    expect(seen[2]).toEqual({
      id: '3',
      chatId: 'chat-1',
      text: 'mesaj 3',
      sender: 'received',
      date: '2026-11-27T10:00:00.000Z',
      attachments: [],
      masked: false,
    });
  });

  it('from the start of an empty chat (LIVE_FROM_START) delivers its first message', () => {
    const { store } = memoryStore();
    const chat = createFirebaseChat(calls(message('0')), store);
    const seen: string[] = [];
    chat.customOrder.watch('chat-1', LIVE_FROM_START, { onMessage: (m) => seen.push(m.id) });
    store.put(customOrderDoc('chat-1'), [entry('1')], 'chat-1');
    expect(seen).toEqual(['1']);
  });

  it("reports the database's refusal to read as CHAT_FORBIDDEN", () => {
    const refused: string[] = [];
    const store: ChatDocumentStore = {
      append: async () => undefined,
      watch: (_path, _onDocument, onError) => {
        onError('permission-denied');
        return () => undefined;
      },
    };
    createFirebaseChat(calls(message('0')), store).customOrder.watch('chat-1', null, {
      onMessage: () => undefined,
      onRefused: (code) => refused.push(code),
    });
    expect(refused).toEqual(['CHAT_FORBIDDEN']);
  });
});

describe('checkDocumentWrite', () => {
  it('refuses a write that breaks spec §5, naming the document and the field', () => {
    expect(() => checkDocumentWrite(customOrderDoc('c1'), { chat: [{ 'a/b': 1 }] })).toThrow(
      new DocumentWriteRefused('Not written to CustomOrderChat/c1: a field name contains one of ~ * / [ ] (chat[0].a/b)'),
    );
    expect(() =>
      checkDocumentWrite(customOrderDoc('c1'), { chatId: 'c1', chat: [{ id: '1', text: 't', sender: 'user', date: 'd' }] }),
    ).not.toThrow();
  });
});
