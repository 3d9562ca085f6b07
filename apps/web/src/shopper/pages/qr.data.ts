import type { LoaderFunctionArgs } from 'react-router';
import { isValidQrCode } from '@marketplace/contract';

export interface QrPageData {
  /** null when `?qrCode=` is missing or malformed: the page says so instead of offering uploads. */
  qrCode: string | null;
}

/**
 * Spec §2 `/speical/qr?qrCode=…`: the code from the address. What was shared under it is private (its
 * issuer's, and each guest's own), so the page reads it in the browser, with the guest's key.
 */
export async function qrLoader({ request }: LoaderFunctionArgs): Promise<QrPageData> {
  const qrCode = new URL(request.url).searchParams.get('qrCode');
  return { qrCode: isValidQrCode(qrCode) ? qrCode : null };
}
