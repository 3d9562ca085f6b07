/**
 * The server entry of the web app (built to dist/server/entry-server.js; loaded through
 * Vite in development). apps/api calls `render` for shopper pages and `renderSpaShell`
 * for the merchant and admin hosts.
 */
import type { WebServerEntry } from '@marketplace/contract';
import { renderShopper } from './ssr/renderShopper.tsx';
import { renderSpaShell } from './ssr/renderSpaShell.ts';

export const render: WebServerEntry['render'] = renderShopper;
export { renderSpaShell };
