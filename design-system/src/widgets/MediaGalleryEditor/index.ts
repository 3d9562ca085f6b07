export { MediaGalleryEditor, type MediaGalleryEditorProps } from './MediaGalleryEditor.tsx';
export type { MediaGalleryValue, MediaKind, UploadMedia } from './mediaGalleryValue.ts';
