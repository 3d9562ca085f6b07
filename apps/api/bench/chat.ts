// `npm run bench:chat [-- --connections N] [-- --rate R] [-- --seconds S]`: the live channel under
// load (not a test; nothing is asserted). Needs PostgreSQL (DATABASE_URL): two production servers
// (the build `npm start` runs) share a scratch database, made and dropped by the run. N/2 buyers
// (default 1,000 connections in all) each have a custom-order conversation with one of N/2 sellers;
// every buyer's page is connected to the first server and every seller's to the second, each
// following its conversation. Messages are sent through the HTTP call at a steady rate R (default
// 100 a second, alternately by a buyer through the first server and a seller through the second)
// for S seconds (default 30); each is timed from the start of its send to its arrival on the other
// party's page, on the other process. Prints the deliveries per second, p50/p99 of that latency,
// what arrived late, twice or out of order, and the servers' RSS.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import WebSocket from 'ws';
import {
  ACCOUNT_TYPE,
  API_PATHS,
  CHAT_LIVE_PATH,
  CHAT_MESSAGES_PER_MINUTE,
  LIVE_FROM_START,
  type LiveClientFrame,
  type LiveServerFrame,
} from '@marketplace/contract';
import { startServer, type RunningServer } from '../../../e2e/server.ts';
import { openDatabase } from '../src/db/client.ts';
import type { Database } from '../src/db/connection.ts';
import { insertAccount } from '../src/modules/auth/accounts.ts';
import { argon2idHasher } from '../src/modules/auth/passwords.ts';
import { issueSession } from '../src/modules/auth/sessions.ts';
import { createCategory } from '../src/modules/categories/service.ts';
import { createItem } from '../src/modules/items/service.ts';
import { ticksOf } from './cpu.ts';
import { rssMiB } from './server-speed.ts';

const { values } = parseArgs({
  options: { connections: { type: 'string' }, rate: { type: 'string' }, seconds: { type: 'string' } },
});
const CONNECTIONS = Number(values.connections ?? 1_000);
const PAIRS = Math.floor(CONNECTIONS / 2);
const RATE = Number(values.rate ?? 100);
const SECONDS = Number(values.seconds ?? 30);
/** After the last send, how long deliveries are waited for before the rest count as lost. */
const DRAIN_MS = 15_000;
const DAY_MS = 24 * 60 * 60 * 1000;

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error(
    'bench:chat runs two API processes on one PostgreSQL database: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres).',
  );
  process.exit(1);
}
const perSenderPerMinute = (RATE / CONNECTIONS) * 60;
if (perSenderPerMinute > CHAT_MESSAGES_PER_MINUTE) {
  console.error(
    `--rate ${RATE} over ${CONNECTIONS} connections is ${perSenderPerMinute.toFixed(1)} messages a minute per sender, above the limit of ${CHAT_MESSAGES_PER_MINUTE}: use more connections or a lower rate.`,
  );
  process.exit(1);
}

interface Party {
  id: string;
  token: string;
}

interface Pair {
  buyer: Party;
  seller: Party;
  itemId: string;
  chatId?: string;
}

async function withAdmin<T>(statement: string, run?: (client: pg.Client) => Promise<T>): Promise<T | undefined> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
    return await run?.(client);
  } finally {
    await client.end();
  }
}

