import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, publicConfigOf, siteOrigins } from './config.ts';
import { loadPasswordRule } from './modules/auth/password-rule.ts';

beforeAll(loadPasswordRule);

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('parseConfig', () => {
  it('derives every address from the port when nothing else is set', () => {
    const config = parseConfig({ PORT: '4100' }, { cwd: '/srv/app' });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      dataDir: '/srv/app/data',
      databaseUrl: undefined,
      siteUrl: 'http://localhost:4100',
      merchantUrl: 'http://merchant.localhost:4100',
      adminUrl: 'http://admin.localhost:4100',
      apiUrl: 'http://localhost:4100',
      chatProvider: 'self',
      mediaProvider: 'self',
      logLevel: 'info',
      dev: false,
    });
    expect(parseConfig({}).port).toBe(3000);
    expect(parseConfig({}).siteUrl).toBe('http://localhost:3000');
  });

  it('takes explicit values, normalising origins and resolving DATA_DIR against cwd', () => {
    const config = parseConfig(
      {
        SITE_URL: 'https://hediyye.az/',
        MERCHANT_URL: 'https://merchant.hediyye.az',
        ADMIN_URL: 'https://admin.hediyye.az',
        API_URL: 'https://api.hediyye.az',
        DATA_DIR: 'var/state',
        DATABASE_URL: 'postgres://app@db:5432/app',
        CHAT_PROVIDER: 'firebase',
        NODE_ENV: 'development',
      },
      { cwd: '/srv/app' },
    );
    expect(config.siteUrl).toBe('https://hediyye.az');
    expect(config.apiUrl).toBe('https://api.hediyye.az');
    expect(config.dataDir).toBe('/srv/app/var/state');
    expect(config.databaseUrl).toBe('postgres://app@db:5432/app');
    expect(config.chatProvider).toBe('firebase');
    expect(config.dev).toBe(true);
  });

  it('treats empty values as unset and turns dev mode on with --dev', () => {
    const config = parseConfig({ PORT: '', DATABASE_URL: ' ' }, { argv: ['node', 'main.ts', '--dev'] });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dev).toBe(true);
  });

  it('names each bad variable on its own line', () => {
    const problems = problemsOf({
      PORT: 'abc',
      SITE_URL: 'ftp://files.example',
      MERCHANT_URL: 'https://merchant.example/panel',
      DATABASE_URL: 'mysql://db',
      CHAT_PROVIDER: 'pigeon',
    });
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(/^Invalid environment variable PORT: /);
    expect(problems.join('\n')).toMatch(/SITE_URL: must start with http/);
    expect(problems.join('\n')).toMatch(/MERCHANT_URL: must be an origin without a path/);
    expect(problems.join('\n')).toMatch(/DATABASE_URL: must be a URL like postgres:/);
    expect(problems.join('\n')).toMatch(/CHAT_PROVIDER: must be one of self, firebase \(got "pigeon"\)/);
  });

  it('reads the mail, admin and session settings, resolving the outbox against cwd', () => {
    const defaults = parseConfig({}, { cwd: '/srv/app' });
    expect(defaults).toMatchObject({
      smtpUrl: undefined,
      mailOutboxDir: undefined,
      adminIdentifier: undefined,
      sessionTtlDays: 30,
    });
    const config = parseConfig(
      {
        SMTP_URL: 'smtps://user:secret@mail.hediyye.az:465',
        MAIL_FROM: 'Hədiyyə <no-reply@hediyye.az>',
        MAIL_OUTBOX_DIR: 'var/outbox',
        ADMIN_IDENTIFIER: 'Boss@Hediyye.az',
        ADMIN_PASSWORD: 'long enough secret',
        SESSION_TTL_DAYS: '7',
      },
      { cwd: '/srv/app' },
    );
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:secret@mail.hediyye.az:465',
      mailFrom: 'Hədiyyə <no-reply@hediyye.az>',
      mailOutboxDir: '/srv/app/var/outbox',
      adminIdentifier: 'Boss@Hediyye.az',
      adminPassword: 'long enough secret',
      sessionTtlDays: 7,
    });
  });

  it('refuses a bad SMTP address, admin identifier, short admin password and session length', () => {
    const problems = problemsOf({
      SMTP_URL: 'http://mail.example',
      ADMIN_IDENTIFIER: 'not an address',
      ADMIN_PASSWORD: 'short',
      SESSION_TTL_DAYS: '0',
    }).join('\n');
    expect(problems).toMatch(/SMTP_URL: must be a URL like smtps:/);
    expect(problems).toMatch(/ADMIN_IDENTIFIER: must be an e-mail address or a phone number/);
    expect(problems).toMatch(/ADMIN_PASSWORD: must be at least 8 characters/);
    expect(problems).toMatch(/SESSION_TTL_DAYS: must be a whole number of days/);
  });

  it('refuses an admin password that is easy to guess, saying why', () => {
    expect(problemsOf({ ADMIN_PASSWORD: 'password123' }).join('\n')).toMatch(/ADMIN_PASSWORD: .*most used passwords/);
    expect(problemsOf({ ADMIN_PASSWORD: 'aaaaaaaaaaaa' }).join('\n')).toMatch(/ADMIN_PASSWORD: .*repeats characters/);
    expect(parseConfig({ ADMIN_PASSWORD: 'e2e-Admin-parol-2024' }, { cwd: '/srv/app' }).adminPassword).toBe(
      'e2e-Admin-parol-2024',
    );
  });

  it('refuses ports out of range', () => {
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/PORT/);
    expect(problemsOf({ PORT: '-1' })[0]).toMatch(/PORT/);
  });
});

