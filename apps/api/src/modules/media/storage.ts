import type { Readable } from 'node:stream';
import type { ByteRange } from './range.ts';

/** What put() writes: bytes in memory, or a stream of known length (object stores need it up front). */
export type MediaBody = Buffer | { stream: Readable; size: number };

export interface StoredObject {
  /** The requested bytes (the whole file without a range). */
  body: Readable;
  /** Size of the whole file. */
  size: number;
  contentType: string;
  range: ByteRange | undefined;
}

/**
 * Where finished media live, by key (spec §7 paths). The local directory is the default;
 * an S3-compatible bucket (s3-storage.ts) implements the same calls.
 */
export interface MediaStorage {
  /** Bucket (or folder) name for the record's storage metadata. */
  readonly bucket: string;
  /** Writes the whole object; readers never see a partial file. A stream that ends short of `size` fails. */
  put(key: string, body: MediaBody, contentType: string): Promise<void>;
  /** undefined when the key does not exist. `range` must lie within the file (see parseRange). */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** Size of the object, or undefined when it does not exist. */
  stat(key: string): Promise<{ size: number } | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>;
}
