import type https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type WebPush from 'web-push';
import { lazyModules } from '../../lazy-modules.ts';
import type { PushSettings } from './settings.ts';

export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushMessage {
  title: string;
  content: string;
  /** A path on the recipient's site the notification opens. */
  link?: string | null;
}

/** `gone`: the push service says the subscription no longer exists (404/410), so it is forgotten. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export interface PushTransport {
  readonly kind: 'web-push' | 'log';
  send(target: PushTarget, message: PushMessage): Promise<PushOutcome>;
}

/** A push waits this long for the push service. */
const PUSH_TIMEOUT_MS = 10_000;
/** How long the push service keeps a message for an offline browser. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;

/** Web Push with the configured VAPID keys, or (without them) a log line per push. */
export function createPushTransport(settings: PushSettings, log: FastifyBaseLogger, agent?: https.Agent): PushTransport {
  const vapid = settings.vapid;
  if (!vapid) {
    return {
      kind: 'log',
      send: async (target, message) => {
        log.info({ endpoint: new URL(target.endpoint).host, title: message.title }, 'push not sent (no VAPID keys configured)');
        return 'sent';
      },
    };
  }
  // Loaded with the first push: a server that never pushes does not carry the library.
  let library: Promise<typeof WebPush> | undefined;
  return {
    kind: 'web-push',
    send: async (target, message) => {
      const webpush = await (library ??= lazyModules.webPush());
      try {
        await webpush.sendNotification(target, JSON.stringify(message), {
          vapidDetails: vapid,
          TTL: PUSH_TTL_SECONDS,
          timeout: PUSH_TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          agent,
        });
        return 'sent';
      } catch (error) {
        const status = error instanceof webpush.WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) return 'gone';
        log.warn({ err: error, status, endpoint: new URL(target.endpoint).host }, 'push failed');
        return 'failed';
      }
    },
  };
}
