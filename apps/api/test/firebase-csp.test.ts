import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './server.ts';

const FIREBASE_WEB = {
  FIREBASE_API_KEY: 'AIzaSyExample-key_123',
  FIREBASE_AUTH_DOMAIN: 'bazar-az.firebaseapp.com',
  FIREBASE_PROJECT_ID: 'bazar-az',
  FIREBASE_STORAGE_BUCKET: 'bazar-az.appspot.com',
  FIREBASE_APP_ID: '1:1234567890:web:abcdef',
};

/** The page policy's directives of the home page, by name. */
async function pagePolicy(server: TestServer): Promise<Record<string, string[]>> {
  const response = await fetch(`${server.url}/`);
  const csp = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('the page policy and Firebase', () => {
  const servers: TestServer[] = [];
  let plain: TestServer;
  let configuredButSelf: TestServer;
  let firebase: TestServer;
  beforeAll(async () => {
    [plain, configuredButSelf, firebase] = await Promise.all([
      startTestServer(),
      startTestServer({ env: FIREBASE_WEB }),
      startTestServer({ env: { ...FIREBASE_WEB, CHAT_PROVIDER: 'firebase', MEDIA_PROVIDER: 'firebase' } }),
    ]);
    servers.push(plain, configuredButSelf, firebase);
  });
  afterAll(() => Promise.all(servers.map((server) => server.close())));

  it('names no Firebase host when chat and media are on this server', async () => {
    for (const server of [plain, configuredButSelf]) {
      const policy = await pagePolicy(server);
      expect(policy['connect-src']?.join(' ')).not.toMatch(/googleapis/);
      expect(policy['img-src']?.join(' ')).not.toMatch(/googleapis/);
    }
  });

  it("lets pages reach Firestore and Cloud Storage, and show Storage's files, when Firebase carries them", async () => {
    const policy = await pagePolicy(firebase);
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining(['https://firestore.googleapis.com', 'https://firebasestorage.googleapis.com']),
    );
    expect(policy['img-src']).toContain('https://firebasestorage.googleapis.com');
    expect(policy['media-src']).toContain('https://firebasestorage.googleapis.com');
  });
});
