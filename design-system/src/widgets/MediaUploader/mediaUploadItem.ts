/** Spec §4 "Upload task states". */
export type MediaUploadState = 'running' | 'paused' | 'success' | 'canceled' | 'error';

/** Why a file failed, as told to the person (`media.errors.{reason}`). */
/** `qrUnknown`: the QR code was never issued (or not here); `qrClosed`: it takes no more uploads. */
export type MediaUploadFailureReason = 'type' | 'size' | 'quota' | 'network' | 'refused' | 'server' | 'qrUnknown' | 'qrClosed';

/** One picked file in an uploader list. */
export interface MediaUploadItem {
  id: string;
  name: string;
  mediaType: 'image' | 'video';
  /** What the preview shows: a local object URL while uploading, the stored file when done. */
  previewUrl: string | null;
  /** 0–100. */
  progress: number;
  state: MediaUploadState;
  failure?: { reason: MediaUploadFailureReason; retryable: boolean };
}
