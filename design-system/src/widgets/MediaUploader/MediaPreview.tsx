import { ImagePlaceholder } from '../../primitives/Image/ImagePlaceholder.tsx';

export interface MediaPreviewProps {
  mediaType: 'image' | 'video';
  src: string | null;
  /** Describes the file ("photo 3" in a gallery); "" when the name is shown beside it as text. */
  label: string;
}

// The 4:3 box comes from classes, not a style attribute: server-rendered style attributes are refused by our CSP.
const BOX = 'block aspect-[4/3] w-full';

/** A photo, or a video with its controls, in a 4:3 box. */
export function MediaPreview({ mediaType, src, label }: MediaPreviewProps) {
  if (!src) {
    return (
      <span data-slot="media-preview" className={`${BOX} relative overflow-hidden bg-sunken`}>
        <ImagePlaceholder label={label} />
      </span>
    );
  }
  if (mediaType === 'video') {
    return (
      // Uploads are the sender's own clips: there is no caption track to offer.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        data-slot="media-preview"
        src={src}
        controls
        playsInline
        preload="metadata"
        aria-label={label || undefined}
        className={`${BOX} bg-neutral-900 object-contain`}
      />
    );
  }
  return (
    <img
      data-slot="media-preview"
      src={src}
      alt={label}
      width={400}
      height={300}
      loading="lazy"
      decoding="async"
      className={`${BOX} bg-sunken object-cover`}
    />
  );
}
