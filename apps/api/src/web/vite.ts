import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { PageAssets, WebServerEntry } from '@marketplace/contract';
import type { ClientEntry } from './manifest.ts';
import type { WebApp } from './web-app.ts';

const DEV_ASSETS: Record<ClientEntry, PageAssets> = {
  shopper: {
    bootstrap: ['/@vite/client', '/src/shopper/entry-client.tsx'],
    css: ['/src/styles.css'],
    modulePreloads: [],
    lazyModules: {},
  },
  spa: {
    bootstrap: ['/@vite/client', '/src/spa/entry-client.tsx'],
    css: ['/src/styles.css'],
    modulePreloads: [],
    lazyModules: {},
  },
};

/**
 * Development: Vite in middleware mode serves the sources with HMR on this server's own port
 * (so CSP `connect-src 'self'` covers its websocket), and pages render from the live source.
 */
export async function registerViteWeb(app: FastifyInstance, webRoot: string): Promise<WebApp> {
  // Loaded only here: production installs need not have vite.
  const { createServer } = await import('vite');
  const vite = await createServer({
    root: webRoot,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', async () => {
    await vite.close();
  });
  await app.register(middie);
  app.use(vite.middlewares);
  return {
    entry: async () => (await vite.ssrLoadModule('/src/entry-server.tsx')) as WebServerEntry,
    assets: (name) => DEV_ASSETS[name],
    fixStacktrace: (error) => vite.ssrFixStacktrace(error),
  };
}
