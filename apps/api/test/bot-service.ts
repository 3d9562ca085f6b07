import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedBotCall {
  /** The address path, token included (`/bot<token>/sendMessage`). */
  path: string;
  body: { chat_id: string; text: string; parse_mode?: string; reply_to_message_id?: number };
}

export interface LocalBotService {
  /** BOT_API_BASE_URL for a test server. */
  url: string;
  received: ReceivedBotCall[];
  /** How the service answers from now on: taken (200 ok), failing (500), or after a delay. */
  answer: 'ok' | 'fail';
  delayMs: number;
  /** Resolves once `count` calls have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedBotCall[]>;
  close(): Promise<void>;
}

/** A Telegram Bot API compatible service on a free port that records every sendMessage. */
export async function startLocalBotService(): Promise<LocalBotService> {
  let nextMessageId = 1000;
  const service: Omit<LocalBotService, 'url' | 'close'> & { waiters: Array<() => boolean> } = {
    received: [],
    answer: 'ok',
    delayMs: 0,
    waiters: [],
    waitFor(count, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (service.received.length < count) return false;
          clearTimeout(timer);
          resolve(service.received.slice(0, count));
          return true;
        };
        const timer = setTimeout(
          () => reject(new Error(`the bot service got ${service.received.length} calls, not ${count}`)),
          timeoutMs,
        );
        if (!check()) service.waiters.push(check);
      });
    },
  };
  const server = http.createServer((request, response) => {
    let raw = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (raw += chunk));
    request.on('end', () => {
      service.received.push({ path: request.url ?? '', body: JSON.parse(raw) as ReceivedBotCall['body'] });
      service.waiters = service.waiters.filter((check) => !check());
      setTimeout(() => {
        response.setHeader('content-type', 'application/json');
        if (service.answer === 'fail') {
          response.statusCode = 500;
          response.end(JSON.stringify({ ok: false, error_code: 500, description: 'Internal Server Error' }));
        } else {
          nextMessageId += 1;
          response.end(JSON.stringify({ ok: true, result: { message_id: nextMessageId } }));
        }
      }, service.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(service, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A free port nothing listens on: a bot service that is down. */
export async function closedPortUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
