import { arrayUnion, connectFirestoreEmulator, doc, getFirestore, onSnapshot, setDoc, type Firestore } from 'firebase/firestore';
import type { FirebaseWebConfig } from '@marketplace/contract';
import { emulatorAddress, firebaseAppFor } from '../firebase/firebaseApp.ts';
import { checkDocumentWrite, type ChatDocumentStore } from './chatDocumentStore.ts';

const connected = new WeakSet<Firestore>();

/** The app's Firestore, pointed at the emulator when one is configured (once: a second connect throws). */
export function firestoreFor(config: FirebaseWebConfig): Firestore {
  const firestore = getFirestore(firebaseAppFor(config));
  if (config.firestoreEmulatorHost && !connected.has(firestore)) {
    const { host, port } = emulatorAddress(config.firestoreEmulatorHost);
    connectFirestoreEmulator(firestore, host, port);
    connected.add(firestore);
  }
  return firestore;
}

/** Spec §7 live documents on Firestore: written with arrayUnion (created if missing), read by onSnapshot. */
export function createFirestoreChatStore(firestore: Firestore): ChatDocumentStore {
  return {
    async append(path, entry, fields) {
      checkDocumentWrite(path, { ...fields, chat: [entry] });
      await setDoc(doc(firestore, path.collection, path.id), { ...fields, chat: arrayUnion(entry) }, { merge: true });
    },
    watch(path, onDocument, onError) {
      return onSnapshot(
        doc(firestore, path.collection, path.id),
        (snapshot) => {
          const chat: unknown = snapshot.get('chat');
          const chatId: unknown = snapshot.get('chatId');
          onDocument({ entries: Array.isArray(chat) ? chat : [], chatId: typeof chatId === 'string' ? chatId : null });
        },
        (error) => onError(error.code),
      );
    },
  };
}
