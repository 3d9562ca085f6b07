export { useMediaUploads, type MediaUploadEntry, type MediaUploads, type UseMediaUploadsOptions } from './useMediaUploads.ts';
export { MediaUploadTask, type MediaUploadEnvironment, type MediaUploadJob, type MediaUploadListener } from './mediaUploadTask.ts';
export { prepareForUpload } from './compressImage.ts';
export { compressionTargetFor, type UploadPurpose } from './compressionOptions.ts';
export type { UploadFailure, UploadFailureReason } from './uploadFailure.ts';
export { UPLOAD_TASK_STATES, type UploadTaskState } from './uploadTaskState.ts';
