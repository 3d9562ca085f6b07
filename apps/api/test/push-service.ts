import { createECDH, randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import https from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';

const require = createRequire(import.meta.url);
// web-push's own encryption library, used here the way a browser decrypts a push.
const ece = require('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: unknown; authSecret: string }): Buffer;
};

export interface ReceivedPush {
  path: string;
  authorization: string;
  /** The decrypted payload, parsed. */
  message: { title: string; content: string; link?: string | null };
}

export interface LocalPushService {
  /** A browser subscription pointing at this service (its endpoint path is `/push/<name>`), with its decryption keys. */
  subscribe(name: string): { endpoint: string; keys: { p256dh: string; auth: string } };
  /** `127.0.0.1:port`, as PUSH_ENDPOINT_HOSTS names it. */
  host: string;
  received: ReceivedPush[];
  /** Trusts this service's self-signed certificate. */
  agent: https.Agent;
  /** Endpoints answered 410 Gone from now on, as a push service does for an unsubscribed browser. */
  gone: Set<string>;
  close(): Promise<void>;
}

/** Fresh VAPID keys for a test server's environment, which takes pushes to this local service. */
export function vapidEnv(service: LocalPushService): Record<string, string> {
  const keys = webpush.generateVAPIDKeys();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:ops@marketplace.local',
    PUSH_ENDPOINT_HOSTS: service.host,
  };
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A real HTTPS push service on 127.0.0.1 that decrypts what it receives, as the browser would. */
export async function startLocalPushService(): Promise<LocalPushService> {
  const { key, cert } = selfSignedCertificate();
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: string }>();
  const received: ReceivedPush[] = [];
  const gone = new Set<string>();
  const server = https.createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const name = (request.url ?? '').replace('/push/', '');
      const browser = browsers.get(name);
      if (!browser || gone.has(name)) {
        response.writeHead(410).end();
        return;
      }
      const plain = ece.decrypt(Buffer.concat(chunks), {
        version: 'aes128gcm',
        privateKey: browser.ecdh,
        authSecret: browser.auth,
      });
      received.push({
        path: request.url ?? '',
        authorization: String(request.headers.authorization ?? ''),
        message: JSON.parse(plain.toString('utf8')),
      });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `127.0.0.1:${port}`,
    received,
    gone,
    agent: new https.Agent({ ca: cert }),
    subscribe(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16).toString('base64url');
      browsers.set(name, { ecdh, auth });
      return {
        endpoint: `https://127.0.0.1:${port}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