describe('publicConfigOf and siteOrigins', () => {
  it('hands pages the addresses and providers, and allows the site origins once each', () => {
    const config = parseConfig({ PORT: '3000' });
    expect(publicConfigOf(config)).toEqual({
      siteUrl: 'http://localhost:3000',
      merchantUrl: 'http://merchant.localhost:3000',
      adminUrl: 'http://admin.localhost:3000',
      apiUrl: 'http://localhost:3000',
      appStoreUrl: config.appStoreUrl,
      playStoreUrl: config.playStoreUrl,
      whatsappNumber: config.whatsappNumber,
      chat: 'self',
      media: 'self',
      firebase: null,
      pushPublicKey: null,
    });
    expect(siteOrigins(config)).toEqual([
      'http://localhost:3000',
      'http://merchant.localhost:3000',
      'http://admin.localhost:3000',
    ]);
  });

  it('hands pages the VAPID public key only, and needs both keys to push', () => {
    const keys = { VAPID_PUBLIC_KEY: 'BPublicKey_-1', VAPID_PRIVATE_KEY: 'private_-2' };
    const config = parseConfig({ ...keys, MAIL_FROM: 'Bazar <bildiris@bazar.az>' });
    expect(publicConfigOf(config).pushPublicKey).toBe('BPublicKey_-1');
    expect(JSON.stringify(publicConfigOf(config))).not.toContain('private_-2');
    expect(config.push.vapid).toEqual({
      publicKey: 'BPublicKey_-1',
      privateKey: 'private_-2',
      subject: 'mailto:bildiris@bazar.az',
    });
    expect(() => parseConfig({ VAPID_PUBLIC_KEY: 'BPublicKey' })).toThrow(/VAPID_PRIVATE_KEY: must be set together/);
    expect(parseConfig({ PUSH_ENDPOINT_HOSTS: ' 127.0.0.1, Push.Example ' }).push.endpointHosts).toEqual([
      '127.0.0.1',
      'push.example',
    ]);
  });

  it('forwards to the messaging bot only with a token and a chat id, and needs a webhook secret with the token', () => {
    const secret = 'webhook-secret_0123456789abcdef';
    expect(parseConfig({}).bot).toEqual({ forward: undefined, webhookSecret: undefined, staffChatId: undefined });
    expect(parseConfig({ BOT_TOKEN: '123456:ABC-def_ghi', BOT_WEBHOOK_SECRET: secret }).bot.forward).toBeUndefined();
    expect(
      parseConfig({ BOT_TOKEN: '123456:ABC-def_ghi', BOT_CHAT_ID: '-1001234567890', BOT_WEBHOOK_SECRET: secret }).bot,
    ).toEqual({
      forward: { token: '123456:ABC-def_ghi', chatId: '-1001234567890', apiBaseUrl: 'https://api.telegram.org' },
      webhookSecret: secret,
      staffChatId: '-1001234567890',
    });
    const local = parseConfig({
      BOT_TOKEN: '1:x-y_z0000',
      BOT_CHAT_ID: '@bazar_support',
      BOT_API_BASE_URL: 'http://127.0.0.1:8081/',
      BOT_WEBHOOK_SECRET: secret,
    });
    expect(local.bot.forward).toMatchObject({ chatId: '@bazar_support', apiBaseUrl: 'http://127.0.0.1:8081' });
    expect(problemsOf({ BOT_TOKEN: '123456:ABC' })).toEqual([
      'Invalid environment variable BOT_WEBHOOK_SECRET: must be set when BOT_TOKEN is set',
    ]);
    expect(problemsOf({ BOT_WEBHOOK_SECRET: 'short' })).toEqual([
      `Invalid environment variable BOT_WEBHOOK_SECRET: must be at least 24 characters`,
    ]);
    expect(problemsOf({ BOT_WEBHOOK_SECRET: `${'x'.repeat(24)} y` })[0]).toMatch(/BOT_WEBHOOK_SECRET: may hold only/);
    expect(problemsOf({ BOT_CHAT_ID: 'support team' })[0]).toMatch(
      /^Invalid environment variable BOT_CHAT_ID: must be a chat id/,
    );
    expect(problemsOf({ BOT_API_BASE_URL: 'ftp://bot.example' })[0]).toMatch(
      /^Invalid environment variable BOT_API_BASE_URL: must be an http/,
    );
  });

  it('never repeats a bad bot token in its complaint', () => {
    const problems = problemsOf({ BOT_TOKEN: '123456:secret part/with a slash', BOT_WEBHOOK_SECRET: 'w'.repeat(24) });
    expect(problems).toEqual([expect.stringMatching(/^Invalid environment variable BOT_TOKEN: /)]);
    expect(problems.join('\n')).not.toContain('secret part');
  });

  it('lets one client address hold 1,000 live connections unless told otherwise (0: no limit)', () => {
    expect(parseConfig({}).live).toEqual({ maxConnectionsPerAddress: 1000 });
    expect(parseConfig({ LIVE_CONNECTIONS_PER_ADDRESS: '0' }).live).toEqual({ maxConnectionsPerAddress: 0 });
    expect(problemsOf({ LIVE_CONNECTIONS_PER_ADDRESS: 'many' })[0]).toMatch(
      /LIVE_CONNECTIONS_PER_ADDRESS: must be a whole number of connections/,
    );
  });

  it('lets a buyer upload 200 MiB of photos a day unless told otherwise', () => {
    expect(parseConfig({}).media.buyerBytesPerDay).toBe(200 * 1024 * 1024);
    expect(parseConfig({ MEDIA_BUYER_BYTES_PER_DAY: '1048576' }).media.buyerBytesPerDay).toBe(1048576);
    expect(problemsOf({ MEDIA_BUYER_BYTES_PER_DAY: '0' })[0]).toMatch(
      /MEDIA_BUYER_BYTES_PER_DAY: must be a whole number of bytes/,
    );
  });

  it('e-mails an unread chat message after two minutes unless told otherwise', () => {
    expect(parseConfig({}).chatMail).toEqual({ delayMs: 120_000 });
    expect(parseConfig({ CHAT_EMAIL_DELAY_SECONDS: '0' }).chatMail).toEqual({ delayMs: 0 });
    expect(problemsOf({ CHAT_EMAIL_DELAY_SECONDS: '3601' })[0]).toMatch(
      /CHAT_EMAIL_DELAY_SECONDS: must be a whole number of seconds/,
    );
  });
});

