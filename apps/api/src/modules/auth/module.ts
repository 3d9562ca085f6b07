import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Site } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import type { MessageTransport } from '../notifications/service.ts';
import type { CookieSettings } from './cookie.ts';
import type { AuthEnv } from './env.ts';
import { createSessionGuard, type SessionGuard } from './guard.ts';
import { logoutRoutes } from './logout-routes.ts';
import { argon2idHasher, createPasswordChecker, type PasswordHasher } from './passwords.ts';
import { createAttemptGuard } from './attempt-guard.ts';
import { databaseCounterStore, withFallback } from './counter-store.ts';
import { registerAuthRateLimits } from './rate-limits.ts';
import { redisCounterStore } from './redis-counter-store.ts';
import { authRoutes } from './routes.ts';
import type { AuthLimits } from './settings.ts';
import { scheduleAuthSweep } from './sweep.ts';

/** What a server (or a test) may swap in. */
export interface AuthDeps {
  hasher?: PasswordHasher;
  transport?: MessageTransport;
  /** The clock of codes and sessions. */
  now?: () => Date;
  /** Replaces the configured limits. */
  rateLimits?: AuthLimits;
}

export interface AuthModuleOptions extends AuthDeps {
  db: Database;
  transport: MessageTransport;
  siteUrls: Record<Site, string>;
  sessionTtlDays: number;
  /** The configured limits (AUTH_* variables). */
  limits: AuthLimits;
  /** Shared counters of every instance; without it they live in the database. */
  redis: Redis | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** requireSession / requireRole for the routes of every module. */
    sessionGuard: SessionGuard;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Registers the account calls and `POST /logout`; answers the guard other modules protect their routes with. */
export async function registerAuth(app: FastifyInstance, options: AuthModuleOptions): Promise<SessionGuard> {
  const hasher = options.hasher ?? argon2idHasher;
  const sessions = { ttlMs: options.sessionTtlDays * DAY_MS, now: options.now ?? (() => new Date()) };
  const limits = options.rateLimits ?? options.limits;
  const database = databaseCounterStore(options.db);
  const counters = options.redis ? withFallback(redisCounterStore(options.redis), database, app.log) : database;
  const env: AuthEnv = {
    db: options.db,
    hasher,
    checkPassword: createPasswordChecker(hasher),
    transport: options.transport,
    sessions,
    log: app.log,
    attempts: createAttemptGuard(counters, limits, sessions.now),
    notifyAfterWrongCodes: limits.otp.notifyAfterWrong,
  };
  const cookie: CookieSettings = { siteUrls: options.siteUrls, maxAgeSeconds: options.sessionTtlDays * 24 * 60 * 60 };
  const guard = createSessionGuard(options.db, sessions);

  app.decorateRequest('auth', null);
  app.decorate('sessionGuard', guard);
  const limitAttempts = await registerAuthRateLimits(app, limits, options.redis);
  await app.register(authRoutes, { env, guard, cookie, limitAttempts });
  await app.register(logoutRoutes, { db: options.db, cookie, now: sessions.now });
  scheduleAuthSweep(app, options.db, sessions.now);
  return guard;
}
