import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { trustedDevices } from '../../db/schema.ts';
import type { Queryable } from './accounts.ts';
import type { AttemptSource } from './attempt-guard.ts';
import { siteOfRequest, type CookieSettings } from './cookie.ts';
import { digest, newSecret } from './secrets.ts';
import { sourceAddressOf } from './source-address.ts';

/**
 * The owner's usual source is a browser that signed in to the account with its password before:
 * it keeps a random device token in a cookie sent only to the login call. A client address would
 * be a weaker mark: many people share one (mobile carriers, offices, a proxy in front of the
 * server) and the owner's changes as they move.
 */
export const DEVICE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
const LOGIN_PATH = '/auth/v1/login';
const MAX_TOKEN_LENGTH = 100;

/** One cookie per account, so one browser can be trusted by several accounts (a buyer and a seller). */
const cookieNameOf = (accountId: string) => `device_${digest(`device:${accountId}`).slice(0, 16)}`;

/** What a login request brings to tell its source. */
export interface LoginOrigin {
  ip: string;
  cookies: Record<string, string | undefined>;
}

export const loginOriginOf = (request: FastifyRequest): LoginOrigin => ({ ip: request.ip, cookies: request.cookies });

/** The attempt's source: this account's trusted browser when it shows its cookie, else the client address. */
export async function attemptSourceOf(db: Queryable, origin: LoginOrigin, accountId: string | undefined): Promise<AttemptSource> {
  const token = accountId ? origin.cookies[cookieNameOf(accountId)] : undefined;
  if (accountId && token && token.length <= MAX_TOKEN_LENGTH) {
    const deviceHash = digest(token);
    const [known] = await db
      .select({ deviceHash: trustedDevices.deviceHash })
      .from(trustedDevices)
      .where(and(eq(trustedDevices.deviceHash, deviceHash), eq(trustedDevices.accountId, accountId)))
      .limit(1);
    if (known) return { kind: 'device', id: deviceHash };
  }
  return { kind: 'address', ip: sourceAddressOf(origin.ip) };
}

export interface DeviceCookie {
  name: string;
  token: string;
}

/** After a sign-in with the password: the browser's token for this account (kept when already trusted, else new). */
export async function trustDevice(
  db: Queryable,
  input: { accountId: string; source: AttemptSource; origin: LoginOrigin; now: Date },
): Promise<DeviceCookie> {
  const name = cookieNameOf(input.accountId);
  const known = input.source.kind === 'device' ? input.origin.cookies[name] : undefined;
  const token = known ?? newSecret();
  await db
    .insert(trustedDevices)
    .values({ deviceHash: digest(token), accountId: input.accountId, lastUsedAt: input.now })
    .onConflictDoUpdate({ target: [trustedDevices.deviceHash, trustedDevices.accountId], set: { lastUsedAt: input.now } });
  return { name, token };
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, device: DeviceCookie, settings: CookieSettings) {
  reply.setCookie(device.name, device.token, {
    httpOnly: true,
    sameSite: 'lax',
    path: LOGIN_PATH,
    secure: settings.siteUrls[siteOfRequest(request)].startsWith('https:'),
    maxAge: DEVICE_TTL_MS / 1000,
  });
}

/** Forgets browsers that have not signed in for a year. */
export async function sweepUnusedDevices(db: Queryable, now: Date): Promise<number> {
  const gone = await db
    .delete(trustedDevices)
    .where(lt(trustedDevices.lastUsedAt, new Date(now.getTime() - DEVICE_TTL_MS)))
    .returning({ deviceHash: trustedDevices.deviceHash });
  return gone.length;
}
