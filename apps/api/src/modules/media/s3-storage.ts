import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { pipeline, Readable } from 'node:stream';
import { exactLength } from './exact-length.ts';
import { contentTypeOfKey } from './keys.ts';
import type { S3Settings } from './settings.ts';
import type { MediaStorage } from './storage.ts';

export interface S3Storage extends MediaStorage {
  /** Closes the client's pooled connections. */
  close(): void;
}

const CONNECT_TIMEOUT_MS = 10_000;
/** A served video holds its bucket connection while the viewer reads; a stalled one is let go. */
const IDLE_SOCKET_MS = 120_000;
const MAX_SOCKETS = 256;

export function createS3Client(settings: S3Settings): S3Client {
  const agent = { keepAlive: true, maxSockets: MAX_SOCKETS };
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where S3 demands them: several S3-compatible stores mishandle the
    // aws-chunked bodies that default checksums put on streamed uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: CONNECT_TIMEOUT_MS,
      socketTimeout: IDLE_SOCKET_MS,
      httpAgent: agent,
      httpsAgent: agent,
    },
  });
}

function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}

/** The whole object's size from `Content-Range: bytes 0-9/1234`. */
function totalOfContentRange(header: string | undefined): number | undefined {
  const total = header && /\/(\d+)$/.exec(header)?.[1];
  return total ? Number(total) : undefined;
}

/** Finished media in an S3-compatible bucket; the key is the object key. */
export function createS3Storage(settings: S3Settings, client = createS3Client(settings)): S3Storage {
  const Bucket = settings.bucket;

  async function sizeOf(key: string): Promise<number | undefined> {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  return {
    bucket: Bucket,
    async put(key, body, contentType) {
      // S3 writes an object atomically: readers see the old state or the whole object.
      // The SDK does not notice a request body that fails or ends short: it would wait for the missing bytes.
      const abort = new AbortController();
      const { Body, ContentLength } = Buffer.isBuffer(body)
        ? { Body: body, ContentLength: body.length }
        : {
            Body: pipeline(body.stream, exactLength(body.size), (error) => error && abort.abort(error)),
            ContentLength: body.size,
          };
      const command = new PutObjectCommand({ Bucket, Key: key, Body, ContentLength, ContentType: contentType });
      await client.send(command, { abortSignal: abort.signal });
    },
    async get(key, range) {
      let answer;
      try {
        answer = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
      const body = answer.Body;
      if (!(body instanceof Readable)) throw new Error(`the bucket answered no readable body for ${key}`);
      const size = range ? totalOfContentRange(answer.ContentRange) : answer.ContentLength;
      if (size === undefined) {
        body.destroy();
        throw new Error(`the bucket answered no size for ${key}`);
      }
      return {
        body,
        size,
        range,
        contentType: answer.ContentType ?? contentTypeOfKey(key) ?? 'application/octet-stream',
      };
    },
    async stat(key) {
      const size = await sizeOf(key);
      return size === undefined ? undefined : { size };
    },
    async exists(key) {
      return (await sizeOf(key)) !== undefined;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    close: () => client.destroy(),
  };
}
