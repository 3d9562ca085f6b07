import { describe, expect, it } from 'vitest';
import type { FirebaseWebConfig } from '@marketplace/contract';
import { firebaseOriginsOf } from './firebase-settings.ts';

const firebase: FirebaseWebConfig = {
  apiKey: 'k',
  authDomain: 'bazar-az.firebaseapp.com',
  projectId: 'bazar-az',
  storageBucket: 'bazar-az.appspot.com',
  appId: '1:1:web:1',
};

describe('firebaseOriginsOf', () => {
  it('allows nothing without the web configuration, whatever the providers say', () => {
    expect(firebaseOriginsOf({ chat: 'firebase', media: 'firebase', firebase: null })).toEqual({ connect: [], media: [] });
  });

  it('allows Firestore for chats and Cloud Storage for media, each only when Firebase carries it', () => {
    expect(firebaseOriginsOf({ chat: 'firebase', media: 'self', firebase })).toEqual({
      connect: ['https://firestore.googleapis.com'],
      media: [],
    });
    expect(firebaseOriginsOf({ chat: 'self', media: 'firebase', firebase })).toEqual({
      connect: ['https://firebasestorage.googleapis.com'],
      media: ['https://firebasestorage.googleapis.com'],
    });
  });

  it('allows the emulators instead when they are configured', () => {
    const local = { ...firebase, firestoreEmulatorHost: '127.0.0.1:8080', storageEmulatorHost: '127.0.0.1:9199' };
    expect(firebaseOriginsOf({ chat: 'firebase', media: 'firebase', firebase: local })).toEqual({
      connect: ['http://127.0.0.1:8080', 'http://127.0.0.1:9199'],
      media: ['http://127.0.0.1:9199'],
    });
  });
});
