import '@vitejs/plugin-react/preamble';
import '../styles.css';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { FALLBACK_LANGUAGE } from '@marketplace/contract';
import { readPublicConfig } from '../config/publicConfig.ts';
import { createBrowserI18n } from '../i18n/createBrowserI18n.ts';
import { shareNonceWithStyleInjectors } from '../csp/shareNonceWithStyleInjectors.ts';
import { ensureBrowserStorageVersion } from '../storage/storageVersion.ts';
import { whenIdle } from '../prefetch/whenIdle.ts';
import { BrowserDocument } from './BrowserDocument.tsx';
import { resolveLazyMatches } from './resolveLazyMatches.ts';
import { showBootFailure } from './showBootFailure.tsx';
import { stopEarlyClickRecording } from './replayEarlyClick.ts';
import { shopperRoutes } from './routes.tsx';

async function hydrateShopper(): Promise<void> {
  if (ensureBrowserStorageVersion() === 'reloading') return;
  // Read the server's configuration block before React takes over the document.
  readPublicConfig();
  shareNonceWithStyleInjectors();

  // Hydrate in the language the server rendered, with the page's own code: catalogues and the
  // matched routes' chunks are loaded before hydration.
  const [i18n, pageCode] = await Promise.all([
    createBrowserI18n(document.documentElement.lang || FALLBACK_LANGUAGE),
    resolveLazyMatches(shopperRoutes, window.location.pathname).then(
      () => ({ loaded: true as const }),
      (error: unknown) => ({ loaded: false as const, error }),
    ),
  ]);
  if (!pageCode.loaded) {
    showBootFailure(i18n, pageCode.error);
    return;
  }
  // Reads the server's loader data (window.__staticRouterHydrationData): no second fetch.
  const router = createBrowserRouter(shopperRoutes);

  // From here React handles clicks itself (hydrating the clicked part first): stop remembering them.
  stopEarlyClickRecording();
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <BrowserDocument router={router} />
        </I18nextProvider>
      </StrictMode>,
      {
        onRecoverableError: (error, info) => console.error('[hydration] recoverable error:', error, info.componentStack),
      },
    );
  });
  // Not needed for the first paint or for hydration: its code loads once the page is idle
  // (and if it cannot load, links simply work without it).
  whenIdle(() => {
    import('./productPrefetch.ts').then(
      ({ installProductPrefetch }) => installProductPrefetch(),
      () => undefined,
    );
  });
}

void hydrateShopper();
