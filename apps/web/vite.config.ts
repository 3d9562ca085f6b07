import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { skipLoadedPreloads } from './src/build/skipLoadedPreloads.ts';
import { ROUTE_MODULE_PATH } from './src/shopper/routeModulePaths.ts';

/**
 * One client build with two entries (the server-rendered shopper site and the client-only
 * merchant/admin shell) plus one SSR build of the server entry (`vite build --ssr`).
 */
export default defineConfig(({ isSsrBuild }) => {
  const preloads = skipLoadedPreloads((moduleId) => ROUTE_MODULE_PATH.test(moduleId));
  return {
    plugins: [tailwindcss(), react(), preloads.plugin],
    build: isSsrBuild
      ? {
          outDir: 'dist/server',
          emptyOutDir: true,
          copyPublicDir: false,
          rolldownOptions: { input: 'src/entry-server.tsx' },
        }
      : {
          outDir: 'dist/client',
          manifest: true,
          modulePreload: { resolveDependencies: preloads.resolveDependencies },
          emptyOutDir: true,
          rolldownOptions: {
            input: { shopper: 'src/shopper/entry-client.tsx', spa: 'src/spa/entry-client.tsx' },
            output: {
              // Modules shared by both entries land in one common chunk; the schema library (needed only
              // by lazily loaded forms and by the back-office) must not ride along into the shopper's first load.
              codeSplitting: {
                groups: [
                  { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
                  { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
                ],
              },
            },
          },
        },
  };
});
