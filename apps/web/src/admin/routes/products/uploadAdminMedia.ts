import type { MediaKind } from '@marketplace/contract';
import { uploadMediaFile } from '../../../media/uploadMediaFile.ts';

/** The admin's uploads from the product form: images compressed to 1 MB / 800 px (spec §5 admin uploads). */
export async function uploadAdminMedia(
  file: File,
  kind: MediaKind,
  onProgress: (percent: number) => void,
): Promise<{ url: string }> {
  return { url: await uploadMediaFile(file, kind, onProgress, 'admin') };
}
