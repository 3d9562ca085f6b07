import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  NO_TEST_GATEWAY_FAULTS,
  TEST_GATEWAY_SIGNATURE_HEADER,
  type TestGatewayCallback,
  type TestGatewayFaults,
} from '@marketplace/contract';

/** HMAC-SHA256 (hex) of a callback's body exactly as sent. */
export function signTestGatewayBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Whether `signature` is the body's, compared in constant time. */
export function isTestGatewaySignature(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signTestGatewayBody(secret, body), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface CallbackSender {
  /**
   * Sends a callback as the faults say. Resolves once its first delivery was answered (or at once
   * when it is delayed, held back or dropped): the page may wait for it before the browser goes back.
   */
  send(url: string, event: TestGatewayCallback): Promise<void>;
  faults(): TestGatewayFaults;
  setFaults(faults: TestGatewayFaults): void;
  /** Stops the timers and the deliveries in flight (the server is closing). */
  close(): void;
}

/** A callback that could not be delivered is tried again after these pauses (a real gateway's retries). */
const RETRY_PAUSES_MS = [250, 1000, 3000];
/** A callback held back to be reordered goes out after this long when no other follows it. */
const REORDER_HOLD_MS = 300;
const DELIVERY_TIMEOUT_MS = 10_000;

interface Pending {
  url: string;
  event: TestGatewayCallback;
}

/**
 * The gateway's outbox: signs each callback and posts it over real HTTP, with the fault switch's
 * delay, repeats, reordering and drops. Repeats carry the same event id; a drop is final (the
 * merchant learns the outcome only by asking for the status), as with a bank whose callback is lost.
 */
export function createCallbackSender(options: {
  secret: string;
  faults?: TestGatewayFaults;
  log: Logger;
  fetch?: typeof fetch;
}): CallbackSender {
  const post = options.fetch ?? fetch;
  let faults: TestGatewayFaults = options.faults ?? NO_TEST_GATEWAY_FAULTS;
  let counted = 0;
  let held: { pending: Pending; timer: NodeJS.Timeout } | null = null;
  const timers = new Set<NodeJS.Timeout>();
  const aborter = new AbortController();
  let closed = false;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (ms <= 0 || closed) return resolve();
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  /** One delivery, tried again on no answer or a 5xx; a 4xx is the merchant's final word. */
  async function deliver({ url, event }: Pending): Promise<void> {
    const body = JSON.stringify(event);
    const headers = {
      'content-type': 'application/json',
      [TEST_GATEWAY_SIGNATURE_HEADER]: signTestGatewayBody(options.secret, body),
    };
    for (let attempt = 0; ; attempt += 1) {
      if (closed) return;
      try {
        const signal = AbortSignal.any([aborter.signal, AbortSignal.timeout(DELIVERY_TIMEOUT_MS)]);
        const answer = await post(url, { method: 'POST', headers, body, signal });
        await answer.arrayBuffer().catch(() => undefined);
        if (answer.status < 500) {
          if (answer.status >= 400)
            options.log.warn({ eventId: event.eventId, status: answer.status }, 'test gateway: callback refused');
          return;
        }
      } catch (error) {
        if (closed) return;
        options.log.warn({ eventId: event.eventId, err: error }, 'test gateway: callback not delivered');
      }
      const wait = RETRY_PAUSES_MS[attempt];
      if (wait === undefined) return;
      await pause(wait);
    }
  }

  /** After the delay, every copy at once (they race at the merchant, as repeats of a real gateway do). */
  async function dispatch(pending: Pending): Promise<void> {
    const { delayMs, repeat } = faults;
    await pause(delayMs);
    await Promise.all(Array.from({ length: repeat }, () => deliver(pending)));
  }

  const background = (work: Promise<void>) => {
    work.catch((error: unknown) => options.log.warn({ err: error }, 'test gateway: callback failed'));
  };

  return {
    async send(url, event) {
      if (closed) return;
      counted += 1;
      if (faults.dropEvery > 0 && counted % faults.dropEvery === 0) {
        options.log.info({ eventId: event.eventId, paymentId: event.paymentId }, 'test gateway: callback dropped (fault switch)');
        return;
      }
      const pending = { url, event };
      if (faults.reorder) {
        if (held) {
          // The later one first, then the one held back.
          const earlier = held.pending;
          clearTimeout(held.timer);
          timers.delete(held.timer);
          held = null;
          background(dispatch(pending).then(() => dispatch(earlier)));
          return;
        }
        const timer = setTimeout(() => {
          timers.delete(timer);
          const alone = held?.pending;
          held = null;
          if (alone) background(dispatch(alone));
        }, REORDER_HOLD_MS);
        timers.add(timer);
        held = { pending, timer };
        return;
      }
      if (faults.delayMs > 0 || faults.repeat > 1) {
        background(dispatch(pending));
        return;
      }
      await dispatch(pending);
    },
    faults: () => faults,
    setFaults(next) {
      faults = next;
      counted = 0;
    },
    close() {
      closed = true;
      aborter.abort();
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      held = null;
    },
  };
}
