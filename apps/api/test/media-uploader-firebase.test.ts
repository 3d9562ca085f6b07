import { deleteApp } from 'firebase/app';
import { afterAll, describe, it } from 'vitest';
import type { FirebaseWebConfig } from '@marketplace/contract';
import { firebaseMediaUploader, storageFor } from '../../web/src/media/firebaseMediaUpload.ts';
import { describeMediaUploaderContract } from '../../web/src/media/mediaUploader.contract.ts';
import { png } from './fixtures/media/files.ts';

const emulatorHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

if (!emulatorHost) {
  describe.skip('Firebase media uploader: skipped, FIREBASE_STORAGE_EMULATOR_HOST is not set (the Firebase emulators cannot be downloaded on the CI machines)', () => {
    it('runs the shared media contract against the Cloud Storage emulator', () => undefined);
  });
} else {
  const firebase: FirebaseWebConfig = {
    apiKey: 'emulator-api-key',
    authDomain: 'demo-marketplace.firebaseapp.com',
    projectId: 'demo-marketplace',
    storageBucket: 'demo-marketplace.appspot.com',
    appId: '1:000000000000:web:0000000000000000',
    storageEmulatorHost: emulatorHost,
  };
  const storage = storageFor(firebase);
  afterAll(() => deleteApp(storage.app));

  describeMediaUploaderContract('Firebase', () => ({
    uploader: () => firebaseMediaUploader(storage),
    smallImage: async () => new File([new Uint8Array(await png(64, 48))], 'vaza.png', { type: 'image/png' }),
    read: (downloadURL) => fetch(downloadURL),
  }));
}
