import type { UploadPurpose } from './compressionOptions.ts';
import { compressionTargetFor, shouldCompress } from './compressionOptions.ts';

/**
 * Spec §5: shrinks an image to its purpose's size before upload; videos and formats the
 * browser cannot re-encode go as they are. A failed compression is not a failed upload: the
 * original is sent and the server checks it. Runs on the main thread: the library's worker
 * would load its code from a CDN and a blob: URL, both outside our CSP.
 */
export async function prepareForUpload(file: File, purpose: UploadPurpose, signal?: AbortSignal): Promise<File> {
  const target = compressionTargetFor(purpose);
  if (!target || !shouldCompress(file, purpose)) return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, { ...target, useWebWorker: false, signal });
    // The library may grow an already small file; keep whichever is smaller.
    return compressed.size < file.size ? new File([compressed], file.name, { type: compressed.type }) : file;
  } catch (error) {
    if (signal?.aborted) throw error;
    return file;
  }
}