describe('the Firebase web configuration', () => {
  const web = {
    FIREBASE_API_KEY: 'AIzaSyExample-key_123',
    FIREBASE_AUTH_DOMAIN: 'bazar-az.firebaseapp.com',
    FIREBASE_PROJECT_ID: 'bazar-az',
    FIREBASE_STORAGE_BUCKET: 'bazar-az.appspot.com',
    FIREBASE_APP_ID: '1:1234567890:web:abcdef',
  };

  it('is handed to the pages whole, with the emulator hosts when set', () => {
    expect(publicConfigOf(parseConfig({ ...web, CHAT_PROVIDER: 'firebase' })).firebase).toEqual({
      apiKey: web.FIREBASE_API_KEY,
      authDomain: web.FIREBASE_AUTH_DOMAIN,
      projectId: 'bazar-az',
      storageBucket: web.FIREBASE_STORAGE_BUCKET,
      appId: web.FIREBASE_APP_ID,
    });
    const local = parseConfig({
      ...web,
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      FIREBASE_STORAGE_EMULATOR_HOST: 'localhost:9199',
    });
    expect(local.firebase).toMatchObject({ firestoreEmulatorHost: '127.0.0.1:8080', storageEmulatorHost: 'localhost:9199' });
  });

  it('is null without the variables, and refused when only part of it is set', () => {
    expect(parseConfig({ CHAT_PROVIDER: 'firebase' }).firebase).toBeNull();
    const { FIREBASE_APP_ID: _left, ...partial } = web;
    expect(problemsOf(partial)).toEqual([
      'Invalid environment variable FIREBASE_APP_ID: must be set together with FIREBASE_API_KEY, FIREBASE_AUTH_DOMAIN, FIREBASE_PROJECT_ID, FIREBASE_STORAGE_BUCKET',
    ]);
    expect(problemsOf({ ...web, FIRESTORE_EMULATOR_HOST: 'http://127.0.0.1:8080' })[0]).toMatch(
      /FIRESTORE_EMULATOR_HOST: must be host:port/,
    );
  });
});
