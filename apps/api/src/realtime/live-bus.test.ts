import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { packEvents } from './live-bus.ts';
import type { LiveEvent } from './live-events.ts';

describe('live events on NOTIFY', () => {
  it('are packed into JSON lists under the payload limit, in order', () => {
    const events: LiveEvent[] = Array.from({ length: 300 }, (_, i) => ({
      t: 'message',
      chatId: randomUUID(),
      id: String(1_000 + i),
    }));
    const payloads = packEvents(events);
    expect(payloads.length).toBeGreaterThan(1);
    for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(payloads.flatMap((payload) => JSON.parse(payload) as LiveEvent[])).toEqual(events);
  });

  it('split an event naming too many accounts into several naming them all', () => {
    const accountIds = Array.from({ length: 500 }, () => randomUUID());
    const payloads = packEvents([{ t: 'bell', accountIds }]);
    const parts = payloads.flatMap((payload) => JSON.parse(payload) as Array<Extract<LiveEvent, { t: 'bell' }>>);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.flatMap((part) => part.accountIds ?? [])).toEqual(accountIds);
  });
});
