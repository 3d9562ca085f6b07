import { DefaultHttpStack, Upload, type DetailedError, type PreviousUpload } from 'tus-js-client';
import {
  MEDIA_UPLOAD_METADATA,
  UPLOAD_OPERATION_RETRY_MS,
  mediaUploadIdFromUrl,
  type MediaKind,
  type UploadRecord,
} from '@marketplace/contract';
import { prepareForUpload } from './compressImage.ts';
import { qrGuestKey } from './qrGuestKey.ts';
import type { UploadPurpose } from './compressionOptions.ts';
import { retryOperation } from './retryOperation.ts';
import { uploadFailureFrom, type UploadFailure } from './uploadFailure.ts';
import {
  FIRST_CHUNK_BYTES,
  REQUEST_STALL_TIMEOUT_MS,
  isRetryableStatus,
  isSingleRequestUpload,
  nextChunkBytes,
  uploadRetryDelays,
  withinUploadRetryTime,
} from './uploadPolicy.ts';
import type { MediaUpload } from './mediaUploader.ts';
import { withStallTimeout } from './stallTimeoutHttpStack.ts';
import { nextUploadTaskState, uploadProgressPercent, type UploadTaskEvent, type UploadTaskState } from './uploadTaskState.ts';

export interface MediaUploadJob {
  file: File;
  kind: MediaKind;
  /** Required for `qr` uploads. */
  qrCode?: string;
  /** Decides the compression; defaults to the kind. */
  purpose?: UploadPurpose;
}

export interface MediaUploadListener {
  onProgress(percent: number): void;
  onStateChange(state: UploadTaskState): void;
  onSuccess(record: UploadRecord): void;
  onFailure(failure: UploadFailure): void;
}

export interface MediaUploadEnvironment {
  /** Absolute address of the tus endpoint. */
  endpoint: string;
  getToken(): string | null;
  /** Reads a finished upload's record (throws an error `isRetryable` can judge). */
  fetchRecord(uploadId: string): Promise<UploadRecord>;
  isRetryableRecordError(error: unknown): boolean;
  /** How tus reads the picked file; its platform's own by default (Node's reads only buffers and streams). */
  fileReader?: NonNullable<ConstructorParameters<typeof Upload>[1]['fileReader']>;
}

const httpStack = withStallTimeout(new DefaultHttpStack({}), REQUEST_STALL_TIMEOUT_MS);

function newest(uploads: PreviousUpload[]): PreviousUpload | undefined {
  return [...uploads].sort((a, b) => Date.parse(b.creationTime) - Date.parse(a.creationTime))[0];
}

/**
 * One file's upload through tus: compression, then one request (small files) or resumable
 * chunks, with retries, pause/resume/cancel, and resumption of an upload a previous page
 * started for the same file (its address is kept in localStorage under the file's fingerprint).
 */
export class MediaUploadTask implements MediaUpload {
  private state: UploadTaskState = 'running';
  private upload: Upload | null = null;
  private readonly preparing = new AbortController();
  private prepared: Promise<File> | null = null;
  private failingSince = 0;
  private chunkStartedAt = 0;

  constructor(
    private readonly job: MediaUploadJob,
    private readonly listener: MediaUploadListener,
    private readonly env: MediaUploadEnvironment,
  ) {}

  get currentState(): UploadTaskState {
    return this.state;
  }

  start(): void {
    this.listener.onStateChange(this.state);
    void this.begin();
  }

  pause(): void {
    if (!this.apply('pause')) return;
    void this.upload?.abort(false);
  }

  resume(): void {
    if (!this.apply('resume')) return;
    if (this.upload) this.upload.start();
    else void this.begin();
  }

  retry(): void {
    if (!this.apply('retry')) return;
    this.listener.onProgress(0);
    if (this.upload) this.upload.start();
    else void this.begin();
  }

  cancel(): void {
    if (!this.apply('cancel')) return;
    this.preparing.abort();
    // Deletes the partial upload on the server and forgets its stored address; a failure to reach the server changes nothing for the user.
    void this.upload?.abort(true).catch(() => undefined);
  }

  /** Stops network work without forgetting the upload: a later page can resume it. */
  dispose(): void {
    this.preparing.abort();
    void this.upload?.abort(false);
  }

