import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ERROR_CODES, IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '@marketplace/contract';
import type { Database } from '../../db/connection.ts';
import { rows } from '../../db/rows.ts';
import { HttpError } from '../../http/errors.ts';
import { idempotencyErrors, requestFingerprint } from '../../http/idempotency.ts';
import { isUniqueViolation } from '../auth/accounts.ts';
import { digest } from '../auth/secrets.ts';
import { MESSAGE_COLUMNS, type MessageRow } from './chat-rows.ts';

/**
 * A message's client id (the send's `clientId`, or its Idempotency-Key header): the sender makes it
 * once when the message is written and sends it again with every retry. Unlike the creating calls'
 * Idempotency-Key (http/idempotency.ts), which keeps an answer beside the work and would leave a
 * send cut off between its commit and that answer "in progress", the id is stored on the message
 * row itself, in the message's own transaction, under a unique index: a message and its id commit
 * together or not at all, so a retry after any failure finds the message or stores it, once, even
 * when two retries race in two processes.
 */

/** The client id of a send, as stored: whose it is and what it asked. */
export interface MessageClientKey {
  /** The id as the sender sent it. */
  id: string;
  /** sha256 of the sender's scope and the id (chat_messages.client_key). */
  key: string;
  /** sha256 of what the send asked: the same id with another message is refused. */
  fingerprint: string;
}

/** A send's answer, and whether it is the answer of an earlier send with the same client id. */
export interface SentMessage<T> {
  answer: T;
  replayed: boolean;
}

/** The send's client id: the body's `clientId` or the Idempotency-Key header; with both, they must be equal. */
export function messageClientId(bodyId: string | undefined, headerKey: string | undefined): string | undefined {
  if (bodyId !== undefined && headerKey !== undefined && bodyId !== headerKey) {
    throw new HttpError(
      400,
      ERROR_CODES.IDEMPOTENCY_KEY_INVALID,
      `clientId and the ${IDEMPOTENCY_KEY_HEADER} header name two different messages.`,
    );
  }
  return bodyId ?? headerKey;
}

/** The headers of a send's answer: never cached, and marked when it answers an earlier send again. */
export function sentHeaders(sent: { replayed: boolean }): Record<string, string> {
  return { 'cache-control': 'no-store', ...(sent.replayed ? { [IDEMPOTENT_REPLAY_HEADER.toLowerCase()]: 'true' } : {}) };
}

/**
 * The stored form of a client id. `scope` is the sender: `account:<id>` for a signed-in sender, or
 * for a guest writing to support its chat's token digest, or its address before it has a chat.
 */
export function messageClientKey(scope: string, id: string, asked: unknown): MessageClientKey {
  return { id, key: digest(`${scope}\n${id}`), fingerprint: requestFingerprint(asked) };
}

/** The message stored the first time under this client id, if any; another message under it is a 422. */
export async function messageOfClientKey(db: Database, clientKey: MessageClientKey): Promise<MessageRow | undefined> {
  const [found] = await rows<MessageRow & { fingerprint: string | null }>(
    db,
    sql`SELECT ${MESSAGE_COLUMNS}, m.client_fingerprint AS fingerprint FROM chat_messages m WHERE m.client_key = ${clientKey.key}`,
  );
  if (!found) return undefined;
  const { fingerprint, ...row } = found;
  if (fingerprint !== clientKey.fingerprint) throw idempotencyErrors.reused();
  return row;
}

/**
 * Runs a send that stores a message under `clientKey`; when a send with the same id committed first
 * (two racing: the unique index refuses the second insert and its transaction is undone), answers
 * that one's message instead.
 */
export async function storeOnce<T>(
  db: Database,
  clientKey: MessageClientKey | undefined,
  store: () => Promise<T>,
): Promise<{ stored: T } | { first: MessageRow }> {
  try {
    return { stored: await store() };
  } catch (error) {
    if (!clientKey || !isUniqueViolation(error)) throw error;
    const first = await messageOfClientKey(db, clientKey);
    if (!first) throw error;
    return { first };
  }
}

/**
 * The support token of a chat a guest's first message made under a client id: derived from the chat
 * (a random uuid) and the id, so a retry of that first message, whose answer was lost, gets the same
 * token back, though the database keeps only its digest (and only a digest of the id).
 */
export function supportTokenOfClientId(chatId: string, clientId: string): string {
  return createHash('sha256').update(`support-token\n${chatId}\n${clientId}`).digest('base64url');
}
