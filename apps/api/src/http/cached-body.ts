import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type ContentCoding = 'br' | 'gzip';

/** A cached answer, serialised once per cache fill and compressed at most once per coding. */
export interface CachedBody {
  /** The JSON text. */
  body: string;
  /** The same text as UTF-8 bytes: what is sent, so no request encodes or measures it again. */
  bytes: Buffer;
  etag: string;
  /** The value itself, for in-process readers (server rendering); never mutate it. */
  data: unknown;
  /** The bytes in a content coding, compressed on first use and then kept with the body. */
  coded(coding: ContentCoding): Buffer;
}

/** A middle brotli quality: compressed once per fill, so a better ratio than per-request compression affords. */
const BROTLI_QUALITY = 6;

export function cachedBodyOf(data: unknown): CachedBody {
  const body = JSON.stringify(data);
  const bytes = Buffer.from(body, 'utf8');
  const codings = new Map<ContentCoding, Buffer>();
  return {
    body,
    bytes,
    etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
    data,
    coded(coding) {
      let coded = codings.get(coding);
      if (!coded) {
        coded =
          coding === 'br'
            ? brotliCompressSync(bytes, {
                params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
              })
            : gzipSync(bytes);
        codings.set(coding, coded);
      }
      return coded;
    },
  };
}
