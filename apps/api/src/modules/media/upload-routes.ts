import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  isValidQrCode,
  MEDIA_QR_PATH,
  MEDIA_UPLOAD_PATH,
  MEDIA_UPLOADS_PATH,
  qrGalleryPageSchema,
  qrGalleryQuerySchema,
  uploadRecordSchema,
} from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';
import { admitUpload, type AdmissionDeps } from './admit-upload.ts';
import { mediaErrors } from './errors.ts';
import { MEDIA_ID_PATTERN } from './keys.ts';
import { decodePageToken } from './page-token.ts';
import { qrGalleryRows, toUploadRecord, type RecordView } from './records.ts';
import type { TusUploads } from './tus-uploads.ts';
import { requireUploadOwner } from './upload-owner.ts';

export interface UploadRoutesOptions {
  admission: AdmissionDeps;
  tus: TusUploads;
  view: RecordView;
}

/** The tus endpoint, the record of a finished upload and the QR gallery. */
export async function uploadRoutes(scope: FastifyInstance, options: UploadRoutesOptions): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { admission, tus, view } = options;

  // tus reads the chunk bodies from the raw request itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  app.post(MEDIA_UPLOAD_PATH, async (request, reply) => {
    const admitted = await admitUpload(admission, request);
    reply.hijack();
    await tus.handle(request.raw, reply.raw, admitted);
  });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: `${MEDIA_UPLOAD_PATH}/:id`,
    schema: { params: z.object({ id: z.string() }) },
    handler: async (request, reply) => {
      // Ids tus would not accept are left to it (404).
      const { id } = request.params;
      if (MEDIA_ID_PATTERN.test(id)) await requireUploadOwner(admission.guard, request, await tus.bindingOf(id));
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    },
  });

  app.get(
    `${MEDIA_UPLOADS_PATH}/:id`,
    { schema: { params: z.object({ id: z.string() }), response: { 200: uploadRecordSchema } } },
    async (request) => {
      if (!MEDIA_ID_PATTERN.test(request.params.id)) throw mediaErrors.uploadNotFound();
      return tus.recordOf(request.params.id);
    },
  );

  app.get(
    `${MEDIA_QR_PATH}/:qrCode`,
    {
      schema: {
        params: z.object({ qrCode: z.string() }),
        querystring: qrGalleryQuerySchema,
        response: { 200: qrGalleryPageSchema },
      },
    },
    async (request) => {
      const { qrCode } = request.params;
      if (!isValidQrCode(qrCode)) throw mediaErrors.qrCodeInvalid();
      const { page_size, page_token } = request.query;
      const cursor = page_token === undefined ? undefined : decodePageToken(page_token);
      if (page_token !== undefined && !cursor) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'The page token is not valid.', { fields: { page_token: 'invalid' } });
      }
      const page = await qrGalleryRows(admission.db, qrCode, page_size, cursor);
      return { items: page.rows.map((row) => toUploadRecord(view, row)), next_page_token: page.nextPageToken };
    },
  );
}
