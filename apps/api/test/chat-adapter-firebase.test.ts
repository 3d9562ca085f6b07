import { deleteApp } from 'firebase/app';
import { doc, getDoc, terminate, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirebaseWebConfig } from '@marketplace/contract';
import { describeChatAdapterContract } from '../../web/src/chat/chatAdapter.contract.ts';
import { createFirebaseChat } from '../../web/src/chat/firebaseChat.ts';
import { createFirestoreChatStore, firestoreFor } from '../../web/src/chat/firestoreChatStore.ts';
import { chatParties, selfHostedChatFor, startChatAdapterServer, type ChatAdapterServer } from './chat-adapter-parties.ts';

const emulatorHost = process.env.FIRESTORE_EMULATOR_HOST;

if (!emulatorHost) {
  describe.skip('Firebase chat adapter: skipped, FIRESTORE_EMULATOR_HOST is not set (the Firebase emulators cannot be downloaded on the CI machines)', () => {
    it('runs the shared chat contract against the Firestore emulator', () => undefined);
  });
} else {
  // A "demo-" project never reaches a real one: the emulator answers for it.
  const firebase: FirebaseWebConfig = {
    apiKey: 'emulator-api-key',
    authDomain: 'demo-marketplace.firebaseapp.com',
    projectId: `demo-marketplace-${process.pid}`,
    storageBucket: 'demo-marketplace.appspot.com',
    appId: '1:000000000000:web:0000000000000000',
    firestoreEmulatorHost: emulatorHost,
  };
  let context: ChatAdapterServer;
  let firestore: Firestore;
  beforeAll(async () => {
    context = await startChatAdapterServer();
    firestore = firestoreFor(firebase);
  });
  afterAll(async () => {
    await terminate(firestore);
    await deleteApp(firestore.app);
    await context.server.close();
  });

  const adapterFor = (token: string | null) =>
    createFirebaseChat(selfHostedChatFor(context.server.url, token), createFirestoreChatStore(firestore));
  describeChatAdapterContract('Firebase', () => chatParties(context, adapterFor));

  describe('Firebase chat documents', () => {
    it("hold each sent message as spec §3's { text, sender, date } with our id, under the chat's key", async () => {
      const buyer = adapterFor(context.buyer.token);
      const chatId = await buyer.customOrder.open(context.itemId, context.seller.id);
      const sent = await buyer.customOrder.send(chatId, 'Hədiyyə qutusu da olsun');
      const document = await getDoc(doc(firestore, 'CustomOrderChat', chatId));
      expect(document.get('chatId')).toBe(chatId);
      expect(document.get('chat')).toContainEqual({
        id: sent.id,
        text: 'Hədiyyə qutusu da olsun',
        sender: 'user',
        date: sent.date,
      });

      const { supportToken, message } = await adapterFor(null).support.send(null, 'Salam');
      const support = await getDoc(doc(firestore, 'SupportChat', supportToken));
      expect(support.get('chat')).toEqual([{ id: message.id, text: 'Salam', sender: 'user', date: message.date }]);
    });
  });
}
