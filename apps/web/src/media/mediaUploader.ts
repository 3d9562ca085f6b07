import { effectiveProvider, type PublicConfig } from '@marketplace/contract';
import { browserMediaEnvironment } from './browserMediaEnvironment.ts';
import type { MediaUploadJob, MediaUploadListener } from './mediaUploadTask.ts';
import type { UploadTaskState } from './uploadTaskState.ts';

/** One file's upload as the pages drive it, whichever provider carries it (spec §4 upload task states). */
export interface MediaUpload {
  readonly currentState: UploadTaskState;
  start(): void;
  pause(): void;
  resume(): void;
  retry(): void;
  cancel(): void;
  /** Stops network work when the page goes away. */
  dispose(): void;
}

/**
 * The media provider (ARCHITECTURE §3 platform adapters): makes the upload of one file under spec
 * §7's keys, reporting progress and, on success, the stored file's record with its address.
 */
export type MediaUploader = (job: MediaUploadJob, listener: MediaUploadListener) => MediaUpload;

/** Our own server through tus: its code loads with the first picked file, not with the page. */
export async function loadSelfHostedMediaUploader(): Promise<MediaUploader> {
  const { MediaUploadTask } = await import('./mediaUploadTask.ts');
  const environment = browserMediaEnvironment();
  return (job, listener) => new MediaUploadTask(job, listener, environment);
}

/**
 * The page's media provider: our server by default, Cloud Storage when the public configuration
 * says `media: 'firebase'` and carries the Firebase web configuration (its code imported only then).
 */
export async function loadMediaUploader(config: PublicConfig): Promise<MediaUploader> {
  if (effectiveProvider(config, 'media') !== 'firebase' || !config.firebase) return loadSelfHostedMediaUploader();
  const { firebaseMediaUploader, storageFor } = await import('./firebaseMediaUpload.ts');
  return firebaseMediaUploader(storageFor(config.firebase));
}
