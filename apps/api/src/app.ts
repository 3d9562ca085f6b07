import type https from 'node:https';
import cookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicConfigOf, siteOrigins, type Config } from './config.ts';
import { changeSourceOf, listenForChanges } from './db/change-listener.ts';
import type { DatabaseHandle } from './db/connection.ts';
import { registerCors } from './http/cors.ts';
import { drainConnectionsOnClose } from './http/drain.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerLoadShedding } from './http/load-shedding.ts';
import { registerJobQueue } from './jobs/queue.ts';
import { lazyModules } from './lazy-modules.ts';
import { requestLogSerializer } from './http/log-redaction.ts';
import { registerOriginCheck } from './http/origin-check.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { registerAuth, type AuthDeps } from './modules/auth/module.ts';
import { registerMedia } from './modules/media/module.ts';
import { registerOwnMediaCheck } from './http/own-media.ts';
import { registerInbox } from './modules/inbox/module.ts';
import { registerChat, type ChatDeps } from './modules/chat/module.ts';
import { registerChatBot } from './modules/chat-bot/module.ts';
import { registerChatMail } from './modules/chat-mail/module.ts';
import { registerPush } from './modules/push/module.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { deliveryRoutes } from './modules/delivery/routes.ts';
import { registerOrders } from './modules/orders/module.ts';
import { registerLedger } from './modules/ledger/module.ts';
import { registerCoupons } from './modules/coupons/module.ts';
import { registerStatistics } from './modules/statistics/module.ts';
import { registerTestGateway } from './modules/test-gateway/module.ts';
import { registerPayments } from './modules/payments/module.ts';
import type { PaymentProvider } from './modules/payments/service-providers.ts';
import { registerHelp } from './modules/help/module.ts';
import { reviewRoutes } from './modules/reviews/routes.ts';
import { registerFavourites } from './modules/favourites/module.ts';
import { promotionRoutes } from './modules/promotions/routes.ts';
import { variationRoutes } from './modules/variations/routes.ts';
import { categoryRoutes } from './modules/categories/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { SESSIONS_CHANNEL, sessionCacheOf } from './modules/auth/session-cache.ts';
import { CATALOGUE_CHANNEL, catalogueCachesOf } from './modules/items/events.ts';
import { registerCatalogue } from './modules/items/module.ts';
import { registerCatalogueTools } from './modules/catalogue-tools/module.ts';
import { createCatalogues } from './modules/localization/service.ts';
import { createMessageTransport } from './modules/notifications/service.ts';
import { localizationRoutes } from './modules/localization/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { sellerRoutes } from './modules/sellers/routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { LOCALES_DIR, WEB_DIST, WEB_ROOT } from './paths.ts';
import { registerBuiltWeb } from './web/built.ts';
import { registerSiteRoutes } from './web/serve.ts';
import { createShopperApi } from './web/shopper-api.ts';
import { registerViteWeb } from './web/vite.ts';
import { firebaseOriginsOf } from './web/firebase-settings.ts';
import { LIVE_CHANNEL, registerLiveChannel } from './realtime/module.ts';
import { registerWebSockets } from './realtime/live-route.ts';
import type { WebSource } from './web/web-app.ts';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Where pages come from: the built app (`distDir` with client/ and server/) or Vite on the sources. */
export type WebOption = { mode: 'built'; distDir: string } | { mode: 'vite'; root: string };

export interface AppDeps {
  database: DatabaseHandle;
  /** Defaults to Vite on apps/web in dev mode, else the build in apps/web/dist. */
  web?: WebOption;
  /** Catalogue folder (design-system/locales by default). */
  localesDir?: string;
  /** Password hasher, message transport, clock and rate limits of the account calls. */
  auth?: AuthDeps;
  /** Extra routes, registered like any module (tests use it for probe routes). */
  extraRoutes?: (app: FastifyInstance) => void | Promise<void>;
  /** The HTTPS agent of Web Push requests (tests trust their local push service with it). */
  pushAgent?: https.Agent;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Limits, clock and committed-message listeners of the chats. */
  chat?: ChatDeps;
  /** Payment providers in place of the configured ones (tests: one configured with a stand-in's address). */
  payments?: { providers?: readonly PaymentProvider[] };
}

async function registerAuthModule(app: FastifyInstance, config: Config, deps: AppDeps) {
  const delivery = deps.auth?.transport
    ? { transport: deps.auth.transport, close: () => {} }
    : createMessageTransport({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, outboxDir: config.mailOutboxDir }, app.log);
  // Loaded only when configured, like the other optional services: a start without Redis skips it.
  const redis = config.redisUrl
    ? new (await lazyModules.redis())(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 })
    : undefined;
  app.addHook('onClose', async () => {
    delivery.close();
    await redis?.quit().catch(() => redis.disconnect());
  });
  await registerAuth(app, {
    ...deps.auth,
    db: deps.database.db,
    transport: delivery.transport,
    siteUrls: { shopper: config.siteUrl, merchant: config.merchantUrl, admin: config.adminUrl },
    sessionTtlDays: config.sessionTtlDays,
    limits: config.authLimits,
    redis,
  });
  // The chats' rate counters share the client; their e-mail notices, the transport.
  return { redis, transport: delivery.transport };
}

