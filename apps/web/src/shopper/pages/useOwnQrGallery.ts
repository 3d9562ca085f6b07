import { useEffect, useState } from 'react';
import type { QrGalleryAnswer } from '@marketplace/contract';
import { readQrGallery } from '../../api/qrGalleryCall.ts';

/**
 * What this guest shared under a code, read once in the browser after the page is shown (the
 * server renders the page without it: the gallery is private to each uploader). Undefined until
 * read, and when there is nothing this browser may read.
 */
export function useOwnQrGallery(qrCode: string): QrGalleryAnswer | undefined {
  const [answer, setAnswer] = useState<QrGalleryAnswer | undefined>(undefined);
  useEffect(() => {
    const reading = new AbortController();
    readQrGallery(qrCode, reading.signal).then(setAnswer, () => undefined);
    return () => reading.abort();
  }, [qrCode]);
  return answer;
}
