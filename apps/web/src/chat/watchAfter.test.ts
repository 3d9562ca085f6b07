import { describe, expect, it } from 'vitest';
import { LIVE_FROM_START } from '@marketplace/contract';
import { watchAfterHistory } from './watchAfter.ts';

describe('where a watch starts after a history read', () => {
  it('is the newest message read', () => {
    expect(watchAfterHistory([{ id: '9' }, { id: '10' }])).toBe('10');
  });

  it("is the chat's start when the history was empty", () => {
    expect(watchAfterHistory([])).toBe(LIVE_FROM_START);
    expect(watchAfterHistory(undefined)).toBe(LIVE_FROM_START);
  });
});
