import type { i18n as I18n } from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ErrorScreen } from '@marketplace/design-system';
import { SHOPPER_MAIN_ID } from './ShopperLayout.tsx';

/**
 * The page's own code could not be loaded, so it can never hydrate: the server's HTML would stay
 * on screen looking alive while nothing on it works. The spec's error screen (with its refresh
 * link) takes the main area's place instead; the frame's plain links still lead elsewhere.
 */
export function showBootFailure(i18n: I18n, error: unknown): void {
  console.error('[boot] the page could not be loaded:', error);
  const main = document.getElementById(SHOPPER_MAIN_ID);
  if (!main) return;
  main.replaceChildren();
  document.title = `${i18n.t('pages.error.title')} | ${i18n.t('shell.brand')}`;
  createRoot(main).render(
    <I18nextProvider i18n={i18n}>
      <ErrorScreen />
    </I18nextProvider>,
  );
}
