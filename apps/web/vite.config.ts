import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/**
 * One client build with two entries (the server-rendered shopper site and the client-only
 * merchant/admin shell) plus one SSR build of the server entry (`vite build --ssr`).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), react()],
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
        emptyOutDir: true,
        rolldownOptions: {
          input: { shopper: 'src/shopper/entry-client.tsx', spa: 'src/spa/entry-client.tsx' },
          output: {
            // Modules shared by both entries land in one common chunk; the schema library (needed only
            // by lazily loaded forms and by the back-office) must not ride along into the shopper's first load.
            codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
          },
        },
      },
}));
