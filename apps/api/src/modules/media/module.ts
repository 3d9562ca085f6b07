import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/rate-limit';
import type { UploadRecord } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { sweepIdempotencyKeys } from '../../http/idempotency.ts';
import { lazyModules } from '../../lazy-modules.ts';
import { cronEvery } from '../../jobs/cron.ts';
import { sourceAddressOf } from '../auth/source-address.ts';
import { assertQrQuota, openQrCode } from './admit-upload.ts';
import { fileRoutes } from './file-routes.ts';
import { sweepGuestBytes } from './guest-bytes.ts';
import { createLocalStorage } from './local-storage.ts';
import { sweepOrphanPartials } from './orphan-partials.ts';
import { qrCodeRoutes } from './qr-code-routes.ts';
import type { MediaSettings } from './settings.ts';
import type { MediaStorage } from './storage.ts';
import { storeImageBuffer, type StoreImageInput } from './store-media.ts';
import { createTusUploads } from './tus-uploads.ts';
import { uploadRoutes } from './upload-routes.ts';

export interface MediaService {
  /** An image in memory through the upload path's checks, cleaning and sizes (demo data, imports). */
  storeImageBuffer(input: StoreImageInput): Promise<UploadRecord>;
  /** Deletes unfinished uploads past their expiry (the periodic sweep calls it too). */
  sweepExpiredUploads(): Promise<number>;
  /** The start's sweep of files a killed process left half-written (see sweepOrphanPartials); answers the removed paths. */
  startupSweep: Promise<string[]>;
  storage: MediaStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

export interface MediaModuleOptions {
  db: Database;
  settings: MediaSettings;
  /** Site origins that may upload from the browser. */
  allowedOrigins: string[];
  /** Defaults to the bucket of `settings.s3` when set, else the local directory of `settings.dir`. */
  storage?: MediaStorage;
}

async function storageOf(app: FastifyInstance, settings: MediaSettings): Promise<MediaStorage> {
  if (!settings.s3) return createLocalStorage(settings.dir);
  // The S3 client is loaded only for a bucket: it adds a second to the start and megabytes to memory.
  const createS3Storage = await lazyModules.s3Storage();
  const bucket = createS3Storage(settings.s3);
  app.addHook('onClose', async () => bucket.close());
  return bucket;
}

/**
 * Uploads (tus), the files they become and the QR gallery. Needs the auth module first:
 * its session guard decides who uploads, its rate-limit plugin counts guest QR uploads.
 */
export async function registerMedia(app: FastifyInstance, options: MediaModuleOptions): Promise<MediaService> {
  const { db, settings } = options;
  const storage = options.storage ?? (await storageOf(app, settings));
  const deps = { db, storage, settings };
  const tus = createTusUploads(deps, {
    allowedOrigins: options.allowedOrigins,
    log: app.log,
    checkQrQuota: async (qrCode, bytes) => assertQrQuota(deps, await openQrCode(deps, qrCode), bytes),
  });

  const qrLimit = app.createRateLimit({
    max: settings.qr.uploadsPerIpPerHour,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (request) => `media-qr:ip:${sourceAddressOf(request.ip)}`,
  });
  const galleryLimit = app.createRateLimit({
    max: settings.qr.galleryReadsPerMinute,
    timeWindow: 60 * 1000,
    keyGenerator: (request) => `media-qr-gallery:ip:${sourceAddressOf(request.ip)}`,
  });
  const counter = (limit: typeof qrLimit) => async (request: FastifyRequest) => {
    const result = await limit(request);
    return !result.isAllowed && result.isExceeded
      ? { allowed: false as const, retryAfterSeconds: result.ttlInSeconds }
      : { allowed: true as const };
  };
  const countQrUpload = counter(qrLimit);

  const sweepOrphans = async () => {
    const removed = await sweepOrphanPartials({
      mediaDir: settings.s3 ? undefined : settings.dir,
      stagingDir: settings.stagingDir,
      uploadExpiryMs: settings.uploadExpiryMs,
      now: new Date(),
    });
    if (removed.length > 0) app.log.info({ removed: removed.length }, 'half-written media files removed');
    return removed;
  };
  // In the background: a large media directory must not hold the start up.
  const startupSweep = sweepOrphans().catch((error: unknown) => {
    app.log.error({ err: error }, 'half-written media sweep failed');
    return [];
  });
  app.addHook('onClose', async () => void (await startupSweep));

  const service: MediaService = {
    storeImageBuffer: (input) => storeImageBuffer(deps, input),
    sweepExpiredUploads: () => tus.sweepExpired(),
    startupSweep,
    storage,
  };
  app.decorate('media', service);

  const sweepAll = async () => {
    const removed = await tus.sweepExpired();
    if (removed > 0) app.log.info({ removed }, 'expired unfinished uploads removed');
    await sweepOrphans();
    const now = new Date();
    await sweepGuestBytes(db, now);
    await sweepIdempotencyKeys(db, now);
  };
  // On the job queue: one server of all those sharing the database sweeps (the local directory is shared by them too).
  app.jobs.every('media-sweep', cronEvery(settings.sweepIntervalMs / 1000), sweepAll);

  await app.register(uploadRoutes, {
    admission: { db, settings, guard: app.sessionGuard, countQrUpload },
    tus,
    view: { publicBaseUrl: settings.publicBaseUrl, bucket: storage.bucket },
    countGalleryRead: counter(galleryLimit),
  });
  await app.register(fileRoutes, { storage });
  await app.register(qrCodeRoutes, {
    db,
    limits: { maxQuotaBytes: settings.qr.maxBytesPerCode, maxOpenCodesPerIssuer: settings.qr.openCodesPerIssuer },
  });
  return service;
}
