// @vitest-environment node
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { emptyCatalogueReads, type Item, type Language, type PublicConfig, type RenderInput } from '@marketplace/contract';
import { productHref } from '@marketplace/design-system';
import { renderShopper } from '../../ssr/renderShopper.tsx';
import { itemOf } from './loaderTestData.ts';

const catalogue = (lng: Language) =>
  JSON.parse(
    readFileSync(new URL(`../../../../../design-system/locales/${lng}/translation.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>;

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

/** The product page of `item`, rendered by the server in `lng`. */
async function productPageOf(item: Item, lng: Language = 'en'): Promise<string> {
  const input: RenderInput = {
    request: new Request(`http://localhost:3000${productHref(item)}`),
    nonce: 'TjBuY2U=',
    lng,
    resources: { [lng]: catalogue(lng), az: catalogue('az') },
    assets: { bootstrap: ['/assets/shopper-1.js'], css: ['/assets/app-1.css'], modulePreloads: [], lazyModules: {} },
    api: { ...emptyCatalogueReads, itemById: async (id) => (id === item.id ? item : null), health: async () => ({ ok: true }) },
    config,
    isBot: false,
  };
  const result = await renderShopper(input);
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
  expect(result.status).toBe(200);
  return html;
}

const handmade = (overrides: Partial<Item>) =>
  itemOf('bracelet-1', {
    productName: 'Silver bracelet',
    madeToOrder: false,
    processingDays: 0,
    personalization: { enabled: false, prompt: '', maxLength: 100 },
    ...overrides,
  });

describe('the product page of handmade work', () => {
  it('says a made-to-order product ships in its processing days', async () => {
    const html = await productPageOf(handmade({ madeToOrder: true, processingDays: 5 }));
    expect(html).toContain('Made to order — ships in 5 days');
  });

  it('says when a product from stock ships, in the page language', async () => {
    expect(await productPageOf(handmade({ processingDays: 1 }))).toContain('Ships in 1 day');
    expect(await productPageOf(handmade({ processingDays: 3 }), 'az')).toContain('3 gün ərzində göndərilir');
  });

  it('says nothing about processing when the seller gave no days', async () => {
    const html = await productPageOf(handmade({}));
    expect(html).not.toContain('data-slot="processing-time"');
  });

  it("asks for the personalisation note with the seller's question and limit", async () => {
    const html = await productPageOf(handmade({ personalization: { enabled: true, prompt: 'Name to engrave', maxLength: 30 } }));
    expect(html).toContain('Name to engrave');
    expect(html).toMatch(/<textarea[^>]*maxLength="30"/);
    expect(html).toContain('0 / 30 characters');
  });

  it('asks for no note when the product takes none', async () => {
    const html = await productPageOf(handmade({ personalization: { enabled: false, prompt: 'Name to engrave', maxLength: 30 } }));
    expect(html).not.toContain('<textarea');
    expect(html).not.toContain('/ 30 characters');
  });
});