  private apply(event: UploadTaskEvent): boolean {
    const next = nextUploadTaskState(this.state, event);
    if (next === null) return false;
    this.state = next;
    this.listener.onStateChange(next);
    return true;
  }

  private async begin(): Promise<void> {
    this.prepared ??= prepareForUpload(this.job.file, this.job.purpose ?? this.job.kind, this.preparing.signal);
    let file: File;
    try {
      file = await this.prepared;
    } catch {
      return; // compression aborted by cancel or dispose
    }
    // Paused meanwhile, or a second call (resume during compression) got here first.
    if (this.state !== 'running' || this.upload) return;

    const upload = new Upload(file, this.tusOptions(file));
    this.upload = upload;
    try {
      const previous = newest(await upload.findPreviousUploads());
      if (previous) upload.resumeFromPreviousUpload(previous);
    } catch {
      // No readable storage: start afresh.
    }
    if (this.state === 'running') upload.start();
  }

  private tusOptions(file: File): ConstructorParameters<typeof Upload>[1] {
    const { kind, qrCode } = this.job;
    const original = this.job.file;
    const single = isSingleRequestUpload(file.size);
    const token = this.env.getToken();
    const metadata: Record<string, string> = {
      [MEDIA_UPLOAD_METADATA.kind]: kind,
      [MEDIA_UPLOAD_METADATA.filename]: original.name,
      [MEDIA_UPLOAD_METADATA.filetype]: file.type,
    };
    if (qrCode) metadata[MEDIA_UPLOAD_METADATA.qrCode] = qrCode;
    const guestKey = kind === 'qr' ? qrGuestKey() : null;
    if (guestKey) metadata[MEDIA_UPLOAD_METADATA.guestKey] = guestKey;

    return {
      endpoint: this.env.endpoint,
      ...(this.env.fileReader ? { fileReader: this.env.fileReader } : {}),
      metadata,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      httpStack,
      // The picked file (not the compressed copy, whose timestamp is new each time) identifies the upload across page loads.
      fingerprint: async () =>
        [
          'media',
          kind,
          qrCode ?? '',
          original.name,
          original.type,
          original.size,
          original.lastModified,
          file.size,
          this.env.endpoint,
        ].join('|'),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // Small files: creation and data in one POST.
      uploadDataDuringCreation: single,
      chunkSize: single ? Math.max(file.size, 1) : FIRST_CHUNK_BYTES,
      retryDelays: uploadRetryDelays(),
      onShouldRetry: (error: DetailedError, attempt: number) => {
        if (attempt === 0) this.failingSince = Date.now();
        const status = error.originalResponse?.getStatus() ?? 0;
        return this.state === 'running' && isRetryableStatus(status) && withinUploadRetryTime(this.failingSince, Date.now());
      },
      onBeforeRequest: (request) => {
        if (request.getMethod() === 'PATCH') this.chunkStartedAt = Date.now();
      },
      onChunkComplete: (chunkSize) => {
        if (single || !this.upload) return;
        this.upload.options.chunkSize = nextChunkBytes(chunkSize, Date.now() - this.chunkStartedAt);
      },
      onProgress: (sent, total) => {
        if (this.state === 'running') this.listener.onProgress(uploadProgressPercent(sent, total, 'running'));
      },
      onSuccess: () => void this.finish(),
      onError: (error) => this.fail(error),
    };
  }

  private async finish(): Promise<void> {
    const url = this.upload?.url;
    if (!url) return this.fail(new Error('upload finished without an address'));
    try {
      const record = await retryOperation(() => this.env.fetchRecord(mediaUploadIdFromUrl(url)), {
        budgetMs: UPLOAD_OPERATION_RETRY_MS,
        isRetryable: this.env.isRetryableRecordError,
      });
      if (!this.apply('succeed')) return;
      this.listener.onProgress(100);
      this.listener.onSuccess(record);
    } catch (error) {
      this.fail(error);
    }
  }

  private fail(error: unknown): void {
    if (this.state !== 'running') return;
    const response = (error as Partial<DetailedError> | null)?.originalResponse ?? null;
    const status = response?.getStatus() ?? (error as { status?: number } | null)?.status ?? 0;
    const failure = uploadFailureFrom(status, response?.getBody());
    const code = (error as { code?: unknown } | null)?.code;
    if (!response && typeof code === 'string' && status !== 0) failure.code = code;
    this.apply('fail');
    this.listener.onFailure(failure);
  }
}
