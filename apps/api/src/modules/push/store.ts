import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, or } from 'drizzle-orm';
import type { PushSubscriptionJson } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { accounts, pushSubscriptions } from '../../db/schema.ts';

export type Subscription = typeof pushSubscriptions.$inferSelect;

/**
 * Registers a browser for the account and answers its notifyToken, or null when another account
 * holds this endpoint. A browser has one subscription (one endpoint); registered again by another
 * account signed in there (a shared computer), it changes hands and keeps its token — but only when
 * the request carries the keys the endpoint was registered with, which only that browser knows. An
 * endpoint alone (seen in a log, guessed from a push service's address form) moves nothing.
 */
export async function registerSubscription(
  db: Database,
  accountId: string,
  subscription: PushSubscriptionJson,
): Promise<string | null> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({
      token: randomBytes(24).toString('base64url'),
      accountId,
      endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh,
      auth: subscription.keys.auth,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { accountId, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
      setWhere: or(
        eq(pushSubscriptions.accountId, accountId),
        and(eq(pushSubscriptions.p256dh, subscription.keys.p256dh), eq(pushSubscriptions.auth, subscription.keys.auth)),
      ),
    })
    .returning({ token: pushSubscriptions.token });
  return row?.token ?? null;
}

/** Forgets the subscriptions their push service no longer knows. */
export async function forgetSubscriptions(db: Database, tokens: readonly string[]): Promise<void> {
  await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.token, [...tokens]));
}

export async function subscriptionsByTokens(db: Database, tokens: readonly string[]): Promise<Subscription[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.token, [...new Set(tokens)]));
}

/** One page of the subscriptions of active accounts of these types, in token order after `after`. */
export async function subscriptionsOfAccountTypes(
  db: Database,
  types: readonly number[],
  after: string | null,
  limit: number,
): Promise<Subscription[]> {
  return db
    .select({
      token: pushSubscriptions.token,
      accountId: pushSubscriptions.accountId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      createdAt: pushSubscriptions.createdAt,
    })
    .from(pushSubscriptions)
    .innerJoin(accounts, eq(accounts.id, pushSubscriptions.accountId))
    .where(
      and(
        inArray(accounts.type, [...types]),
        eq(accounts.status, 'ACTIVE'),
        after === null ? undefined : gt(pushSubscriptions.token, after),
      ),
    )
    .orderBy(pushSubscriptions.token)
    .limit(limit);
}
