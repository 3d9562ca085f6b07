import type { MediaKind } from '@marketplace/contract';
import { uploadMediaFile } from '../../../media/uploadMediaFile.ts';

/** The product form's uploader: one cover, gallery image or video, resolved with its address. */
export async function uploadProductMedia(
  file: File,
  kind: MediaKind,
  onProgress: (percent: number) => void,
): Promise<{ url: string }> {
  return { url: await uploadMediaFile(file, kind, onProgress) };
}
