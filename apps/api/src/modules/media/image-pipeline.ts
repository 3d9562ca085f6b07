import type { default as sharpOf, Metadata, OutputInfo, Sharp } from 'sharp';
import { MEDIA_MAX_IMAGE_PIXELS, MEDIA_VARIANT_WIDTHS, MEDIA_VARIANTS, type MediaVariant } from '@marketplace/contract';
import { lazyModules } from '../../lazy-modules.ts';
import type { DetectedMedia } from './detect.ts';
import { mediaErrors } from './errors.ts';
import type { FileExtension } from './keys.ts';

export interface CleanImage {
  data: Buffer;
  extension: FileExtension;
  contentType: string;
  width: number;
  height: number;
  variants: Record<MediaVariant, Buffer>;
}

const decodeOptions = { limitInputPixels: MEDIA_MAX_IMAGE_PIXELS, failOn: 'error' } as const;

/** libvips weighs about 10 MiB in memory: loaded with the first image, not at every start. */
let sharpLoaded: Promise<typeof sharpOf> | undefined;
const loadSharp = () => (sharpLoaded ??= lazyModules.sharp());

/** sharp's own pixel guard (limitInputPixels) or a file it cannot decode. */
function refusalOf(error: unknown) {
  if (error instanceof Error && /pixel limit/i.test(error.message)) return mediaErrors.tooManyPixels(MEDIA_MAX_IMAGE_PIXELS);
  return mediaErrors.typeNotAllowed();
}

function encoderFor(image: Sharp, extension: FileExtension): Sharp {
  switch (extension) {
    case 'png':
      return image.png({ compressionLevel: 9 });
    case 'webp':
      return image.webp({ quality: 85 });
    case 'avif':
      return image.avif({ quality: 60 });
    default:
      return image.jpeg({ quality: 85, mozjpeg: true });
  }
}

const CONTENT_TYPE: Partial<Record<FileExtension, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/**
 * Re-encodes an image without any of its metadata (EXIF with GPS, XMP, ICC comments), turned
 * upright first, and makes the webp sizes of MEDIA_VARIANT_WIDTHS. Refuses images over the
 * pixel limit before decoding them, and anything sharp cannot decode.
 */
export async function cleanImage(input: Buffer, detected: DetectedMedia): Promise<CleanImage> {
  const sharp = await loadSharp();
  let header: Metadata;
  try {
    header = await sharp(input, decodeOptions).metadata();
  } catch (error) {
    throw refusalOf(error);
  }
  if (!header.width || !header.height) throw mediaErrors.typeNotAllowed();
  if (header.width * header.height > MEDIA_MAX_IMAGE_PIXELS) throw mediaErrors.tooManyPixels(MEDIA_MAX_IMAGE_PIXELS);

  let upright: { data: Buffer; info: OutputInfo };
  try {
    // No withMetadata(): sharp writes none of the input's metadata.
    upright = await encoderFor(sharp(input, decodeOptions).autoOrient(), detected.extension).toBuffer({
      resolveWithObject: true,
    });
  } catch (error) {
    throw refusalOf(error);
  }

  const variants = {} as Record<MediaVariant, Buffer>;
  for (const variant of MEDIA_VARIANTS) {
    // Exactly the named width (aspect kept), so a srcset's `w` descriptors are true.
    variants[variant] = await sharp(upright.data)
      .resize({ width: MEDIA_VARIANT_WIDTHS[variant] })
      .webp({ quality: 80 })
      .toBuffer();
  }
  return {
    data: upright.data,
    extension: detected.extension,
    contentType: CONTENT_TYPE[detected.extension] ?? 'image/jpeg',
    width: upright.info.width,
    height: upright.info.height,
    variants,
  };
}
