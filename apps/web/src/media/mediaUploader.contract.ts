import { describe, expect, it } from 'vitest';
import type { UploadRecord } from '@marketplace/contract';
import type { MediaUploadJob } from './mediaUploadTask.ts';
import type { MediaUploader } from './mediaUploader.ts';
import type { UploadFailure } from './uploadFailure.ts';
import type { UploadTaskState } from './uploadTaskState.ts';

/**
 * The media providers' shared contract (ARCHITECTURE §3): every provider uploads a file under spec
 * §7's keys with progress and answers its address, or says why it refused. A test file per provider
 * runs it against the real thing.
 */
export interface MediaContractSetup {
  uploader: () => MediaUploader;
  /** A small PNG the provider accepts. */
  smallImage: () => Promise<File>;
  /** Reads a stored file's address as a page would. */
  read: (downloadURL: string) => Promise<Response>;
}

interface Outcome {
  states: UploadTaskState[];
  progress: number[];
  record?: UploadRecord;
  failure?: UploadFailure;
}

function run(uploader: MediaUploader, job: MediaUploadJob): Promise<Outcome> {
  const outcome: Outcome = { states: [], progress: [] };
  return new Promise((resolve) => {
    uploader(job, {
      onStateChange: (state) => outcome.states.push(state),
      onProgress: (percent) => outcome.progress.push(percent),
      onSuccess: (record) => resolve({ ...outcome, record }),
      onFailure: (failure) => resolve({ ...outcome, failure }),
    }).start();
  });
}

export function describeMediaUploaderContract(name: string, setup: () => MediaContractSetup): void {
  describe(`${name} media uploader (shared contract)`, () => {
    it('uploads a small image under images/ with its progress, and answers the address it can be read at', async () => {
      const { uploader, smallImage, read } = setup();
      const outcome = await run(uploader(), { file: await smallImage(), kind: 'image' });
      expect(outcome.failure).toBeUndefined();
      expect(outcome.states).toEqual(['running', 'success']);
      expect(outcome.progress.at(-1)).toBe(100);
      expect(outcome.record).toMatchObject({ kind: 'image', type: 'image', cover: false });
      expect(outcome.record?.key).toMatch(/^images\/[0-9a-f]{32}\.(png|jpg|webp)$/);
      const stored = await read(outcome.record?.downloadURL ?? '');
      expect(stored.status).toBe(200);
      expect(stored.headers.get('content-type')).toMatch(/^image\//);
    });

    it('refuses a file that is not an image for an image upload, saying why', async () => {
      const { uploader } = setup();
      const page = new File(['<!doctype html><html><body>not a picture</body></html>'], 'photo.html', { type: 'text/html' });
      const outcome = await run(uploader(), { file: page, kind: 'image' });
      expect(outcome.record).toBeUndefined();
      expect(outcome.failure).toMatchObject({ reason: 'type', retryable: false });
      expect(outcome.states.at(-1)).toBe('error');
    });
  });
}
