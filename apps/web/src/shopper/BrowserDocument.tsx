import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import type { DataRouter } from 'react-router';
import { switchToDetectedLanguage } from '../i18n/switchToDetectedLanguage.ts';
import { Document } from './Document.tsx';
import { markHydrated } from './hydratedMark.ts';
import { replayEarlyClick } from './replayEarlyClick.ts';

/**
 * The hydrated shopper document. It first renders in the server's language (so hydration
 * matches), then detects the language once hydration has committed. The server chose by the
 * same rule (detectLanguage, spec §9 order), so the detection keeps that language; it moves only
 * where the browser knows more than the request did (a language kept in storage alone).
 */
export function BrowserDocument({ router }: { router: DataRouter }) {
  const { i18n } = useTranslation();
  // Once per page load: the effect runs again after every language change (the hook hands out
  // a new i18n value), and detecting then would undo the reader's choice in the switcher.
  const detected = useRef(false);
  // Marked in the hydrating commit itself, before any effect starts loading deferred code.
  useLayoutEffect(markHydrated, []);
  // The first effect after hydration: the page is live, so a button pressed while loading works now.
  useEffect(replayEarlyClick, []);
  useEffect(() => {
    if (detected.current) return;
    detected.current = true;
    void switchToDetectedLanguage(i18n);
  }, [i18n]);
  return (
    <Document lang={i18n.resolvedLanguage ?? i18n.language}>
      <RouterProvider router={router} />
    </Document>
  );
}
