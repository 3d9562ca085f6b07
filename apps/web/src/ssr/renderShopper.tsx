import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { I18nextProvider } from 'react-i18next';
import {
  FALLBACK_LANGUAGE,
  localizationPath,
  type NodeWritableLike,
  type RenderInput,
  type RenderResult,
} from '@marketplace/contract';
import type { ShopperRequestContext } from '../api/apiFrom.ts';
import { createServerI18n } from '../i18n/createServerI18n.ts';
import { Document } from '../shopper/Document.tsx';
import type { ShopperRenderContext } from '../shopper/catalogue/cardOptions.ts';
import { shopperRoutes } from '../shopper/routes.tsx';
import { hydrateAfterFirstPaintScript } from './afterFirstPaint.ts';
import { earlyClickScript } from './earlyClick.ts';
import { modulesToImport } from './routePlan.ts';
import { ServerOnlyContext, type ServerHeadData } from './ServerOnlyContext.ts';

const handler = createStaticHandler(shopperRoutes);

/** React pipes into a Node stream; a plain write/end sink is wrapped in one. */
function toNodeWritable(destination: NodeWritableLike): Writable {
  if (destination instanceof Writable) return destination;
  return new Writable({
    write(chunk, _encoding, callback) {
      destination.write(chunk);
      callback();
    },
    final(callback) {
      destination.end();
      callback();
    },
  });
}

/** The catalogues the browser loads at once: the page language and the fallback. */
function translationPreloads(lng: string): string[] {
  return [...new Set([lng, FALLBACK_LANGUAGE])].map(localizationPath);
}

/**
 * Server-renders a shopper page: React Router's static handler runs the loaders with the
 * server's in-process API, then React streams the document. Loader redirects come back as
 * a Response; a loader's 404 sets the status.
 */
export async function renderShopper(input: RenderInput): Promise<RenderResult> {
  const requestContext: ShopperRequestContext & ShopperRenderContext = { api: input.api, config: input.config };
  const context = await handler.query(input.request, { requestContext });
  if (context instanceof Response) return { type: 'response', response: context };

  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = createServerI18n(input.lng, input.resources);
  const head: ServerHeadData = { nonce: input.nonce, config: input.config, stylesheets: input.assets.css };
  const hydration =
    earlyClickScript() +
    hydrateAfterFirstPaintScript(
      {
        modules: modulesToImport(input.assets, context.matches),
        entryCount: input.assets.bootstrap.length,
        fetches: translationPreloads(input.lng),
      },
      input.lng,
    );

  const app = (
    <ServerOnlyContext.Provider value={head}>
      <I18nextProvider i18n={i18n}>
        <Document lang={input.lng}>
          <StaticRouterProvider router={router} context={context} nonce={input.nonce} />
        </Document>
      </I18nextProvider>
    </ServerOnlyContext.Provider>
  );

  return new Promise<RenderResult>((resolve, reject) => {
    let renderFailed = false;
    const ready = () => {
      resolve({
        type: 'html',
        status: renderFailed ? 500 : context.statusCode,
        pipe: (destination) => {
          stream.pipe(toNodeWritable(destination));
        },
        abort: () => stream.abort(),
      });
    };
    const stream = renderToPipeableStream(app, {
      nonce: { script: input.nonce, style: input.nonce },
      bootstrapScriptContent: hydration,
      // Link-preview crawlers need the whole document, browsers get the shell as early as possible.
      onShellReady: input.isBot ? undefined : ready,
      onAllReady: input.isBot ? ready : undefined,
      onShellError: reject,
      onError(error) {
        renderFailed = true;
        console.error(error);
      },
    });
  });
}
