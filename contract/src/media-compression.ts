/** Spec §5 "Image compression": the target of each upload purpose, applied in the browser before upload. */
export interface ImageCompressionTarget {
  /** Size the compressor aims at, in megabytes (it may land slightly above). */
  maxSizeMB: number;
  /** Longest side after compression, in pixels. */
  maxWidthOrHeight: number;
}

/** Product cover: about 0.05 MB, at most 600 px. */
export const COVER_IMAGE_COMPRESSION: ImageCompressionTarget = { maxSizeMB: 0.05, maxWidthOrHeight: 600 };

/** Product gallery images: 1 MB, 800 px. */
export const GALLERY_IMAGE_COMPRESSION: ImageCompressionTarget = { maxSizeMB: 1, maxWidthOrHeight: 800 };

/** Admin and QR-page uploads: 1 MB, 800 px longest side. */
export const ADMIN_QR_IMAGE_COMPRESSION: ImageCompressionTarget = { maxSizeMB: 1, maxWidthOrHeight: 800 };
