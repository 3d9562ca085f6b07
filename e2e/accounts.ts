// Accounts for end-to-end tests and benchmarks: one-time codes read from the server's outbox
// (MAIL_OUTBOX_DIR holds one JSON file per message) and accounts made through the real API.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { API_PATHS, type ACCOUNT_TYPE } from '@marketplace/contract';

/** One message the server delivered. */
interface OutboxMessage {
  to: string;
  channel: string;
  subject: string;
  text: string;
}

export const TEST_PASSWORD = 'Xalca-naxisi-2024';

export function uniqueEmail(role: string): string {
  return `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.az`;
}

async function readOutbox(outboxDir: string): Promise<OutboxMessage[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  return Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxMessage),
  );
}

/** The one-time codes sent to an address so far (in no particular order: compare with what was known). */
export async function codesSentTo(outboxDir: string, to: string): Promise<string[]> {
  const messages = await readOutbox(outboxDir);
  return messages
    .filter((message) => message.to === to)
    .map((message) => /\b(\d{6})\b/.exec(message.text)?.[1])
    .filter((code): code is string => code !== undefined);
}

/** Waits (up to `timeoutMs`) for a code to arrive that is not among `known`. */
export async function nextCode(
  outboxDir: string,
  to: string,
  known: readonly string[] = [],
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const fresh = (await codesSentTo(outboxDir, to)).find((code) => !known.includes(code));
    if (fresh) return fresh;
    if (Date.now() > deadline) throw new Error(`no one-time code was mailed to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const payload = (await answer.json()) as T;
  if (!answer.ok) throw new Error(`POST ${url} answered ${answer.status}: ${JSON.stringify(payload)}`);
  return payload;
}

type AccountKind = typeof ACCOUNT_TYPE.CLIENT | typeof ACCOUNT_TYPE.MERCHANT;

/** Signs up through the API's three register steps and answers the new session's token. */
export async function registerThroughApi(base: string, outboxDir: string, email: string, type: AccountKind): Promise<string> {
  const register = (extra: Record<string, unknown>) =>
    postJson<{ otp_id?: string; token?: string }>(`${base}${API_PATHS.auth.register}`, {
      identifier: email,
      type,
      platform: 'web',
      ...extra,
    });
  const { otp_id } = await register({});
  const otp = await nextCode(outboxDir, email);
  await register({ otp_id, otp });
  const { token } = await register({ otp_id, otp, password: TEST_PASSWORD });
  if (!token) throw new Error(`registering ${email} answered no token`);
  return token;
}
