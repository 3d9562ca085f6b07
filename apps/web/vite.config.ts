import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { isPlanningBuild, planRouteGroups } from './src/build/planRouteGroups.ts';
import { precompressAssets } from './src/build/precompressAssets.ts';
import { skipLoadedPreloads } from './src/build/skipLoadedPreloads.ts';
import { ROUTE_MODULE_PATH } from './src/shopper/routeModulePaths.ts';

const ZOD = /node_modules[\\/]zod[\\/]/;
const REACT_DOM = /node_modules[\\/](react-dom|scheduler)[\\/]/;

/**
 * One client build with two entries (the server-rendered shopper site and the client-only
 * merchant/admin shell) plus one SSR build of the server entry (`vite build --ssr`).
 */
export default defineConfig(async ({ command, mode, isSsrBuild }) => {
  const isRouteModule = (moduleId: string) => ROUTE_MODULE_PATH.test(moduleId);
  const preloads = skipLoadedPreloads(isRouteModule);
  // The shopper's route chunks are grouped from a first build of the same config (planRouteGroups).
  const routeGroups =
    command === 'build' && !isSsrBuild && !isPlanningBuild()
      ? await planRouteGroups({
          root: fileURLToPath(new URL('.', import.meta.url)),
          configFile: fileURLToPath(import.meta.url),
          mode,
          isEntry: (moduleId) => moduleId.endsWith('/src/shopper/entry-client.tsx'),
          isRouteModule,
          groupedElsewhere: (moduleId) => ZOD.test(moduleId) || REACT_DOM.test(moduleId),
        })
      : new Map<string, string>();
  return {
    plugins: [tailwindcss(), react(), preloads.plugin, precompressAssets()],
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: fileURLToPath(new URL('./src/build/useSyncExternalStore.ts', import.meta.url)),
        },
      ],
    },
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
          // Fonts stay files: the pages' policy allows fonts from 'self' only, so a small face that Vite
          // would inline into the CSS as a data: address is refused by the browser.
          assetsInlineLimit: (file: string) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
          modulePreload: { resolveDependencies: preloads.resolveDependencies },
          emptyOutDir: true,
          rolldownOptions: {
            input: { shopper: 'src/shopper/entry-client.tsx', spa: 'src/spa/entry-client.tsx' },
            output: {
              // Modules shared by both entries land in one common chunk; the schema library (needed only
              // by lazily loaded forms and by the back-office) must not ride along into the shopper's first load.
              codeSplitting: {
                groups: [
                  { name: 'zod', test: ZOD },
                  { name: 'react-dom', test: REACT_DOM },
                  // Each group holds exactly the modules assigned to it, not their dependencies too.
                  { name: (moduleId: string) => routeGroups.get(moduleId) ?? null, includeDependenciesRecursively: false },
                ],
              },
            },
          },
        },
  };
});
