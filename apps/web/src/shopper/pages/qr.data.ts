import type { LoaderFunctionArgs } from 'react-router';
import { isValidQrCode, MEDIA_ERROR_CODES, type QrCodeState, type UploadRecord } from '@marketplace/contract';
import { apiFrom } from '../../api/apiFrom.ts';

export interface QrPageData {
  /** null when `?qrCode=` is missing or malformed: the page says so instead of offering uploads. */
  qrCode: string | null;
  /** What was shared for the code so far, newest first. */
  gallery: UploadRecord[];
  /** Whether the code takes uploads; `unknown` when nobody issued it. */
  state: QrCodeState | 'unknown';
}

const codeOf = (error: unknown) => (error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined);

/** Spec §2 `/speical/qr?qrCode=…`: the code, whether it takes uploads, and its gallery, rendered on the server. */
export async function qrLoader({ request, context }: LoaderFunctionArgs): Promise<QrPageData> {
  const qrCode = new URL(request.url).searchParams.get('qrCode');
  if (!isValidQrCode(qrCode)) return { qrCode: null, gallery: [], state: 'unknown' };
  try {
    const page = await apiFrom(context).qrGallery(qrCode);
    return { qrCode, gallery: page.items, state: page.code?.state ?? 'open' };
  } catch (error) {
    if (codeOf(error) === MEDIA_ERROR_CODES.QR_CODE_UNKNOWN) return { qrCode, gallery: [], state: 'unknown' };
    // The gallery is a bonus; uploading must stay possible when it cannot be read (the upload itself checks the code).
    return { qrCode, gallery: [], state: 'open' };
  }
}