/** The whole server, ready to listen; the caller owns the database handle and closes it. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // Secret query values (the redirect page's sign-in code) are redacted from the access log.
    logger: { level: config.logLevel, serializers: { req: requestLogSerializer }, stream: deps.logStream },
    // In development every source module is a request; those lines would drown the rest.
    logController: new LogController({ disableRequestLogging: config.dev }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Several hosts, one server: the Host header picks the site; accept it as sent.
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerErrorHandling(app);
  drainConnectionsOnClose(app);
  await registerLoadShedding(app, config.pressure);
  const firebase = firebaseOriginsOf({ chat: config.chatProvider, media: config.mediaProvider, firebase: config.firebase });
  // Where pictures come from: the API, the public media address (a bucket's, when set) and Firebase
  // Storage when it carries media. Pages show images only from there, and only such addresses are stored.
  const imageOrigins = [config.apiUrl, new URL(config.media.publicBaseUrl).origin, ...firebase.media];
  registerSecurityHeaders(app, {
    connectOrigins: [...siteOrigins(config), ...firebase.connect],
    mediaOrigins: imageOrigins,
    hsts: config.siteUrl.startsWith('https:'),
  });
  registerOwnMediaCheck(app, imageOrigins);
  await registerCors(app, siteOrigins(config));
  registerOriginCheck(app, siteOrigins(config));
  await app.register(cookie);
  await registerWebSockets(app);

  const web = deps.web ?? (config.dev ? { mode: 'vite', root: WEB_ROOT } : { mode: 'built', distDir: WEB_DIST });
  const webSource: WebSource =
    web.mode === 'vite' ? await registerViteWeb(app, web.root) : await registerBuiltWeb(app, web.distDir);
  if ('unavailable' in webSource) app.log.warn(webSource.unavailable);

  const catalogues = createCatalogues(deps.localesDir ?? LOCALES_DIR, { cache: !config.dev });
  const { db } = deps.database;
  registerJobQueue(app, deps.database.runSql);
  await app.register(healthRoutes, { db });
  const { redis, transport } = await registerAuthModule(app, config, deps);
  const media = await registerMedia(app, { db, settings: config.media, allowedOrigins: siteOrigins(config) });
  await app.register(categoryRoutes, { db });
  await registerCatalogue(app, { db });
  await app.register(sellerRoutes, { db });
  await registerCatalogueTools(app, { db });
  await app.register(searchRoutes, { db });
  const push = await registerPush(app, { db, settings: config.push, agent: deps.pushAgent });
  const live = registerLiveChannel(app, {
    db,
    allowedOrigins: siteOrigins(config),
    maxConnectionsPerAddress: config.live.maxConnectionsPerAddress,
  });
  await registerInbox(app, { db, push, live: live.publisher });
  const mediaView = { publicBaseUrl: config.media.publicBaseUrl, bucket: media.storage.bucket };
  const chat = await registerChat(app, { ...deps.chat, db, live: live.publisher, redis, media: mediaView });
  live.useSource(chat.live);
  await registerChatBot(app, { db, chat, settings: config.bot });
  const sites = { shopper: config.siteUrl, merchant: config.merchantUrl };
  registerChatMail(app, { db, chat, transport, sites, settings: config.chatMail, now: deps.chat?.now });
  if (config.databaseUrl) {
    // Other API processes' writes: drop what this process keeps of them; every process's live
    // events (one connection for all three).
    const stop = listenForChanges(
      config.databaseUrl,
      {
        [CATALOGUE_CHANNEL]: () => catalogueCachesOf(db).clear(),
        [SESSIONS_CHANNEL]: () => sessionCacheOf(db).clear(),
        [LIVE_CHANNEL]: live.receive,
      },
      app.log,
      changeSourceOf(db),
    );
    app.addHook('onClose', stop);
  }
  await app.register(cartRoutes, { db });
  await app.register(deliveryRoutes, { db });
  const orderEvents = await registerOrders(app, { db, live: live.publisher, transport, sites, ledger: config.ledger });
  const testGateway = await registerTestGateway(app, { db, settings: config.testGateway, siteUrl: config.siteUrl });
  await registerPayments(app, {
    db,
    settings: config.payments,
    orderEvents,
    siteUrl: config.siteUrl,
    apiUrl: config.apiUrl,
    testGateway,
    providers: deps.payments?.providers,
  });
  await registerHelp(app, { db, live: live.publisher, chat, orders: orderEvents, now: deps.chat?.now });
  await app.register(reviewRoutes, { db, media: mediaView });
  await registerFavourites(app, { db, live: live.publisher, settings: config.favourites });
  await app.register(promotionRoutes, { db });
  await app.register(variationRoutes, { db });
  await registerLedger(app, { db, settings: config.ledger });
  await registerCoupons(app, { db, live: live.publisher });
  await registerStatistics(app, { db });
  await app.register(auditRoutes, { db });
  await app.register(userRoutes, { db });
  await app.register(localizationRoutes, { catalogues });
  if (deps.extraRoutes) await app.register(async (scope) => deps.extraRoutes?.(scope));

  // Development renders every request: the sources change under the pages.
  const pages = catalogueCachesOf(db).pages;
  pages.resize(web.mode === 'built' ? config.pageCacheBytes : 0);
  registerSiteRoutes(app, {
    web: webSource,
    config: publicConfigOf(config),
    catalogues,
    pages,
    shopperApi: createShopperApi(db, mediaView),
  });
  return app;
}
