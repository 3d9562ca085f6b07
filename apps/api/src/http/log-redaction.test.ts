import { describe, expect, it } from 'vitest';
import { redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides the values of the sign-in code and nonce parameters, whatever their case or encoding', () => {
    expect(redactUrl('/__rd?__ath&type=1&token=abc123')).toBe('/__rd?__ath&type=1&token=[redacted]');
    expect(redactUrl('/__rd?__ath&type=2&from=shopper&nonce=xyz')).toBe('/__rd?__ath&type=2&from=shopper&nonce=[redacted]');
    expect(redactUrl('/__rd?TOKEN=a&%74oken=b')).toBe('/__rd?TOKEN=[redacted]&%74oken=[redacted]');
    expect(redactUrl('/x?token=a#part')).toBe('/x?token=[redacted]#part');
  });

  it('leaves every other address as it was', () => {
    for (const url of ['/', '/__rd?__ath', '/item/v1/getAllItems?page_size=5&lng=az', '/x?tokens=1', '/x?%E0%A4%A=1']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});
