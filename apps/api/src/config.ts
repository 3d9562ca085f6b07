import path from 'node:path';
import { z } from 'zod';
import { normalizeIdentifier, PASSWORD_MIN_LENGTH, type FirebaseWebConfig, type PublicConfig } from '@marketplace/contract';
import { passwordRefusal } from './modules/auth/password-rule.ts';
import { authEnvShape, authLimitsOf, type AuthLimits } from './modules/auth/settings.ts';
import { checkMediaEnv, mediaEnvShape, mediaSettingsOf, type MediaSettings } from './modules/media/settings.ts';
import { pressureEnvShape, pressureSettingsOf, type PressureSettings } from './http/load-shedding.ts';
import { checkPushEnv, pushEnvShape, pushSettingsOf, type PushSettings } from './modules/push/settings.ts';
import { checkFirebaseEnv, firebaseEnvShape, firebaseWebConfigOf } from './web/firebase-settings.ts';
import { botEnvShape, botSettingsOf, checkBotEnv, type BotSettings } from './modules/chat-bot/settings.ts';
import { chatMailEnvShape, chatMailSettingsOf, type ChatMailSettings } from './modules/chat-mail/settings.ts';
import { liveEnvShape, liveSettingsOf, type LiveSettings } from './realtime/settings.ts';
import { ledgerEnvShape, ledgerSettingsOf, type LedgerSettings } from './modules/ledger/settings.ts';
import { favouriteEnvShape, favouriteSettingsOf, type FavouriteSettings } from './modules/favourites/settings.ts';
import { checkPaymentEnv, paymentEnvShape, paymentSettingsOf, type PaymentSettings } from './modules/payments/settings.ts';
import { testGatewayEnvShape, testGatewaySettingsOf, type TestGatewaySettings } from './modules/test-gateway/settings.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const PROVIDERS = ['self', 'firebase'] as const;

export interface Config {
  port: number;
  /** Interface to listen on. Default 0.0.0.0 (every interface, as containers need); 127.0.0.1 keeps it local. */
  host: string;
  /** Absolute; the PGlite database lives in `dataDir/db` when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  siteUrl: string;
  merchantUrl: string;
  adminUrl: string;
  apiUrl: string;
  appStoreUrl: string;
  playStoreUrl: string;
  /** Support WhatsApp number shown on the shopper site. */
  whatsappNumber: string;
  chatProvider: (typeof PROVIDERS)[number];
  mediaProvider: (typeof PROVIDERS)[number];
  /** The Firebase web app (FIREBASE_* variables), or null: chat and media stay on this server without it. */
  firebase: FirebaseWebConfig | null;
  logLevel: (typeof LOG_LEVELS)[number];
  nodeEnv: 'development' | 'production' | 'test';
  /** Vite in middleware mode instead of the built web app (`--dev` or NODE_ENV=development). */
  dev: boolean;
  /** E-mail goes through this SMTP server when set; otherwise messages are only logged. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Absolute; when set, every outgoing message is also written there as a JSON file. */
  mailOutboxDir: string | undefined;
  /** The first admin, created on a database without one. */
  adminIdentifier: string | undefined;
  adminPassword: string | undefined;
  sessionTtlDays: number;
  /** Per-address and per-identifier limits of sign-in and one-time codes (AUTH_* variables). */
  authLimits: AuthLimits;
  /** Demo catalogue on the first start of an empty database (SEED_DEMO; off by default under NODE_ENV=test). */
  seedDemo: boolean;
  /** Storage, caps and abuse guards of uploads (MEDIA_* variables). */
  media: MediaSettings;
  /** When a lagging server refuses requests at once (PRESSURE_* variables). */
  pressure: PressureSettings;
  /** Memory for server-rendered shopper pages kept between requests (PAGE_CACHE_MB; 0 renders every request). */
  pageCacheBytes: number;
  /** Web Push keys and the push services a browser may name (VAPID_* and PUSH_* variables). */
  push: PushSettings;
  /** The messaging bot support messages are forwarded to, and its webhook (BOT_* variables). */
  bot: BotSettings;
  /** The e-mail to a party who has not read a new chat message (CHAT_EMAIL_* variables). */
  chatMail: ChatMailSettings;
  /** The live channel's connections per client address (LIVE_* variables). */
  live: LiveSettings;
  /** The sellers' money: how long a completed order's money is held (LEDGER_* variables). */
  ledger: LedgerSettings;
  /** When followers are told of followed stores' new products (FOLLOWER_NOTICE_* variables). */
  favourites: FavouriteSettings;
  /** The test gateway, a bank this server plays (TEST_GATEWAY_* variables). */
  testGateway: TestGatewaySettings;
  /** Payments: how long a card payment may wait, Epoint's keys (PAYMENT_* and EPOINT_* variables). */
  payments: PaymentSettings;
}