/** Accounts, sessions and products straight into the database: signing 1,000 people up through their e-mail codes would be the benchmark. */
async function seed(db: Database): Promise<Pair[]> {
  const passwordHash = await argon2idHasher.hash('bench parolu 2024 chat');
  const sessions = { ttlMs: DAY_MS, now: () => new Date() };
  const categoryId = await createCategory(db, { titles: { az: 'Sifarişlə', en: 'Made to order' }, urlPath: 'sifarisle' });
  const pairs: Pair[] = [];
  for (let i = 0; i < PAIRS; i += 1) {
    const seller = await insertAccount(db, {
      identifier: `bench-seller-${i}@example.az`,
      kind: 'email',
      type: ACCOUNT_TYPE.MERCHANT,
      passwordHash,
    });
    const buyer = await insertAccount(db, {
      identifier: `bench-buyer-${i}@example.az`,
      kind: 'email',
      type: ACCOUNT_TYPE.CLIENT,
      passwordHash,
    });
    const item = await createItem(db, seller.id, {
      productName: `Sifarişlə vaza ${i}`,
      authorName: 'Usta',
      productPrice: 40,
      discountType: 'PERCENTAGE',
      discountValue: 0,
      saleType: 'item',
      selectedCategory: categoryId,
      productInfo: '<p>Əl işi.</p>',
      coverImage: `/media/covers/${'a1'.repeat(16)}.webp`,
      media: [],
      itemType: 1,
      attributes: [],
    });
    pairs.push({
      buyer: { id: buyer.id, token: (await issueSession(db, sessions, { accountId: buyer.id, site: 'shopper' })).token },
      seller: { id: seller.id, token: (await issueSession(db, sessions, { accountId: seller.id, site: 'merchant' })).token },
      itemId: item.id,
    });
  }
  return pairs;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function post(
  server: RunningServer,
  host: string,
  path: string,
  token: string,
  body: unknown,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      `http://127.0.0.1:${server.port}${path}`,
      { method: 'POST', agent, headers: { host, authorization: `Bearer ${token}`, 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(JSON.stringify(body));
  });
}

/** One page's connection, following its conversation; `onMessage` hears each message frame. */
let dropped = 0;

function connect(
  server: RunningServer,
  token: string,
  chatId: string,
  onMessage: (frame: Extract<LiveServerFrame, { type: 'message' }>) => void,
): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    let subscribed = false;
    const socket = new WebSocket(`ws://127.0.0.1:${server.port}${CHAT_LIVE_PATH}`);
    const say = (frame: LiveClientFrame) => socket.send(JSON.stringify(frame));
    socket.on('open', () => say({ type: 'hello', token }));
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as LiveServerFrame;
      if (frame.type === 'ready') say({ type: 'subscribe', id: 'chat', topic: { kind: 'chat', chatId, after: LIVE_FROM_START } });
      else if (frame.type === 'subscribed') {
        subscribed = true;
        resolve(socket);
      } else if (frame.type === 'message') onMessage(frame);
      else if (frame.type === 'refused') reject(new Error(`subscription refused: ${frame.code}`));
    });
    socket.on('error', reject);
    socket.on('close', (code) => {
      if (subscribed) dropped += 1;
      else reject(new Error(`closed ${code} before subscribing`));
    });
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const name = `marketplace_bench_chat_${randomBytes(4).toString('hex')}`;
await withAdmin(`create database "${name}"`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
const databaseUrl = url.href;
const servers: RunningServer[] = [];
const sockets: WebSocket[] = [];
try {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  await database.migrate();
  const seedStarted = performance.now();
  const pairs = await seed(database.db);
  await database.close();
  console.log(
    `${PAIRS} buyers and ${PAIRS} sellers with a product each, in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  // Every page of the bench comes from this one machine: no cap on one address's live connections.
  const env = {
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    LIVE_CONNECTIONS_PER_ADDRESS: '0',
  };
  const [buyersServer, sellersServer] = [await startServer(env), await startServer(env)] as [RunningServer, RunningServer];
  servers.push(buyersServer, sellersServer);
  const shopperHost = `localhost:${buyersServer.port}`;
  const merchantHost = `merchant.localhost:${sellersServer.port}`;

  for (const pair of pairs) {
    const contact = await post(buyersServer, shopperHost, API_PATHS.direct.getItemContact, pair.buyer.token, {
      item_id: pair.itemId,
      merchant_id: pair.seller.id,
    });
    if (contact.status !== 200) throw new Error(`getItemContact answered ${contact.status}: ${JSON.stringify(contact.body)}`);
    pair.chatId = (contact.body as { chatId: string }).chatId;
  }

  /** Send start of each message by its text; arrivals on the other party's page; what each page saw last. */
  const sentAt = new Map<string, number>();
  const answeredAt = new Map<string, number>();
  const latencies: number[] = [];
  /** From the send's answer (the message committed and announced) to its arrival: the live channel's own share. */
  const afterAnswer: number[] = [];
  const arrived = new Set<string>();
  let twice = 0;
  let outOfOrder = 0;
  let ownEchoes = 0;
  const watch = (own: 'user' | 'received') => {
    let last = 0n;
    return (frame: Extract<LiveServerFrame, { type: 'message' }>) => {
      const id = BigInt(frame.message.id);
      if (id <= last) outOfOrder += 1;
      last = id;
      if (frame.message.sender === own) {
        ownEchoes += 1;
        return;
      }
      const started = sentAt.get(frame.message.text);
      if (started === undefined) return;
      if (arrived.has(frame.message.text)) twice += 1;
      else {
        const now = performance.now();
        arrived.add(frame.message.text);
        latencies.push(now - started);
        const answered = answeredAt.get(frame.message.text);
        // Arriving before the sender has read its answer counts as no wait at all.
        afterAnswer.push(answered === undefined ? 0 : Math.max(0, now - answered));
      }
    };
  };
  const connectStarted = performance.now();
  for (let i = 0; i < pairs.length; i += 50) {
    const batch = pairs.slice(i, i + 50);
    sockets.push(
      ...(await Promise.all(
        batch.flatMap((pair) => [
          connect(buyersServer, pair.buyer.token, pair.chatId!, watch('user')),
          connect(sellersServer, pair.seller.token, pair.chatId!, watch('received')),
        ]),
      )),
    );
  }
  console.log(
    `${sockets.length} connections open and subscribed in ${((performance.now() - connectStarted) / 1000).toFixed(1)} s`,
  );
  const idleRss = [rssMiB(buyersServer.pid), rssMiB(sellersServer.pid)];

  const total = Math.round(RATE * SECONDS);
  const sendTimes: number[] = [];
  let refused = 0;
  const sends: Promise<void>[] = [];
  const ticksBefore = [ticksOf(buyersServer.pid), ticksOf(sellersServer.pid)];
  const ownBefore = process.cpuUsage();
  const loadStarted = performance.now();
  for (let k = 0; k < total; k += 1) {
    const due = loadStarted + (k * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const pair = pairs[Math.floor(k / 2) % pairs.length]!;
    const byBuyer = k % 2 === 0;
    const text = `bench ${k}`;
    const started = performance.now();
    sentAt.set(text, started);
    sends.push(
      post(
        byBuyer ? buyersServer : sellersServer,
        byBuyer ? shopperHost : merchantHost,
        API_PATHS.chat.sendMessage,
        byBuyer ? pair.buyer.token : pair.seller.token,
        { chatId: pair.chatId, text },
      ).then((answer) => {
        answeredAt.set(text, performance.now());
        sendTimes.push(performance.now() - started);
        if (answer.status !== 200) {
          refused += 1;
          sentAt.delete(text);
        }
      }),
    );
  }
  await Promise.all(sends);
  const sendingSeconds = (performance.now() - loadStarted) / 1000;
  const drainUntil = performance.now() + DRAIN_MS;
  while (arrived.size < sentAt.size && performance.now() < drainUntil) await new Promise((resolve) => setTimeout(resolve, 50));
  const busyRss = [rssMiB(buyersServer.pid), rssMiB(sellersServer.pid)];
  // Clock ticks of 10 ms: CPU per message sent, each server (its sends, and its half of the deliveries).
  const cpuPerMessage = [ticksOf(buyersServer.pid) - ticksBefore[0]!, ticksOf(sellersServer.pid) - ticksBefore[1]!].map(
    (ticks) => (ticks * 10) / sentAt.size,
  );
  const own = process.cpuUsage(ownBefore);
  const loaderPerMessage = (own.user + own.system) / 1000 / sentAt.size;
  const deliveredSeconds = (performance.now() - loadStarted) / 1000;

  latencies.sort((a, b) => a - b);
  afterAnswer.sort((a, b) => a - b);
  sendTimes.sort((a, b) => a - b);
  console.log(
    `\nLive channel, two API processes on PostgreSQL, ${sockets.length} connections (${PAIRS} on each), ${RATE} messages/s for ${SECONDS} s; ` +
      `load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' / ')} (1/5/15 min, 2 cores)\n`,
  );
  console.log('| | |');
  console.log('|---|---|');
  console.log(`| messages sent (HTTP 200) | ${sentAt.size} of ${total} in ${sendingSeconds.toFixed(1)} s (${refused} refused) |`);
  console.log(
    `| delivered to the other party, on the other process | ${arrived.size} (${(arrived.size / deliveredSeconds).toFixed(0)} per second over ${deliveredSeconds.toFixed(1)} s) |`,
  );
  console.log(`| not delivered ${DRAIN_MS / 1000} s after the last send | ${sentAt.size - arrived.size} |`);
  console.log(`| delivered twice / out of order | ${twice} / ${outOfOrder} |`);
  console.log(`| connections the servers closed during the run | ${dropped} |`);
  console.log(`| own messages echoed to the sender's page (same process) | ${ownEchoes} |`);
  console.log(
    `| send → delivery latency p50 / p99 / max | ${ms(percentile(latencies, 50))} / ${ms(percentile(latencies, 99))} / ${ms(latencies.at(-1) ?? NaN)} |`,
  );
  console.log(
    `| of which the HTTP send, answered p50 / p99 | ${ms(percentile(sendTimes, 50))} / ${ms(percentile(sendTimes, 99))} |`,
  );
  console.log(
    `| from the send's answer to the delivery p50 / p99 | ${ms(percentile(afterAnswer, 50))} / ${ms(percentile(afterAnswer, 99))} |`,
  );
  console.log(
    `| CPU per message (buyers' / sellers' server; this load generator) | ${ms(cpuPerMessage[0]!)} / ${ms(cpuPerMessage[1]!)}; ${ms(loaderPerMessage)} |`,
  );
  console.log(`| RSS with the connections open, idle (buyers' / sellers' server) | ${idleRss[0]} / ${idleRss[1]} MiB |`);
  console.log(`| RSS after the load | ${busyRss[0]} / ${busyRss[1]} MiB |`);
} finally {
  for (const socket of sockets) {
    socket.removeAllListeners('close');
    socket.terminate();
  }
  agent.destroy();
  for (const server of servers) await server.stop();
  await withAdmin(`drop database if exists "${name}" with (force)`);
}
