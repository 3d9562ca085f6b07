import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_ENDPOINT_HOSTS, isAllowedPushEndpoint } from './settings.ts';

describe('isAllowedPushEndpoint', () => {
  it('takes https addresses of the push services and their subdomains', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', DEFAULT_PUSH_ENDPOINT_HOSTS)).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QGx', DEFAULT_PUSH_ENDPOINT_HOSTS)).toBe(true);
    expect(isAllowedPushEndpoint('https://db5p.notify.windows.com/w/?token=x', DEFAULT_PUSH_ENDPOINT_HOSTS)).toBe(true);
  });

  it('refuses other hosts, look-alikes, plain http and credentials', () => {
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/x',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_ENDPOINT_HOSTS), endpoint).toBe(false);
    }
  });
});
