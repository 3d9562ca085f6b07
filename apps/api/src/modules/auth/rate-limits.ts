import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { normalizeIdentifier } from '@marketplace/contract';
import { authErrors } from './auth-errors.ts';

export interface Limit {
  max: number;
  windowMs: number;
}

export interface AuthRateLimits {
  perIp: Limit;
  perIdentifier: Limit;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  perIp: { max: 30, windowMs: 60_000 },
  perIdentifier: { max: 10, windowMs: 10 * 60_000 },
};

function identifierOf(request: FastifyRequest): string | undefined {
  const raw = (request.body as { identifier?: unknown } | undefined)?.identifier;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  return normalizeIdentifier(raw)?.value ?? raw.trim().toLowerCase();
}

/**
 * Registers the counters (in Redis when given, so every instance shares them) and answers
 * a preHandler factory: `limitAttempts('login')` counts per client address and per identifier.
 */
export async function registerAuthRateLimits(
  app: FastifyInstance,
  limits: AuthRateLimits,
  redis: Redis | undefined,
): Promise<(action: string) => preHandlerAsyncHookHandler> {
  await app.register(rateLimit, {
    global: false,
    // A Redis outage must not lock everyone out of signing in; the limits resume when it is back.
    skipOnError: true,
    ...(redis ? { redis, nameSpace: 'auth-rate-limit:' } : {}),
  });
  return (action) => {
    const perIp = app.createRateLimit({
      max: limits.perIp.max,
      timeWindow: limits.perIp.windowMs,
      keyGenerator: (request) => `${action}:ip:${request.ip}`,
    });
    const perIdentifier = app.createRateLimit({
      max: limits.perIdentifier.max,
      timeWindow: limits.perIdentifier.windowMs,
      keyGenerator: (request) => `${action}:id:${identifierOf(request) ?? ''}`,
    });
    return async (request, reply) => {
      const checks = [perIp(request)];
      if (identifierOf(request)) checks.push(perIdentifier(request));
      for (const result of await Promise.all(checks)) {
        if (!result.isAllowed && result.isExceeded) {
          reply.header('retry-after', String(result.ttlInSeconds));
          throw authErrors.rateLimited(result.ttlInSeconds);
        }
      }
    };
  };
}
