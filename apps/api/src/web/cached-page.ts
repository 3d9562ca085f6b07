import { createHash } from 'node:crypto';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A rendered page kept for the next visitors: the HTML cut at every occurrence of the nonce it
 * was rendered with, so each answer puts its own nonce back in. Each piece is also deflated once,
 * on its own: a gzip answer is those pieces with the fresh nonce spliced in as stored (plain)
 * blocks, so no answer compresses anything.
 */
export interface CachedPage {
  /** The HTML between the nonce's occurrences (one more piece than occurrences). */
  pieces: Buffer[];
  /** Each piece as raw deflate ending on a byte boundary; the last one closes the stream. */
  deflatedPieces: Buffer[];
  /** The same for every answer of this page, whatever its nonce and coding. */
  etag: string;
  /** What the page holds in memory, for the cache's budget. */
  bytes: number;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

/** A deflate block that holds bytes as they are; after a sync flush the stream is byte aligned. */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0; // not the last block, stored
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

function split(html: Buffer, nonce: string): Buffer[] {
  const needle = Buffer.from(nonce, 'latin1');
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(needle); at !== -1; at = html.indexOf(needle, from)) {
    pieces.push(html.subarray(from, at));
    from = at + needle.length;
  }
  pieces.push(html.subarray(from));
  return pieces.map((piece) => Buffer.from(piece));
}

/** Undefined when the page cannot be kept: it never names its nonce, so it could not carry a fresh one. */
export function cachePage(html: Buffer, nonce: string): CachedPage | undefined {
  const pieces = split(html, nonce);
  if (pieces.length < 2) return undefined;
  const last = pieces.length - 1;
  const deflatedPieces = pieces.map((piece, index) =>
    deflateRawSync(piece, { level: 9, finishFlush: index === last ? constants.Z_FINISH : constants.Z_SYNC_FLUSH }),
  );
  const hash = createHash('sha1');
  for (const piece of pieces) hash.update(piece).update('\u0000');
  const size = (list: Buffer[]) => list.reduce((sum, piece) => sum + piece.length, 0);
  return {
    pieces,
    deflatedPieces,
    etag: `W/"${hash.digest('base64url')}"`,
    bytes: size(pieces) + size(deflatedPieces),
  };
}

/** The page's HTML with `nonce` wherever the rendered one stood. */
export function pageHtml(page: CachedPage, nonce: string): Buffer {
  const fresh = Buffer.from(nonce, 'latin1');
  const parts: Buffer[] = [];
  page.pieces.forEach((piece, index) => {
    if (index > 0) parts.push(fresh);
    parts.push(piece);
  });
  return Buffer.concat(parts);
}

/** The same HTML as a gzip member, built from the pieces deflated at caching time. */
export function pageGzip(page: CachedPage, nonce: string): Buffer {
  const fresh = Buffer.from(nonce, 'latin1');
  const nonceBlock = storedBlock(fresh);
  const parts: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let length = 0;
  page.pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(nonceBlock);
      checksum = crc32(fresh, checksum);
      length += fresh.length;
    }
    parts.push(page.deflatedPieces[index]!);
    // zlib.crc32 of no bytes answers 0 instead of the running value.
    if (piece.length > 0) checksum = crc32(piece, checksum);
    length += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
