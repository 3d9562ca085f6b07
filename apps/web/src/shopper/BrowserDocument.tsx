import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import type { DataRouter } from 'react-router';
import { switchToDetectedLanguage } from '../i18n/switchToDetectedLanguage.ts';
import { Document } from './Document.tsx';

/**
 * The hydrated shopper document. It first renders in the server's language (so hydration
 * matches), then moves to the detected language once hydration has committed.
 */
export function BrowserDocument({ router }: { router: DataRouter }) {
  const { i18n } = useTranslation();
  useEffect(() => {
    void switchToDetectedLanguage(i18n);
  }, [i18n]);
  return (
    <Document lang={i18n.resolvedLanguage ?? i18n.language}>
      <RouterProvider router={router} />
    </Document>
  );
}
