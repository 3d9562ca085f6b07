import path from 'node:path';
import { z } from 'zod';
import { MEDIA_MAX_BYTES, type MediaKind } from '@marketplace/contract';

/** Media storage and upload settings, read from the environment by config.ts. */
export interface MediaSettings {
  /** Absolute; the local store of finished files (`MEDIA_DIR`, default DATA_DIR/media). */
  dir: string;
  /** Absolute; unfinished tus uploads (DATA_DIR/uploads). */
  stagingDir: string;
  /** Base of download addresses; default `{API_URL}/media`. No trailing slash. */
  publicBaseUrl: string;
  maxBytes: Record<MediaKind, number>;
  qr: {
    /** Abuse guards only: a normal guest never meets them (each code also has its issuer's byte quota). */
    uploadsPerIpPerHour: number;
    /** Declared bytes one address may send to QR codes per clock hour. */
    bytesPerIpPerHour: number;
    maxFilesPerCode: number;
    /** The largest quota an issuer may give one code, and the quota of a code issued without one. */
    maxBytesPerCode: number;
    /** Codes one seller or admin may hold open (neither revoked nor expired) at once. */
    openCodesPerIssuer: number;
    /** Gallery reads one client address (an IPv6 /64) may make per minute. */
    galleryReadsPerMinute: number;
  };
  /** Declared bytes one buyer account may upload per UTC day (their chat photos); sellers and admins are not counted. */
  buyerBytesPerDay: number;
  /** New uploads are refused (507) when they would leave less free disk than this. */
  minFreeBytes: number;
  /** An unfinished upload older than this is deleted by the sweep. */
  uploadExpiryMs: number;
  sweepIntervalMs: number;
  /** Finished media go to this bucket instead of `dir` (unfinished uploads stay in `stagingDir`). */
  s3: S3Settings | undefined;
}

/** An S3-compatible bucket (AWS, MinIO, Cloudflare R2, …). */
export interface S3Settings {
  bucket: string;
  /** Absent for AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Absent: the SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

const wholeNumber = (min: number, max: number, what: string) =>
  z
    .string()
    .regex(/^\d+$/, { message: `must be a whole number of ${what} between ${min} and ${max}` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      message: `must be a whole number of ${what} between ${min} and ${max}`,
    });

const bytes = () => wholeNumber(1, Number.MAX_SAFE_INTEGER, 'bytes');
const MiB = 1024 ** 2;
const GiB = 1024 ** 3;

/** Spread into the environment schema of config.ts. */
export const mediaEnvShape = {
  MEDIA_DIR: z.string().optional(),
  MEDIA_PUBLIC_URL: z
    .string()
    .refine((value) => /^https?:\/\/[^/]/.test(value) && URL.canParse(value), {
      message: 'must be an http(s) URL like https://cdn.example.az/media',
    })
    .optional(),
  MEDIA_MAX_COVER_BYTES: bytes().default(MEDIA_MAX_BYTES.cover),
  MEDIA_MAX_IMAGE_BYTES: bytes().default(MEDIA_MAX_BYTES.image),
  MEDIA_MAX_VIDEO_BYTES: bytes().default(MEDIA_MAX_BYTES.video),
  MEDIA_MAX_QR_BYTES: bytes().default(MEDIA_MAX_BYTES.qr),
  MEDIA_QR_UPLOADS_PER_IP_PER_HOUR: wholeNumber(1, 1_000_000, 'uploads').default(300),
  MEDIA_QR_BYTES_PER_IP_PER_HOUR: bytes().default(2 * GiB),
  MEDIA_QR_MAX_FILES_PER_CODE: wholeNumber(1, 10_000_000, 'files').default(20_000),
  MEDIA_QR_MAX_BYTES_PER_CODE: bytes().default(2 * GiB),
  MEDIA_QR_OPEN_CODES_PER_ISSUER: wholeNumber(1, 100_000, 'codes').default(20),
  MEDIA_QR_GALLERY_READS_PER_MINUTE: wholeNumber(1, 1_000_000, 'reads').default(60),
  MEDIA_BUYER_BYTES_PER_DAY: bytes().default(200 * MiB),
  MEDIA_MIN_FREE_BYTES: wholeNumber(0, Number.MAX_SAFE_INTEGER, 'bytes').default(GiB),
  MEDIA_UPLOAD_EXPIRY_SECONDS: wholeNumber(60, 30 * 24 * 3600, 'seconds').default(24 * 3600),
  MEDIA_SWEEP_INTERVAL_SECONDS: wholeNumber(1, 24 * 3600, 'seconds').default(3600),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots or hyphens',
    })
    .optional(),
  S3_ENDPOINT: z
    .string()
    .refine((value) => /^https?:\/\/[^/]/.test(value) && URL.canParse(value), {
      message: 'must be an http(s) URL like https://s3.example.az or http://127.0.0.1:9000',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,32}$/, { message: 'must be a region name like us-east-1, eu-central-1 or auto' })
    .default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: (issue) => `must be true or false (got "${String(issue.input)}")` })
    .default('false'),
};

