export { QrUploader, type QrUploaderProps } from './QrUploader.tsx';
export { QrGallery, type QrGalleryItem } from './QrGallery.tsx';
