import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  IDEMPOTENT_REPLAY_HEADER,
  isValidQrCode,
  MEDIA_UPLOAD_PATH,
  QR_GUEST_KEY_HEADER,
  QR_GUEST_KEY_PATTERN,
  qrGalleryAnswerSchema,
  qrGalleryQuerySchema,
  uploadRecordSchema,
} from '@marketplace/contract';
import { HttpError } from '../../http/errors.ts';
import { claimIdempotencyKey, idempotencyKeyOf, replay, requestFingerprint } from '../../http/idempotency.ts';
import { admitUpload, reserveForUpload, type AdmissionDeps } from './admit-upload.ts';
import { mediaErrors } from './errors.ts';
import { MEDIA_ID_PATTERN } from './keys.ts';
import { decodePageToken } from './page-token.ts';
import { readQrGallery } from './qr-gallery.ts';
import type { RecordView } from './records.ts';
import type { TusUploads } from './tus-uploads.ts';
import { requireUploadOwner } from './upload-owner.ts';

export interface UploadRoutesOptions {
  admission: AdmissionDeps;
  tus: TusUploads;
  view: RecordView;
  /** Counts a gallery read against the per-client limit; answers seconds to wait when over it. */
  countGalleryRead(request: FastifyRequest): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
}

/** The tus endpoint, the record of a finished upload and the QR gallery. */
export async function uploadRoutes(scope: FastifyInstance, options: UploadRoutesOptions): Promise<void> {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { admission, tus, view } = options;

  // tus reads the chunk bodies from the raw request itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  app.post(API_PATHS.media.upload, async (request, reply) => {
    const admitted = await admitUpload(admission, request);
    const key = idempotencyKeyOf(request);
    const claim =
      key === undefined
        ? undefined
        : await claimIdempotencyKey(admission.db, {
            scope: admitted.ownerId ? `account:${admitted.ownerId}` : `address:${request.ip}`,
            key,
            fingerprint: requestFingerprint([
              'POST',
              MEDIA_UPLOAD_PATH,
              admitted.kind,
              admitted.qrCode,
              admitted.filename,
              admitted.length,
            ]),
          });
    if (claim && !claim.fresh) return replay(reply, claim.answer);
    try {
      await reserveForUpload(admission, request, admitted);
      reply.hijack();
      await tus.handle(request.raw, reply.raw, admitted);
    } catch (error) {
      await claim?.forget();
      throw error;
    }
    if (!claim) return;
    if (reply.raw.statusCode !== 201) return claim.forget();
    return claim.remember({
      status: 201,
      body: '',
      headers: {
        location: `${MEDIA_UPLOAD_PATH}/${admitted.id}`,
        'tus-resumable': '1.0.0',
        'access-control-expose-headers': `Location, Tus-Resumable, ${IDEMPOTENT_REPLAY_HEADER}`,
      },
    });
  });
  app.route({
    method: ['HEAD', 'PATCH', 'DELETE'],
    url: API_PATHS.media.uploadById,
    schema: { params: z.object({ id: z.string() }) },
    // A tus client that resumes asks HEAD for the offset and starts the whole upload again on any
    // answer but 2xx or 423 Locked. "Not now" (busy, database away, shutting down) is therefore
    // said as 423, which tus clients retry after a pause, keeping the bytes already sent.
    onSend: async (request, reply) => {
      if (request.method === 'HEAD' && reply.statusCode === 503) reply.code(423);
    },
    handler: async (request, reply) => {
      // Ids tus would not accept are left to it (404).
      const { id } = request.params;
      if (MEDIA_ID_PATTERN.test(id)) await requireUploadOwner(admission.guard, request, await tus.bindingOf(id));
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    },
  });

  app.get(
    API_PATHS.media.uploadRecord,
    { schema: { params: z.object({ id: z.string() }), response: { 200: uploadRecordSchema } } },
    async (request) => {
      if (!MEDIA_ID_PATTERN.test(request.params.id)) throw mediaErrors.uploadNotFound();
      return tus.recordOf(request.params.id);
    },
  );

  app.get(
    API_PATHS.media.qrGallery,
    {
      schema: {
        params: z.object({ qrCode: z.string() }),
        querystring: qrGalleryQuerySchema,
        response: { 200: qrGalleryAnswerSchema },
      },
    },
    async (request, reply) => {
      const limit = await options.countGalleryRead(request);
      if (!limit.allowed) throw mediaErrors.galleryRateLimited(limit.retryAfterSeconds);
      const { qrCode } = request.params;
      if (!isValidQrCode(qrCode)) throw mediaErrors.qrCodeInvalid();
      const header = request.headers[QR_GUEST_KEY_HEADER];
      if (header !== undefined && (typeof header !== 'string' || !QR_GUEST_KEY_PATTERN.test(header))) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'The guest key is malformed.', {
          fields: { [QR_GUEST_KEY_HEADER]: 'invalid' },
        });
      }
      const { page_size, page_token } = request.query;
      const cursor = page_token === undefined ? undefined : decodePageToken(page_token);
      if (page_token !== undefined && !cursor) {
        throw new HttpError(400, 'VALIDATION_FAILED', 'The page token is not valid.', { fields: { page_token: 'invalid' } });
      }
      const account = (await admission.guard.requireSession(request).catch(() => undefined))?.account;
      const answer = await readQrGallery(admission.db, view, {
        qrCode,
        reader: { account: account ? { id: account.id, type: account.type } : null, guestKey: header ?? null },
        pageSize: page_size,
        cursor,
        now: new Date(),
      });
      return reply.header('cache-control', 'private, no-store').send(answer);
    },
  );
}
