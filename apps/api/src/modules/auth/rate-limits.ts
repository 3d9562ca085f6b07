import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import { authErrors } from './auth-errors.ts';
import type { AuthLimits } from './settings.ts';
import { sourceAddressOf } from './source-address.ts';

/**
 * Registers the per-address counters (in Redis when given, so every instance shares them) and
 * answers a preHandler factory: `limitAttempts('login')` counts the requests of each client
 * address (IPv6: its /64 network) to that call. A refused request never reaches the call, so it
 * counts towards no identifier's limits (AttemptGuard). Without Redis these counters live in the
 * limiter's in-memory cache: pushing an address out of it takes thousands of other addresses,
 * which would have their own allowance anyway.
 */
export async function registerAuthRateLimits(
  app: FastifyInstance,
  limits: AuthLimits,
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
      keyGenerator: (request) => `${action}:ip:${sourceAddressOf(request.ip)}`,
    });
    return async (request, reply) => {
      const result = await perIp(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', String(result.ttlInSeconds));
        throw authErrors.rateLimited(result.ttlInSeconds);
      }
    };
  };
}
