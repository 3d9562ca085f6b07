import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { sampleConversation } from './sampleConversation.ts';

const t = ((key: string) => key) as unknown as TFunction;

describe('sampleConversation', () => {
  it('alternates buyer and maker, oldest first, and ends within the last day', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const messages = sampleConversation(t, now);
    expect(messages.map((message) => message.sender)).toEqual(['user', 'received', 'user', 'received']);
    const times = messages.map((message) => Date.parse(message.date));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(now.getTime() - times.at(-1)!).toBeLessThan(24 * 3_600_000);
  });

  it("shows the buyer's contact details hidden, as the policy says", () => {
    const masked = sampleConversation(t, new Date()).filter((message) => message.masked);
    expect(masked.map((message) => message.text)).toEqual(['chatPage.sample.messages.contact']);
  });
});
