import { describe, expect, it } from 'vitest';
import { isIosUserAgent } from './device.ts';

describe('isIosUserAgent', () => {
  it.each([
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
    'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15',
  ])('recognises %s', (userAgent) => {
    expect(isIosUserAgent(userAgent)).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 Safari/605.1.15',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36',
    '',
  ])('sends %j to the Play Store', (userAgent) => {
    expect(isIosUserAgent(userAgent)).toBe(false);
  });
});
