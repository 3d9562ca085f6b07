import type { BotForwarding } from './settings.ts';

/** A sendMessage the service did not take; `retry` when trying again later may succeed. */
export class BotRequestError extends Error {
  constructor(
    message: string,
    readonly retry: boolean,
  ) {
    super(message);
    this.name = 'BotRequestError';
  }
}

export interface BotMessage {
  chat_id: string;
  text: string;
  parse_mode?: 'Markdown';
  /** Threads a notice under the staff message it answers (sent even if that one was deleted). */
  reply_to_message_id?: number;
  allow_sending_without_reply?: boolean;
}

/** A slow service holds one job, never a request: this bounds how long. */
const TIMEOUT_MS = 10_000;

/**
 * The token is part of the address (`/bot<token>/sendMessage`): an error must never carry the address
 * or anything the token could hide in, so every message that leaves here has it cut out.
 */
const withoutToken = (text: string, token: string) => text.replaceAll(token, '[redacted]');

/** POSTs one message to the bot service's sendMessage; throws BotRequestError when it is not taken. */
export async function sendBotMessage(bot: BotForwarding, message: BotMessage, timeoutMs = TIMEOUT_MS): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`${bot.apiBaseUrl}/bot${bot.token}/sendMessage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new BotRequestError(`sendMessage not reached: ${withoutToken(cause, bot.token)}`, true);
  }
  const answer = (await response.json().catch(() => null)) as { ok?: unknown; description?: unknown } | null;
  if (response.ok && answer?.ok === true) return;
  const description =
    typeof answer?.description === 'string' ? `: ${withoutToken(answer.description.slice(0, 200), bot.token)}` : '';
  // Too many requests and the service's own failures pass; any other refusal is about this message.
  const retry = response.status === 429 || response.status >= 500 || response.ok;
  throw new BotRequestError(`sendMessage answered ${response.status}${description}`, retry);
}
