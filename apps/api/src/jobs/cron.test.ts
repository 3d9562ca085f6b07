import { describe, expect, it } from 'vitest';
import { cronEvery } from './cron.ts';

describe('cronEvery', () => {
  it('rounds to whole minutes below an hour, never below one minute', () => {
    expect(cronEvery(1)).toBe('* * * * *');
    expect(cronEvery(60)).toBe('* * * * *');
    expect(cronEvery(300)).toBe('*/5 * * * *');
    expect(cronEvery(29 * 60 + 40)).toBe('*/30 * * * *');
  });

  it('counts hours from an hour up to a day, and runs daily beyond', () => {
    expect(cronEvery(3600)).toBe('0 * * * *');
    expect(cronEvery(6 * 3600)).toBe('0 */6 * * *');
    expect(cronEvery(24 * 3600)).toBe('0 0 * * *');
  });
});
