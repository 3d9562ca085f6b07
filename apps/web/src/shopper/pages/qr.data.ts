import type { LoaderFunctionArgs } from 'react-router';
import { isValidQrCode, type UploadRecord } from '@marketplace/contract';
import { apiFrom } from '../../api/apiFrom.ts';

export interface QrPageData {
  /** null when `?qrCode=` is missing or malformed: the page says so instead of offering uploads. */
  qrCode: string | null;
  /** What was shared for the code so far, newest first. */
  gallery: UploadRecord[];
}

/** Spec §2 `/speical/qr?qrCode=…`: the code and its gallery, rendered on the server. */
export async function qrLoader({ request, context }: LoaderFunctionArgs): Promise<QrPageData> {
  const qrCode = new URL(request.url).searchParams.get('qrCode');
  if (!isValidQrCode(qrCode)) return { qrCode: null, gallery: [] };
  try {
    const page = await apiFrom(context).qrGallery(qrCode);
    return { qrCode, gallery: page.items };
  } catch {
    // The gallery is a bonus; uploading must stay possible when it cannot be read.
    return { qrCode, gallery: [] };
  }
}
