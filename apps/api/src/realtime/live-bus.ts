import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/connection.ts';
import type { LiveEvent, LivePublisher } from './live-events.ts';

/** The NOTIFY channel of the live events (PostgreSQL). */
export const LIVE_CHANNEL = 'chat_live';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; events are packed below that. */
const PAYLOAD_MAX_BYTES = 7_000;

export interface LiveEventSink {
  /** Events published by any API process (this one included). */
  events(events: LiveEvent[]): void;
  /** Events may have been lost (the listener reconnected): read again whatever is followed. */
  resync(): void;
}

/**
 * Carries the events writers publish to the hub of every API process: through PostgreSQL's
 * NOTIFY (each process listens on LIVE_CHANNEL with its one listener connection), or, on the
 * embedded database, which one process owns, within the process.
 */
export interface LiveBus extends LivePublisher {
  /** The hub of this process; events arriving before it is set are dropped (nobody follows anything yet). */
  attach(sink: LiveEventSink): void;
  /** The listener's handler of LIVE_CHANNEL: a notice's payload, or undefined after a (re)connect. */
  receive(payload: string | undefined): void;
}

export function createLiveBus(options: { db: Database; inProcess: boolean; log: FastifyBaseLogger }): LiveBus {
  let sink: LiveEventSink | undefined;
  const local = new EventEmitter();
  local.on('events', (events: LiveEvent[]) => sink?.events(events));

  const receive = (payload: string | undefined) => {
    if (payload === undefined) {
      sink?.resync();
      return;
    }
    const events = parsePayload(payload);
    if (events) sink?.events(events);
    else options.log.warn({ payload: payload.slice(0, 200) }, 'live channel notice is not a list of events');
  };

  return {
    attach: (next) => {
      sink = next;
    },
    receive,
    publish: async (events) => {
      if (events.length === 0) return;
      if (options.inProcess) {
        // After the writer's own continuation, as a notice would arrive.
        setImmediate(() => local.emit('events', events));
        return;
      }
      try {
        for (const payload of packEvents(events)) {
          await options.db.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`);
        }
      } catch (error) {
        // The message is committed: a follower reading the chat again (its reconnect) still gets it.
        options.log.warn({ err: error }, 'live events not announced');
      }
    },
  };
}

function parsePayload(payload: string): LiveEvent[] | undefined {
  try {
    const parsed: unknown = JSON.parse(payload);
    return Array.isArray(parsed) ? (parsed as LiveEvent[]) : undefined;
  } catch {
    return undefined;
  }
}

/** Splits an event naming many accounts into events small enough for one notice each. */
function split(event: LiveEvent): LiveEvent[] {
  if (
    (event.t !== 'inbox' && event.t !== 'bell' && event.t !== 'storeOrders') ||
    !event.accountIds ||
    event.accountIds.length <= 1
  )
    return [event];
  const half = Math.ceil(event.accountIds.length / 2);
  return [
    { ...event, accountIds: event.accountIds.slice(0, half) },
    { ...event, accountIds: event.accountIds.slice(half) },
  ];
}

/** JSON arrays of events, each under the NOTIFY payload limit. */
export function packEvents(events: LiveEvent[]): string[] {
  const payloads: string[] = [];
  let batch: string[] = [];
  let bytes = 2;
  const queue = [...events];
  while (queue.length > 0) {
    const event = queue.shift()!;
    const json = JSON.stringify(event);
    const size = Buffer.byteLength(json) + 1;
    if (size + 2 > PAYLOAD_MAX_BYTES) {
      const parts = split(event);
      if (parts.length === 1) throw new Error(`live event too large to announce (${size} bytes)`);
      queue.unshift(...parts);
      continue;
    }
    if (bytes + size > PAYLOAD_MAX_BYTES) {
      payloads.push(`[${batch.join(',')}]`);
      batch = [];
      bytes = 2;
    }
    batch.push(json);
    bytes += size;
  }
  if (batch.length > 0) payloads.push(`[${batch.join(',')}]`);
  return payloads;
}
