import { useQuery } from '@tanstack/react-query';
import type { QrGalleryAnswer } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { readQrGallery } from '../api/qrGalleryCall.ts';
import { queryKeysFactory } from './queryKeys.ts';

export const qrGalleryQueryKeys = queryKeysFactory('qrGallery');

/** A QR code's gallery as the seller panel reads it (the issuer's session: every file). */
export function useQrGallery(qrCode: string) {
  return useQuery<QrGalleryAnswer, ApiError>({
    queryKey: qrGalleryQueryKeys.detail(qrCode),
    retry: false,
    queryFn: ({ signal }) => readQrGallery(qrCode, signal),
  });
}
