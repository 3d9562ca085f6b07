import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type CreateQrCodeRequest, type QrCode, type QrCodeList } from '@marketplace/contract';
import type { ApiError } from '../api/ApiError.ts';
import { browserClient } from '../api/browserClient.ts';
import { qrGalleryQueryKeys } from './qrGallery.ts';
import { queryKeysFactory } from './queryKeys.ts';

const qrCodeQueryKeys = queryKeysFactory('qrCodes');
const OWN_CODES_KEY = qrCodeQueryKeys.detail('own');

const qrCodeCalls = {
  list: (signal?: AbortSignal) => browserClient.get<QrCodeList>(API_PATHS.merchant.getQrCodes, { signal }),
  create: (request: CreateQrCodeRequest) => browserClient.post<QrCode>(API_PATHS.merchant.createQrCode, request),
  revoke: (code: string) => browserClient.post<QrCode>(API_PATHS.merchant.revokeQrCode, { code }),
};

/** The seller's own QR codes for guest uploads, newest first. */
export function useQrCodes() {
  return useQuery<QrCodeList, ApiError>({ queryKey: OWN_CODES_KEY, queryFn: ({ signal }) => qrCodeCalls.list(signal) });
}

/** Issues a QR code (server defaults: its quota cap, 30 days); the list is read again. */
export function useCreateQrCode() {
  const client = useQueryClient();
  return useMutation<QrCode, ApiError, CreateQrCodeRequest>({
    mutationFn: qrCodeCalls.create,
    onSuccess: () => client.invalidateQueries({ queryKey: qrCodeQueryKeys.all }),
  });
}

/** Closes a code for uploads; the list and the code's gallery (which then lists nothing) are read again. */
export function useRevokeQrCode() {
  const client = useQueryClient();
  return useMutation<QrCode, ApiError, string>({
    mutationFn: qrCodeCalls.revoke,
    onSuccess: async (_answer, code) => {
      await client.invalidateQueries({ queryKey: qrCodeQueryKeys.all });
      await client.invalidateQueries({ queryKey: qrGalleryQueryKeys.detail(code) });
    },
  });
}
