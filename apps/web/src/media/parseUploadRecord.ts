import { uploadRecordSchema, type UploadRecord } from '@marketplace/contract';

/** Checks a finished upload's record against the contract (loaded lazily: it brings the schema library). */
export function parseUploadRecord(answer: unknown): UploadRecord {
  return uploadRecordSchema.parse(answer);
}