/** A bad environment: one line per offending variable, meant to be printed as is. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
  }
}

const httpUrl = (kind: 'origin' | 'url') =>
  z.string().transform((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: 'custom', message: `must be an http(s) URL (got "${value}")` });
      return z.NEVER;
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      ctx.addIssue({ code: 'custom', message: `must start with http:// or https:// (got "${value}")` });
      return z.NEVER;
    }
    if (kind === 'url') return url.href;
    if (url.pathname !== '/' || url.search || url.hash) {
      ctx.addIssue({ code: 'custom', message: `must be an origin without a path, like https://example.az (got "${value}")` });
      return z.NEVER;
    }
    return url.origin;
  });

const urlWithProtocols = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => `must be one of ${values.join(', ')} (got "${String(issue.input)}")` });

const envSchema = z
  .object({
    ...mediaEnvShape,
    ...pressureEnvShape,
    ...authEnvShape,
    ...pushEnvShape,
    ...firebaseEnvShape,
    ...botEnvShape,
    ...chatMailEnvShape,
    ...liveEnvShape,
    ...ledgerEnvShape,
    ...favouriteEnvShape,
    ...testGatewayEnvShape,
    ...paymentEnvShape,
    PORT: z
      .string()
      .regex(/^\d+$/, { message: 'must be a whole number between 0 and 65535' })
      .transform(Number)
      .refine((port) => port <= 65_535, { message: 'must be a whole number between 0 and 65535' })
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user@host:5432/name').optional(),
    REDIS_URL: urlWithProtocols(['redis:', 'rediss:'], 'redis://host:6379').optional(),
    SITE_URL: httpUrl('origin').optional(),
    MERCHANT_URL: httpUrl('origin').optional(),
    ADMIN_URL: httpUrl('origin').optional(),
    API_URL: httpUrl('origin').optional(),
    APP_STORE_URL: httpUrl('url').default('https://www.apple.com/app-store/'),
    PLAY_STORE_URL: httpUrl('url').default('https://play.google.com/store/apps'),
    WHATSAPP_NUMBER: z
      .string()
      .regex(/^\+?[0-9][0-9 ()-]{6,22}[0-9]$/, {
        message: 'must be a phone number in international format, like +994 50 123 45 67',
      })
      .default('+994 12 555 00 00'),
    CHAT_PROVIDER: oneOf(PROVIDERS).default('self'),
    MEDIA_PROVIDER: oneOf(PROVIDERS).default('self'),
    LOG_LEVEL: oneOf(LOG_LEVELS).default('info'),
    NODE_ENV: oneOf(['development', 'production', 'test']).default('production'),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:'], 'smtps://user:password@mail.example.az:465').optional(),
    MAIL_FROM: z.string().min(3).default('Marketplace <no-reply@marketplace.local>'),
    MAIL_OUTBOX_DIR: z.string().optional(),
    ADMIN_IDENTIFIER: z
      .string()
      .refine((value) => normalizeIdentifier(value) !== null, { message: 'must be an e-mail address or a phone number' })
      .optional(),
    ADMIN_PASSWORD: z
      .string()
      .min(PASSWORD_MIN_LENGTH, { message: `must be at least ${PASSWORD_MIN_LENGTH} characters`, abort: true })
      // The sign-up and reset rule: the admin's password is the one most worth guessing (loadPasswordRule() first).
      .superRefine((password, context) => {
        const refusal = passwordRefusal(password);
        if (refusal) context.addIssue({ code: 'custom', message: `is easy to guess (${refusal.code}): ${refusal.message}` });
      })
      .optional(),
    SEED_DEMO: oneOf(['true', 'false']).optional(),
    PAGE_CACHE_MB: z
      .string()
      .regex(/^\d+$/, { message: 'must be a whole number of MiB (0 turns the page cache off)' })
      .transform(Number)
      .default(32),
    SESSION_TTL_DAYS: z
      .string()
      .regex(/^\d+$/, { message: 'must be a whole number of days between 1 and 365' })
      .transform(Number)
      .refine((days) => days >= 1 && days <= 365, { message: 'must be a whole number of days between 1 and 365' })
      .default(30),
  })
  .superRefine(checkMediaEnv)
  .superRefine(checkPushEnv)
  .superRefine(checkFirebaseEnv)
  .superRefine(checkBotEnv)
  .superRefine(checkPaymentEnv);

/**
 * Reads the server configuration from an environment object (empty values count as unset).
 * Throws ConfigError naming every bad variable.
 */