type MediaEnv = z.output<z.ZodObject<typeof mediaEnvShape>>;

const S3_DETAILS = ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** The rules between media variables; config.ts runs it on the whole environment (superRefine). */
export function checkMediaEnv(env: MediaEnv, context: z.RefinementCtx): void {
  const problem = (variable: string, message: string) => context.addIssue({ code: 'custom', path: [variable], message });
  if (!env.S3_BUCKET) {
    for (const variable of S3_DETAILS) {
      if (env[variable] !== undefined) problem(variable, 'is set but S3_BUCKET is not: set S3_BUCKET to store media in a bucket');
    }
    return;
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    problem(missing, 'is required with the other S3 key (set both, or neither to use the default AWS credential chain)');
  }
}

function s3SettingsOf(env: MediaEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    credentials:
      env.S3_ACCESS_KEY_ID !== undefined && env.S3_SECRET_ACCESS_KEY !== undefined
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

export function mediaSettingsOf(env: MediaEnv, context: { dataDir: string; apiUrl: string; cwd: string }): MediaSettings {
  return {
    dir: env.MEDIA_DIR ? path.resolve(context.cwd, env.MEDIA_DIR) : path.join(context.dataDir, 'media'),
    stagingDir: path.join(context.dataDir, 'uploads'),
    publicBaseUrl: (env.MEDIA_PUBLIC_URL ?? `${context.apiUrl}/media`).replace(/\/+$/, ''),
    maxBytes: {
      cover: env.MEDIA_MAX_COVER_BYTES,
      image: env.MEDIA_MAX_IMAGE_BYTES,
      video: env.MEDIA_MAX_VIDEO_BYTES,
      qr: env.MEDIA_MAX_QR_BYTES,
    },
    qr: {
      uploadsPerIpPerHour: env.MEDIA_QR_UPLOADS_PER_IP_PER_HOUR,
      bytesPerIpPerHour: env.MEDIA_QR_BYTES_PER_IP_PER_HOUR,
      maxFilesPerCode: env.MEDIA_QR_MAX_FILES_PER_CODE,
      maxBytesPerCode: env.MEDIA_QR_MAX_BYTES_PER_CODE,
      openCodesPerIssuer: env.MEDIA_QR_OPEN_CODES_PER_ISSUER,
      galleryReadsPerMinute: env.MEDIA_QR_GALLERY_READS_PER_MINUTE,
    },
    buyerBytesPerDay: env.MEDIA_BUYER_BYTES_PER_DAY,
    minFreeBytes: env.MEDIA_MIN_FREE_BYTES,
    uploadExpiryMs: env.MEDIA_UPLOAD_EXPIRY_SECONDS * 1000,
    sweepIntervalMs: env.MEDIA_SWEEP_INTERVAL_SECONDS * 1000,
    s3: s3SettingsOf(env),
  };
}
