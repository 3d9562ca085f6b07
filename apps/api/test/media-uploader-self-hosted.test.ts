import { afterAll, beforeAll } from 'vitest';
import { MEDIA_UPLOAD_PATH, mediaUploadRecordPath, uploadRecordSchema } from '@marketplace/contract';
// The web's media uploader under test, run against this server as a page would (the web never imports the API).
import { createApiClient } from '../../web/src/api/client.ts';
import { isApiError } from '../../web/src/api/ApiError.ts';
import { describeMediaUploaderContract } from '../../web/src/media/mediaUploader.contract.ts';
import { MediaUploadTask, type MediaUploadEnvironment } from '../../web/src/media/mediaUploadTask.ts';
import { isRetryableStatus } from '../../web/src/media/uploadPolicy.ts';
import { startAuthServer, type AuthTestServer } from './auth-client.ts';
import { signUpMerchant, type SignedIn } from './cart-fixtures.ts';
import { png } from './fixtures/media/files.ts';

/** tus in Node reads buffers and streams, not a page's File: this hands it the File's bytes. */
const fileBytesReader: NonNullable<MediaUploadEnvironment['fileReader']> = {
  async openFile(input: File) {
    const bytes = Buffer.from(await input.arrayBuffer());
    return {
      size: bytes.length,
      slice: async (start: number, end: number) => {
        // tus measures what a slice holds by its `size`, as on a Blob.
        const slice = bytes.subarray(start, end);
        const value = Object.assign(slice, { size: slice.length });
        return { value, done: end >= bytes.length };
      },
      close: () => undefined,
    };
  },
};

let server: AuthTestServer;
let seller: SignedIn;
beforeAll(async () => {
  server = await startAuthServer();
  seller = await signUpMerchant(server, 'usta@example.az', 'Saxsı Emalatxanası');
});
afterAll(() => server.close());

describeMediaUploaderContract('self-hosted', () => {
  const client = createApiClient({ baseUrl: server.url, getToken: () => seller.token });
  const environment: MediaUploadEnvironment = {
    endpoint: `${server.url}${MEDIA_UPLOAD_PATH}`,
    getToken: () => seller.token,
    fetchRecord: async (uploadId) => uploadRecordSchema.parse(await client.get(mediaUploadRecordPath(uploadId))),
    isRetryableRecordError: (error) => isApiError(error) && isRetryableStatus(error.status),
    fileReader: fileBytesReader,
  };
  return {
    uploader: () => (job, listener) => new MediaUploadTask(job, listener, environment),
    smallImage: async () => new File([new Uint8Array(await png(64, 48))], 'vaza.png', { type: 'image/png' }),
    // Addresses carry the configured site address; this server listens on a random port.
    read: (downloadURL) => fetch(`${server.url}${new URL(downloadURL, server.url).pathname}`),
  };
});
