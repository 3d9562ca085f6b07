// The smoke journey's checks against running built servers; each throws with what went wrong.
import { readFileSync } from 'node:fs';
import { ACCOUNT_TYPE, API_PATHS, type ChatMessage, type Item } from '@marketplace/contract';
import { openLive } from '../../apps/api/test/live-client.ts';
import { postJson, registerThroughApi, uniqueEmail } from '../../e2e/accounts.ts';
import type { RunningServer } from '../../e2e/server.ts';

/** The shopper site of a server (SITE_URL defaults to localhost on its port). */
const shopperOf = (server: RunningServer) => `http://localhost:${server.port}`;

const manifest = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
};
const WANTED_MAJOR = Number(/\d+/.exec(manifest.engines.node)?.[0]);

async function getJson<T>(url: string): Promise<T> {
  const answer = await fetch(url);
  const body = (await answer.json()) as T;
  if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}: ${JSON.stringify(body)}`);
  return body;
}

/** /healthz answers ready, on the Node.js major package.json pins; answers that version. */
export async function checkHealth(server: RunningServer): Promise<string> {
  const url = `${shopperOf(server)}${API_PATHS.health.ready}`;
  const health = await getJson<{ ok?: boolean; db?: string; node?: string }>(url);
  if (health.ok !== true || health.db !== 'up') throw new Error(`${url} is not ready: ${JSON.stringify(health)}`);
  if (!health.node) throw new Error(`${url} does not name the Node.js version it runs on: ${JSON.stringify(health)}`);
  const major = Number(health.node.split('.')[0]);
  if (major !== WANTED_MAJOR)
    throw new Error(`the server runs on Node.js ${health.node}; package.json pins ${manifest.engines.node}`);
  return health.node;
}

/** Signs a new buyer up through `server` (the one-time code read from its outbox); answers the session token. */
export function signUpBuyer(server: RunningServer): Promise<string> {
  return registerThroughApi(shopperOf(server), server.outboxDir, uniqueEmail('smoke-buyer'), ACCOUNT_TYPE.CLIENT);
}

/** A listed product of the catalogue. */
export async function someProduct(server: RunningServer): Promise<Item> {
  const { items } = await getJson<{ items: Item[] }>(`${shopperOf(server)}${API_PATHS.item.getAllItems}?page_size=20`);
  const item = items[0];
  if (!item) throw new Error('the catalogue lists no product (the demo catalogue was not seeded)');
  return item;
}

const decodeHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();

/** The product page as the server renders it: the product's name as its heading, product meta tags. */
export async function checkProductPage(server: RunningServer, item: Item): Promise<void> {
  const url = `${shopperOf(server)}/item?name=smoke&id=${encodeURIComponent(item.id)}`;
  const answer = await fetch(url);
  const html = await answer.text();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (heading === undefined || decodeHtml(heading) !== item.productName) {
    throw new Error(
      `${url} was not rendered with the product: its heading is ${JSON.stringify(heading)}, not ${JSON.stringify(item.productName)}`,
    );
  }
  if (!/<meta property="og:type" content="product"/.test(html)) throw new Error(`${url} has no og:type product meta tag`);
}

/**
 * The buyer's custom-order chat about `item` opened and written through `writer`, while a live
 * socket on `reader` (the buyer's other page) is subscribed to it; answers the milliseconds from
 * sending to the message arriving on that socket.
 */
export async function checkChatAcross(writer: RunningServer, reader: RunningServer, token: string, item: Item): Promise<number> {
  const { chatId } = await postJson<{ chatId: string }>(
    `${shopperOf(writer)}${API_PATHS.direct.getItemContact}`,
    { item_id: item.id, merchant_id: item.merchantId },
    token,
  );
  const live = await openLive(shopperOf(reader), { origin: shopperOf(reader) });
  try {
    const ready = await live.hello(token);
    if (!ready.accountId) throw new Error('the live channel on the second server did not take the session of the first');
    const subscribed = await live.subscribe('chat', { kind: 'chat', chatId });
    if (subscribed.type !== 'subscribed') throw new Error(`subscribing to the chat was refused: ${subscribed.code}`);
    // No digits: the chats mask what looks like a phone number.
    const text = 'Salam! Bu vaza hələ satışdadır?';
    const sentAt = performance.now();
    const sent = await postJson<ChatMessage>(`${shopperOf(writer)}${API_PATHS.chat.sendMessage}`, { chatId, text }, token);
    const frame = await live.next('message', (candidate) => candidate.message.id === sent.id, 15_000);
    if (frame.message.text !== text)
      throw new Error(`the message arrived as ${JSON.stringify(frame.message.text)}, not ${JSON.stringify(text)}`);
    return performance.now() - sentAt;
  } finally {
    await live.close();
  }
}
