import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { WebServerEntry } from '@marketplace/contract';
import { CLIENT_ENTRIES, pageAssetsFor, type ViteManifest } from './manifest.ts';
import type { WebSource } from './web-app.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** The same address answers in brotli, gzip or plain, by the request's Accept-Encoding. */
function varyByEncoding(reply: FastifyReply): void {
  const vary = String(reply.getHeader('vary') ?? '');
  if (/accept-encoding/i.test(vary)) return;
  // Lower case, as @fastify/compress writes and looks for it, so that neither adds it twice.
  reply.header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
}

/**
 * Serves `distDir/client` as static files (hashed `/assets/*` cached for a year, `/.vite/*` never
 * served) and renders pages with `distDir/server/entry-server.js`.
 */
export async function registerBuiltWeb(app: FastifyInstance, distDir: string): Promise<WebSource> {
  const clientDir = path.join(distDir, 'client');
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  const serverEntryPath = path.join(distDir, 'server', 'entry-server.js');
  const missing = [manifestPath, serverEntryPath].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    return {
      unavailable:
        'The web app is not built (missing ' +
        missing.map((file) => path.relative(distDir, file)).join(', ') +
        '). Run `npm run build`, then restart the server.',
    };
  }

  await app.register(compress, { global: true });
  await app.register(async (files) => {
    files.addHook('onSend', async (_request, reply, payload) => {
      varyByEncoding(reply);
      return payload;
    });
    await files.register(fastifyStatic, {
      root: clientDir,
      // One route per file present at start; dot-directories such as .vite/ are skipped.
      wildcard: false,
      index: false,
      // The build writes `.br` and `.gz` copies of its text files (precompressAssets); they are sent in
      // place of the file to clients that accept them, never under their own names.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const relative = path.relative(clientDir, filePath).split(path.sep);
        res.setHeader('cache-control', relative[0] === 'assets' ? IMMUTABLE : REVALIDATE);
      },
    });
  });

  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as ViteManifest;
  const assets = {
    shopper: pageAssetsFor(manifest, CLIENT_ENTRIES.shopper),
    spa: pageAssetsFor(manifest, CLIENT_ENTRIES.spa),
  };
  const entry = (await import(pathToFileURL(serverEntryPath).href)) as WebServerEntry;
  return { entry: async () => entry, assets: (name) => assets[name] };
}
