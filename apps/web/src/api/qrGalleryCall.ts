import { mediaQrGalleryPath, QR_GUEST_KEY_HEADER, type QrGalleryAnswer } from '@marketplace/contract';
import { qrGuestKey } from '../media/qrGuestKey.ts';
import { browserClient } from './browserClient.ts';

/**
 * A QR code's gallery as this browser may read it: every file for the code's issuer (their session),
 * a guest's own files (their session, or this browser's guest key). Fails with QR_CODE_UNKNOWN (404)
 * for "nothing here you may read", the same answer as for a code nobody issued.
 */
export function readQrGallery(qrCode: string, signal?: AbortSignal): Promise<QrGalleryAnswer> {
  const key = qrGuestKey();
  return browserClient.get<QrGalleryAnswer>(mediaQrGalleryPath(qrCode), {
    signal,
    headers: key ? { [QR_GUEST_KEY_HEADER]: key } : {},
  });
}
