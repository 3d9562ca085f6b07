import type { FirebaseWebConfig } from '@marketplace/contract';
import type { ChatAdapter } from './chatAdapter.ts';
import { createFirebaseChat } from './firebaseChat.ts';
import { createFirestoreChatStore, firestoreFor } from './firestoreChatStore.ts';

/** The Firebase chats of this page: our API for the calls, the project's Firestore for delivery. */
export function browserFirebaseChat(calls: ChatAdapter, firebase: FirebaseWebConfig): ChatAdapter {
  return createFirebaseChat(calls, createFirestoreChatStore(firestoreFor(firebase)));
}
