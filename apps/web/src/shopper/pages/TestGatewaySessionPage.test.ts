// @vitest-environment node
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { emptyCatalogueReads, type PublicConfig, type RenderInput, type TestGatewaySessionView } from '@marketplace/contract';
import { renderShopper } from '../../ssr/renderShopper.tsx';

/** The hosted page as the server renders it: from the session the in-process API answers, or 404. */

const az = JSON.parse(
  readFileSync(new URL('../../../../../design-system/locales/az/translation.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
const SESSION_ID = '0b7c7c52-3a1e-4d43-9b7e-6b8f3c1d2e4f';
const session: TestGatewaySessionView = {
  sessionId: SESSION_ID,
  amountQepik: 12_500,
  description: 'Mis Ustası: Mis sini',
  language: 'az',
  status: 'OPEN',
  expired: false,
  confirmCodeHint: null,
  returnUrl: 'http://localhost:3000/checkout/payment/p1',
};

const config: PublicConfig = {
  siteUrl: 'http://localhost:3000',
  merchantUrl: 'http://merchant.localhost:3000',
  adminUrl: 'http://admin.localhost:3000',
  apiUrl: '',
  appStoreUrl: 'https://apps.example/app',
  playStoreUrl: 'https://play.example/app',
  whatsappNumber: '+994 12 555 00 00',
  chat: 'self',
  media: 'self',
};

async function render(answer: TestGatewaySessionView | null) {
  const result = await renderShopper({
    request: new Request(`http://localhost:3000/test-gateway/${SESSION_ID}`),
    nonce: 'TjBuY2U=',
    lng: 'az',
    resources: { az },
    assets: { bootstrap: ['/assets/shopper-1.js'], css: [], modulePreloads: [], lazyModules: {} },
    api: { ...emptyCatalogueReads, health: async () => ({ ok: true }), testGatewaySession: async () => answer },
    config,
    isBot: false,
  } satisfies RenderInput);
  if (result.type !== 'html') throw new Error(`expected HTML, got a ${result.type}`);
  let html = '';
  await new Promise<void>((resolve) => {
    result.pipe(
      new Writable({
        write(chunk, _encoding, callback) {
          html += String(chunk);
          callback();
        },
        final(callback) {
          callback();
          resolve();
        },
      }),
    );
  });
  return { status: result.status, html };
}

describe('the test gateway page on the server', () => {
  it('renders the session with its buttons, the amount in manat', async () => {
    const { status, html } = await render(session);
    expect(status).toBe(200);
    expect(html).toContain('Test bankı');
    expect(html).toContain('125,00 ₼ ödə');
    expect(html).toContain('Mis Ustası: Mis sini');
  });

  it('answers 404 for a session the gateway does not give (unknown, or the gateway off)', async () => {
    const { status, html } = await render(null);
    expect(status).toBe(404);
    expect(html).not.toContain('Test bankı');
  });
});
