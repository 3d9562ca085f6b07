import { describe, expect, it } from 'vitest';
import { DEFAULT_PUSH_ENDPOINT_HOSTS, isAllowedPushEndpoint } from './settings.ts';

describe('isAllowedPushEndpoint', () => {
  it('takes https addresses of the push services and their subdomains', () => {
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', DEFAULT_PUSH_ENDPOINT_HOSTS)).toBe(true);
    expect(isAllowedPushEndpoint('https://web.push.apple.com/QGx', DEFAULT_PUSH_ENDPOINT_HOSTS)).toBe(true);
    expect(isAllowedPushEndpoint('https://db5p.notify.windows.com/w/?token=x', DEFAULT_PUSH_ENDPOINT_HOSTS)).toBe(true);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:443/fcm/send/abc', DEFAULT_PUSH_ENDPOINT_HOSTS)).toBe(true);
  });

  it('refuses other hosts, look-alikes, plain http, other ports and credentials', () => {
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://fcm.googleapis.com.evil.example/x',
      'https://evilfcm.googleapis.com/x',
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/x',
      'https://fcm.googleapis.com:3539/x',
      'https://updates.push.services.mozilla.com:8443/wpush/v2/x',
      'not a url',
    ]) {
      expect(isAllowedPushEndpoint(endpoint, DEFAULT_PUSH_ENDPOINT_HOSTS), endpoint).toBe(false);
    }
  });

  it('takes another port only where an entry names it', () => {
    expect(isAllowedPushEndpoint('https://push.example.az:8443/x', ['push.example.az:8443'])).toBe(true);
    expect(isAllowedPushEndpoint('https://push.example.az/x', ['push.example.az:8443'])).toBe(false);
    expect(isAllowedPushEndpoint('https://push.example.az:9443/x', ['push.example.az:8443'])).toBe(false);
    expect(isAllowedPushEndpoint('https://push.example.az/x', ['push.example.az:443'])).toBe(true);
  });
});