export function parseConfig(
  env: Record<string, string | undefined>,
  options: { argv?: readonly string[]; cwd?: string } = {},
): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in envSchema.shape && value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const variable = String(issue.path[0] ?? 'environment');
      return `Invalid environment variable ${variable}: ${issue.message}`;
    });
    throw new ConfigError([...new Set(problems)]);
  }
  const e = parsed.data;
  const siteUrl = e.SITE_URL ?? `http://localhost:${e.PORT}`;
  const cwd = options.cwd ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    siteUrl,
    merchantUrl: e.MERCHANT_URL ?? `http://merchant.localhost:${e.PORT}`,
    adminUrl: e.ADMIN_URL ?? `http://admin.localhost:${e.PORT}`,
    apiUrl: e.API_URL ?? siteUrl,
    appStoreUrl: e.APP_STORE_URL,
    playStoreUrl: e.PLAY_STORE_URL,
    whatsappNumber: e.WHATSAPP_NUMBER,
    chatProvider: e.CHAT_PROVIDER,
    mediaProvider: e.MEDIA_PROVIDER,
    firebase: firebaseWebConfigOf(e),
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    dev: (options.argv ?? []).includes('--dev') || e.NODE_ENV === 'development',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailOutboxDir: e.MAIL_OUTBOX_DIR === undefined ? undefined : path.resolve(cwd, e.MAIL_OUTBOX_DIR),
    adminIdentifier: e.ADMIN_IDENTIFIER,
    adminPassword: e.ADMIN_PASSWORD,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    authLimits: authLimitsOf(e),
    seedDemo: e.SEED_DEMO === undefined ? e.NODE_ENV !== 'test' : e.SEED_DEMO === 'true',
    media: mediaSettingsOf(e, { dataDir: path.resolve(cwd, e.DATA_DIR), apiUrl: e.API_URL ?? siteUrl, cwd }),
    pressure: pressureSettingsOf(e),
    pageCacheBytes: e.PAGE_CACHE_MB * 1024 * 1024,
    push: pushSettingsOf(e, e.MAIL_FROM),
    bot: botSettingsOf(e),
    chatMail: chatMailSettingsOf(e),
    live: liveSettingsOf(e),
    ledger: ledgerSettingsOf(e),
    favourites: favouriteSettingsOf(e),
    testGateway: testGatewaySettingsOf(e),
    payments: paymentSettingsOf(e),
  };
}

/** What every page receives (ARCHITECTURE §3): addresses and provider switches, nothing secret. */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    siteUrl: config.siteUrl,
    merchantUrl: config.merchantUrl,
    adminUrl: config.adminUrl,
    apiUrl: config.apiUrl,
    appStoreUrl: config.appStoreUrl,
    playStoreUrl: config.playStoreUrl,
    whatsappNumber: config.whatsappNumber,
    chat: config.chatProvider,
    media: config.mediaProvider,
    firebase: config.firebase,
    pushPublicKey: config.push.vapid?.publicKey ?? null,
  };
}

/** The origins allowed to call the API with credentials. */
export function siteOrigins(config: Config): string[] {
  return [...new Set([config.siteUrl, config.merchantUrl, config.adminUrl, config.apiUrl])];
}
