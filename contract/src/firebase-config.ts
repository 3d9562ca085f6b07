/**
 * The Firebase web app's configuration as pages receive it (ARCHITECTURE §3 platform adapters), and
 * which provider a page uses. Zod-free: the pages read it before loading any chat or media code.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  appId: string;
  /** `host:port` of a local Firestore emulator (development and tests only). */
  firestoreEmulatorHost?: string;
  /** `host:port` of a local Cloud Storage emulator (development and tests only). */
  storageEmulatorHost?: string;
}

export type ProviderChoice = 'self' | 'firebase';

/** Firebase's hosts the pages reach: Firestore's listen and write channel, and Cloud Storage's uploads and files. */
export const FIREBASE_HOSTS = {
  firestore: 'https://firestore.googleapis.com',
  storage: 'https://firebasestorage.googleapis.com',
} as const;

/**
 * Firebase carries a chat or media only when the configuration asks for it AND the Firebase web
 * configuration is set; anything else (the default) is our own server.
 */
export function effectiveProvider(
  config: { chat: ProviderChoice; media: ProviderChoice; firebase?: FirebaseWebConfig | null },
  part: 'chat' | 'media',
): ProviderChoice {
  return config[part] === 'firebase' && config.firebase ? 'firebase' : 'self';
}
