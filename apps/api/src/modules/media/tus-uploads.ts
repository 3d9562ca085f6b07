import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyBaseLogger } from 'fastify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAY_HEADER,
  isMediaKind,
  MEDIA_RECORD_HEADER,
  MEDIA_UPLOAD_PATH,
  type UploadRecord,
} from '@marketplace/contract';
import { errorBody, HttpError } from '../../http/errors.ts';
import { mediaErrors } from './errors.ts';
import { MEDIA_ID_PATTERN } from './keys.ts';
import { findMediaRow, toUploadRecord } from './records.ts';
import { storeMedia, type MediaDeps } from './store-media.ts';
import type { UploadBinding } from './upload-owner.ts';

/** What the HTTP layer decided about a new upload, before tus creates it. */
export interface AdmittedUpload {
  /** The upload id tus will use (so a remembered creation can name its address). */
  id: string;
  kind: string;
  /** The declared Upload-Length. */
  length: number;
  qrCode: string | null;
  ownerId: string | null;
  /** The owner's account type (ACCOUNT_TYPE); null for a guest. */
  ownerType: number | null;
  /** A QR upload: the hash of the key the guest's browser sent, which lists their own files later. */
  guestKeyHash: string | null;
  filename: string | null;
}

export interface TusUploads {
  /** Hands a request to tus; `admitted` is required for the creating POST. */
  handle(request: IncomingMessage, response: ServerResponse, admitted?: AdmittedUpload): Promise<void>;
  /** Kind and owner of an unfinished upload; undefined when there is none with this id. */
  bindingOf(id: string): Promise<UploadBinding | undefined>;
  /** The record of a finished upload; finishes a fully received one whose processing was cut short. */
  recordOf(id: string): Promise<UploadRecord>;
  /** Deletes unfinished uploads older than the expiry; answers how many. */
  sweepExpired(): Promise<number>;
}

interface NodePair {
  req: IncomingMessage;
  res: ServerResponse;
}

/** tus hands hooks a web Request; on Node it carries the original pair. */
function nodePairOf(request: unknown): NodePair | undefined {
  return (request as { runtime?: { node?: NodePair } }).runtime?.node;
}

export function createTusUploads(
  deps: MediaDeps,
  options: {
    allowedOrigins: string[];
    log: FastifyBaseLogger;
    /** Refuses a finished QR upload that no longer fits its code (parallel uploads each passed admission). */
    checkQrQuota(qrCode: string, bytes: number): Promise<void>;
  },
): TusUploads {
  const { settings } = deps;
  const view = { publicBaseUrl: settings.publicBaseUrl, bucket: deps.storage.bucket };
  const store = new FileStore({ directory: settings.stagingDir, expirationPeriodInMilliseconds: settings.uploadExpiryMs });
  const admittedRequests = new WeakMap<IncomingMessage, AdmittedUpload>();
  const finishing = new Map<string, Promise<UploadRecord>>();

  const removeStaging = (id: string) => store.remove(id).catch(() => undefined);

  async function processStaged(id: string): Promise<UploadRecord> {
    const upload = await store.getUpload(id).catch(() => undefined);
    if (!upload || upload.size === undefined || upload.offset !== upload.size) throw mediaErrors.uploadNotFound();
    const metadata = upload.metadata ?? {};
    const kind = metadata.kind;
    if (!isMediaKind(kind)) throw mediaErrors.kindInvalid();
    if (kind === 'qr' && metadata.qrCode) await options.checkQrQuota(metadata.qrCode, upload.size);
    return storeMedia(deps, {
      id,
      kind,
      ownerId: metadata.ownerId || null,
      qrCode: metadata.qrCode || null,
      guestKeyHash: metadata.guestKeyHash || null,
      originalName: metadata.filename || null,
      source: { path: upload.storage?.path ?? path.join(settings.stagingDir, id), size: upload.size },
    });
  }

  /** Once per id even when the last PATCH and a record request race. */
  async function finish(id: string, cleanUp: (remove: () => Promise<unknown>) => void): Promise<UploadRecord> {
    const existing = await findMediaRow(deps.db, id);
    if (existing) return toUploadRecord(view, existing);
    let running = finishing.get(id);
    if (!running) {
      running = processStaged(id).then(
        (record) => {
          cleanUp(() => removeStaging(id));
          return record;
        },
        (error: unknown) => {
          // A refused file is not kept; an unexpected failure keeps it for another try.
          if (error instanceof HttpError && error.code !== 'UPLOAD_NOT_FOUND') cleanUp(() => removeStaging(id));
          throw error;
        },
      );
      finishing.set(id, running);
      void running.catch(() => undefined).finally(() => finishing.delete(id));
    }
    return running;
  }

  function asTusError(request: unknown, error: unknown): { status_code: number; body: string } {
    const response = nodePairOf(request)?.res;
    response?.setHeader('content-type', 'application/json; charset=utf-8');
    if (error instanceof HttpError) {
      return { status_code: error.statusCode, body: JSON.stringify(errorBody(error.code, error.message)) };
    }
    options.log.error({ err: error }, 'media upload could not be finished');
    return { status_code: 500, body: JSON.stringify(errorBody('INTERNAL', 'Something went wrong on our side.')) };
  }

  const server = new Server({
    path: MEDIA_UPLOAD_PATH,
    datastore: store,
    relativeLocation: true,
    respectForwardedHeaders: false,
    allowedOrigins: options.allowedOrigins,
    allowedCredentials: true,
    exposedHeaders: [MEDIA_RECORD_HEADER, IDEMPOTENT_REPLAY_HEADER],
    allowedHeaders: [IDEMPOTENCY_KEY_HEADER],
    disableTerminationForFinishedUploads: true,
    maxSize: Math.max(...Object.values(settings.maxBytes)),
    // Only our own id format reaches the store.
    getFileIdFromRequest: (_request, lastPath) => (lastPath && MEDIA_ID_PATTERN.test(lastPath) ? lastPath : undefined),
    namingFunction(request) {
      const node = nodePairOf(request);
      const admitted = node && admittedRequests.get(node.req);
      if (!admitted) throw { status_code: 500, body: 'upload was not admitted' };
      return admitted.id;
    },
    async onUploadCreate(request) {
      const node = nodePairOf(request);
      const admitted = node && admittedRequests.get(node.req);
      if (!admitted) throw { status_code: 500, body: 'upload was not admitted' };
      // The server's own metadata replaces whatever the client sent.
      const metadata: Record<string, string | null> = {
        kind: admitted.kind,
        qrCode: admitted.qrCode,
        ownerId: admitted.ownerId,
        guestKeyHash: admitted.guestKeyHash,
        filename: admitted.filename,
      };
      return { metadata };
    },
    async onUploadFinish(request, upload) {
      const response = nodePairOf(request)?.res;
      try {
        const record = await finish(upload.id, (remove) => {
          // tus may read the upload once more before answering; remove it after the answer.
          if (response) response.once('close', () => void remove());
          else void remove();
        });
        return { headers: { [MEDIA_RECORD_HEADER]: record.id } };
      } catch (error) {
        throw asTusError(request, error);
      }
    },
  });

  return {
    async handle(request, response, admitted) {
      if (admitted) admittedRequests.set(request, admitted);
      await server.handle(request, response);
    },
    async bindingOf(id) {
      const metadata = (await store.getUpload(id).catch(() => undefined))?.metadata;
      return metadata ? { kind: metadata.kind ?? '', ownerId: metadata.ownerId || null } : undefined;
    },
    recordOf: (id) => finish(id, (remove) => void remove()),
    sweepExpired: () => server.cleanUpExpiredUploads(),
  };
}
