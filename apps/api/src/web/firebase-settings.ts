import { z } from 'zod';
import { effectiveProvider, FIREBASE_HOSTS, type FirebaseWebConfig, type ProviderChoice } from '@marketplace/contract';

/**
 * The Firebase web app the pages use when CHAT_PROVIDER or MEDIA_PROVIDER is `firebase`
 * (FIREBASE_* variables; the emulator hosts for development and tests). Nothing here is secret:
 * a Firebase web configuration is meant to be in every page.
 */
const WEB_CONFIG_VARIABLES = [
  'FIREBASE_API_KEY',
  'FIREBASE_AUTH_DOMAIN',
  'FIREBASE_PROJECT_ID',
  'FIREBASE_STORAGE_BUCKET',
  'FIREBASE_APP_ID',
] as const;

const hostPort = z.string().regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, { message: 'must be host:port, like 127.0.0.1:8080' });

/** Spread into the environment schema of config.ts. */
export const firebaseEnvShape = {
  FIREBASE_API_KEY: z.string().optional(),
  FIREBASE_AUTH_DOMAIN: z.string().optional(),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/, { message: 'must be a Firebase project id (lowercase letters, digits and -)' })
    .optional(),
  FIREBASE_STORAGE_BUCKET: z.string().optional(),
  FIREBASE_APP_ID: z.string().optional(),
  FIRESTORE_EMULATOR_HOST: hostPort.optional(),
  FIREBASE_STORAGE_EMULATOR_HOST: hostPort.optional(),
};

type FirebaseEnv = z.output<z.ZodObject<typeof firebaseEnvShape>>;

/** The web configuration comes whole or not at all: half of it would only fail in the browser. */
export function checkFirebaseEnv(env: FirebaseEnv, context: z.RefinementCtx): void {
  const set = WEB_CONFIG_VARIABLES.filter((name) => env[name] !== undefined);
  if (set.length === 0 || set.length === WEB_CONFIG_VARIABLES.length) return;
  for (const name of WEB_CONFIG_VARIABLES) {
    if (env[name] === undefined)
      context.addIssue({ code: 'custom', path: [name], message: `must be set together with ${set.join(', ')}` });
  }
}

export function firebaseWebConfigOf(env: FirebaseEnv): FirebaseWebConfig | null {
  if (
    !env.FIREBASE_API_KEY ||
    !env.FIREBASE_AUTH_DOMAIN ||
    !env.FIREBASE_PROJECT_ID ||
    !env.FIREBASE_STORAGE_BUCKET ||
    !env.FIREBASE_APP_ID
  ) {
    return null;
  }
  return {
    apiKey: env.FIREBASE_API_KEY,
    authDomain: env.FIREBASE_AUTH_DOMAIN,
    projectId: env.FIREBASE_PROJECT_ID,
    storageBucket: env.FIREBASE_STORAGE_BUCKET,
    appId: env.FIREBASE_APP_ID,
    ...(env.FIRESTORE_EMULATOR_HOST ? { firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST } : {}),
    ...(env.FIREBASE_STORAGE_EMULATOR_HOST ? { storageEmulatorHost: env.FIREBASE_STORAGE_EMULATOR_HOST } : {}),
  };
}

export interface FirebaseOrigins {
  /** What the pages call (connect-src): Firestore for chats, Cloud Storage for uploads. */
  connect: string[];
  /** Where uploaded pictures and videos are read from (img-src, media-src). */
  media: string[];
}

/** Firebase's origins the page policy must allow: none unless Firebase carries chat or media. */
export function firebaseOriginsOf(config: {
  chat: ProviderChoice;
  media: ProviderChoice;
  firebase: FirebaseWebConfig | null;
}): FirebaseOrigins {
  const connect: string[] = [];
  const media: string[] = [];
  const firebase = config.firebase;
  if (!firebase) return { connect, media };
  if (effectiveProvider(config, 'chat') === 'firebase') {
    connect.push(firebase.firestoreEmulatorHost ? `http://${firebase.firestoreEmulatorHost}` : FIREBASE_HOSTS.firestore);
  }
  if (effectiveProvider(config, 'media') === 'firebase') {
    const storage = firebase.storageEmulatorHost ? `http://${firebase.storageEmulatorHost}` : FIREBASE_HOSTS.storage;
    connect.push(storage);
    media.push(storage);
  }
  return { connect, media };
}
