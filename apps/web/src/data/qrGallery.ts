import { useQuery } from '@tanstack/react-query';
import { mediaQrGalleryPath, QR_GUEST_KEY_HEADER, type QrGalleryAnswer } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { qrGuestKey } from '../media/qrGuestKey.ts';
import { queryKeysFactory } from './queryKeys.ts';

export const qrGalleryQueryKeys = queryKeysFactory('qrGallery');

/**
 * A QR code's gallery as this browser may read it: every file for the code's issuer (their session),
 * a guest's own files (their session, or this browser's guest key). A 404 QR_CODE_UNKNOWN means
 * "nothing here you may read", the same for a code nobody issued.
 */
export function useQrGallery(qrCode: string | null, options: { enabled?: boolean } = {}) {
  return useQuery<QrGalleryAnswer, ApiError>({
    queryKey: qrGalleryQueryKeys.detail(qrCode ?? ''),
    enabled: qrCode !== null && (options.enabled ?? true),
    retry: false,
    queryFn: ({ signal }) => {
      const key = qrGuestKey();
      return browserClient.get<QrGalleryAnswer>(mediaQrGalleryPath(qrCode ?? ''), {
        signal,
        headers: key ? { [QR_GUEST_KEY_HEADER]: key } : {},
      });
    },
  });
}
