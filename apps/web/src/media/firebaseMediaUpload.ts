import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
  type FirebaseStorage,
  type UploadTask,
} from 'firebase/storage';
import {
  MEDIA_UPLOAD_METADATA,
  UPLOAD_OPERATION_RETRY_MS,
  UPLOAD_RETRY_MS,
  mediaTypeOfContentType,
  type FirebaseWebConfig,
} from '@marketplace/contract';
import { emulatorAddress, firebaseAppFor } from '../firebase/firebaseApp.ts';
import { prepareForUpload } from './compressImage.ts';
import { firebaseMediaKey, firebaseUploadFailure, firebaseUploadRecord, firebaseUploadRefusal } from './firebaseMediaKeys.ts';
import type { MediaUploadJob, MediaUploadListener } from './mediaUploadTask.ts';
import type { MediaUpload, MediaUploader } from './mediaUploader.ts';
import { nextUploadTaskState, uploadProgressPercent, type UploadTaskEvent, type UploadTaskState } from './uploadTaskState.ts';

const connected = new WeakSet<FirebaseStorage>();

/** The app's Cloud Storage with spec §9's retry times, pointed at the emulator when one is configured. */
export function storageFor(config: FirebaseWebConfig): FirebaseStorage {
  const storage = getStorage(firebaseAppFor(config));
  storage.maxOperationRetryTime = UPLOAD_OPERATION_RETRY_MS;
  storage.maxUploadRetryTime = UPLOAD_RETRY_MS;
  if (config.storageEmulatorHost && !connected.has(storage)) {
    const { host, port } = emulatorAddress(config.storageEmulatorHost);
    connectStorageEmulator(storage, host, port);
    connected.add(storage);
  }
  return storage;
}

/**
 * One file to Cloud Storage with uploadBytesResumable (resumable above 256 KiB, chunks up to 32 MiB:
 * the SDK's own, spec §9), compressed first like every upload, under the key our server would give
 * it, with the same task states and progress as the self-hosted upload.
 */
class FirebaseMediaUpload implements MediaUpload {
  private state: UploadTaskState = 'running';
  private task: UploadTask | null = null;
  private readonly preparing = new AbortController();
  private prepared: Promise<File> | null = null;

  constructor(
    private readonly job: MediaUploadJob,
    private readonly listener: MediaUploadListener,
    private readonly storage: FirebaseStorage,
  ) {}

  get currentState(): UploadTaskState {
    return this.state;
  }

  start(): void {
    this.listener.onStateChange(this.state);
    void this.begin();
  }

  pause(): void {
    if (this.apply('pause')) this.task?.pause();
  }

  resume(): void {
    if (!this.apply('resume')) return;
    if (this.task) this.task.resume();
    else void this.begin();
  }

  retry(): void {
    if (!this.apply('retry')) return;
    // A failed Cloud Storage task cannot go on: a new one starts.
    this.task = null;
    this.listener.onProgress(0);
    void this.begin();
  }

  cancel(): void {
    if (!this.apply('cancel')) return;
    this.preparing.abort();
    this.task?.cancel();
  }

  dispose(): void {
    this.preparing.abort();
    this.task?.cancel();
  }

  private apply(event: UploadTaskEvent): boolean {
    const next = nextUploadTaskState(this.state, event);
    if (next === null) return false;
    this.state = next;
    this.listener.onStateChange(next);
    return true;
  }

  private async begin(): Promise<void> {
    const { file: original, kind, qrCode } = this.job;
    const refusal = firebaseUploadRefusal(kind, original);
    if (refusal) {
      if (this.apply('fail')) this.listener.onFailure(refusal);
      return;
    }
    this.prepared ??= prepareForUpload(original, this.job.purpose ?? kind, this.preparing.signal);
    let file: File;
    try {
      file = await this.prepared;
    } catch {
      return; // compression aborted by cancel or dispose
    }
    if (this.state !== 'running' || this.task) return;

    const type = mediaTypeOfContentType(file.type) ?? 'image';
    const key = firebaseMediaKey(kind, type, file.type, qrCode);
    const customMetadata: Record<string, string> = {
      [MEDIA_UPLOAD_METADATA.kind]: kind,
      [MEDIA_UPLOAD_METADATA.filename]: original.name,
    };
    if (qrCode) customMetadata[MEDIA_UPLOAD_METADATA.qrCode] = qrCode;
    const task = uploadBytesResumable(ref(this.storage, key), file, { contentType: file.type, customMetadata });
    this.task = task;
    task.on(
      'state_changed',
      (snapshot) => {
        if (this.state === 'running')
          this.listener.onProgress(uploadProgressPercent(snapshot.bytesTransferred, snapshot.totalBytes, 'running'));
      },
      (error) => this.fail(error.code),
      () => void this.finish(task),
    );
  }

  private async finish(task: UploadTask): Promise<void> {
    try {
      const downloadURL = await getDownloadURL(task.snapshot.ref);
      const record = firebaseUploadRecord({
        kind: this.job.kind,
        qrCode: this.job.qrCode,
        downloadURL,
        metadata: task.snapshot.metadata,
      });
      if (!this.apply('succeed')) return;
      this.listener.onProgress(100);
      this.listener.onSuccess(record);
    } catch (error) {
      this.fail((error as { code?: string }).code ?? 'storage/unknown');
    }
  }

  private fail(code: string): void {
    // Cancelling rejects the task with storage/canceled: the state already says so.
    if (this.state !== 'running') return;
    this.apply('fail');
    this.listener.onFailure(firebaseUploadFailure(code));
  }
}

export function firebaseMediaUploader(storage: FirebaseStorage): MediaUploader {
  return (job, listener) => new FirebaseMediaUpload(job, listener, storage);
}
