import { createHash } from 'node:crypto';
import { constants, crc32, createDeflateRaw } from 'node:zlib';
import { crc32Appending, crc32CombineWith } from './crc32-combine.ts';

/**
 * A rendered page kept for the next visitors: the HTML cut at every occurrence of the nonce it
 * was rendered with, so each answer puts its own nonce back in. The page is also deflated once, as
 * one stream flushed at every cut, with stand-in bytes where the nonces go: a gzip answer is those
 * deflated pieces with the fresh nonce spliced in as stored (plain) blocks and a checksum combined
 * from the pieces' own, so no answer compresses or reads the whole page.
 */
export interface CachedPage {
  /** The HTML between the nonce's occurrences (one more piece than occurrences). */
  pieces: Buffer[];
  /** Each piece as raw deflate ending on a byte boundary; the last one closes the stream. */
  deflatedPieces: Buffer[];
  /** CRC-32 of each piece, and the operator appending a piece of its length (crc32-combine.ts). */
  pieceCrcs: number[];
  appendingPieces: number[];
  /** Bytes of a nonce: the deflated pieces leave exactly this many between them. */
  nonceLength: number;
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

/**
 * One deflate stream over the pieces, flushed to a byte boundary after each, with NUL bytes in
 * the nonces' places: nothing in a page is NUL, so no later back-reference reaches into a nonce,
 * and the fresh nonce can stand there in a stored block. The stand-in's own output is dropped.
 */
async function deflatePieces(pieces: Buffer[], nonceLength: number): Promise<Buffer[]> {
  const deflate = createDeflateRaw({ level: 9 });
  const standIn = Buffer.alloc(nonceLength);
  const drain = () => {
    const parts: Buffer[] = [];
    for (let part: Buffer | null = deflate.read(); part !== null; part = deflate.read()) parts.push(part);
    return Buffer.concat(parts);
  };
  const flushed = (kind = constants.Z_SYNC_FLUSH) => new Promise<Buffer>((resolve) => deflate.flush(kind, () => resolve(drain())));
  const deflated: Buffer[] = [];
  for (const [index, piece] of pieces.entries()) {
    if (index > 0) {
      deflate.write(standIn);
      await flushed();
    }
    deflate.write(piece);
    deflated.push(await flushed());
  }
  const ended = await flushed(constants.Z_FINISH);
  deflate.destroy();
  deflated[deflated.length - 1] = Buffer.concat([deflated[deflated.length - 1]!, ended]);
  return deflated;
}

/** Undefined when the page cannot be kept: it never names its nonce, so it could not carry a fresh one. */
export async function cachePage(html: Buffer, nonce: string): Promise<CachedPage | undefined> {
  const pieces = split(html, nonce);
  if (pieces.length < 2 || html.includes(0)) return undefined;
  const nonceLength = Buffer.byteLength(nonce, 'latin1');
  const deflatedPieces = await deflatePieces(pieces, nonceLength);
  const hash = createHash('sha1');
  for (const piece of pieces) hash.update(piece).update('\u0000');
  const size = (list: Buffer[]) => list.reduce((sum, piece) => sum + piece.length, 0);
  return {
    pieces,
    deflatedPieces,
    pieceCrcs: pieces.map((piece) => crc32(piece)),
    appendingPieces: pieces.map((piece) => crc32Appending(piece.length)),
    nonceLength,
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

/** The same HTML as a gzip member, built from the pieces deflated at caching time; undefined for a nonce of another length. */
export function pageGzip(page: CachedPage, nonce: string): Buffer | undefined {
  const fresh = Buffer.from(nonce, 'latin1');
  if (fresh.length !== page.nonceLength) return undefined;
  const nonceBlock = storedBlock(fresh);
  const nonceCrc = crc32(fresh);
  const appendingNonce = crc32Appending(fresh.length);
  const parts: Buffer[] = [GZIP_HEADER];
  let checksum = 0;
  let length = 0;
  page.pieces.forEach((piece, index) => {
    if (index > 0) {
      parts.push(nonceBlock);
      checksum = crc32CombineWith(checksum, nonceCrc, appendingNonce);
      length += fresh.length;
    }
    parts.push(page.deflatedPieces[index]!);
    checksum = crc32CombineWith(checksum, page.pieceCrcs[index]!, page.appendingPieces[index]!);
    length += piece.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(checksum >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(trailer);
  return Buffer.concat(parts);
}
