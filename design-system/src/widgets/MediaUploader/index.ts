export { MediaUploader, type MediaUploaderProps } from './MediaUploader.tsx';
export { MediaPicker, type MediaPickerProps } from './MediaPicker.tsx';
export { MediaUploadCard, type MediaUploadCardActions, type MediaUploadCardProps } from './MediaUploadCard.tsx';
export { MediaPreview, type MediaPreviewProps } from './MediaPreview.tsx';
export { IMAGE_AND_VIDEO_ACCEPT, splitAcceptedFiles } from './acceptedFiles.ts';
export type { MediaUploadFailureReason, MediaUploadItem, MediaUploadState } from './mediaUploadItem.ts';
