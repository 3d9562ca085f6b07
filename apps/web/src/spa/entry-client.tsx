import '@vitejs/plugin-react/preamble';
import '../styles.css';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { parseWithoutEval, siteForHost } from '@marketplace/contract';
import { createBrowserI18n } from '../i18n/createBrowserI18n.ts';
import { syncDocumentLanguage } from '../i18n/syncDocumentLanguage.ts';
import { SPA_ROOT_ELEMENT_ID } from '../ssr/renderSpaShell.ts';
import { shareNonceWithStyleInjectors } from '../csp/shareNonceWithStyleInjectors.ts';
import { ensureBrowserStorageVersion } from '../storage/storageVersion.ts';

/** Each site is its own chunk, downloaded only on its host. */
async function loadSiteApp(): Promise<ComponentType | null> {
  switch (siteForHost(window.location.hostname)) {
    case 'merchant':
      return (await import('../merchant/App.tsx')).App;
    case 'admin':
      return (await import('../admin/App.tsx')).App;
    default:
      return null;
  }
}

async function startSpa(): Promise<void> {
  if (ensureBrowserStorageVersion() === 'reloading') return;
  shareNonceWithStyleInjectors();
  parseWithoutEval();
  const container = document.getElementById(SPA_ROOT_ELEMENT_ID);
  if (!container) throw new Error(`The page has no #${SPA_ROOT_ELEMENT_ID} element`);

  // Nothing to hydrate here, so the detector chooses the language right away.
  const [App, i18n] = await Promise.all([loadSiteApp(), createBrowserI18n()]);
  if (!App) throw new Error(`No client-rendered site for host ${window.location.hostname}`);
  syncDocumentLanguage(i18n);

  createRoot(container).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        {/* Each site's App holds its own QueryClient. */}
        <App />
      </I18nextProvider>
    </StrictMode>,
  );
}

void startSpa();
