// @vitest-environment node
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  emptyCatalogueReads,
  PUBLIC_CONFIG_ELEMENT_ID,
  type Language,
  type PublicConfig,
  type RenderInput,
} from '@marketplace/contract';
import { renderShopper } from './renderShopper.tsx';

const catalogue = (lng: Language) =>
  JSON.parse(
    readFileSync(new URL(`../../../../design-system/locales/${lng}/translation.json`, import.meta.url), 'utf8'),
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

/** Two pages' lazy modules as the client build's manifest gives them. */
const lazyModules = {
  'src/shopper/pages/companies.data.ts': ['/assets/companies.data-1.js', '/assets/apiFrom-1.js'],
  'src/shopper/pages/CompaniesPage.tsx': ['/assets/CompaniesPage-1.js', '/assets/StoreCard-1.js', '/assets/apiFrom-1.js'],
  'src/shopper/pages/HomePage.tsx': ['/assets/HomePage-1.js', '/assets/StoreCard-1.js'],
};

function input(path: string, lng: Language = 'az', isBot = false): RenderInput {
  return {
    request: new Request(`http://localhost:3000${path}`),
    nonce: 'TjBuY2U=',
    lng,
    resources: { [lng]: catalogue(lng), az: catalogue('az') },
    assets: {
      bootstrap: ['/assets/shopper-1.js'],
      css: ['/assets/app-1.css'],
      modulePreloads: ['/assets/vendor-1.js'],
      lazyModules,
    },
    api: { ...emptyCatalogueReads, health: async () => ({ ok: true }) },
    config,
    isBot,
  };
}

async function renderPage(path: string, lng?: Language, isBot?: boolean, api?: Partial<RenderInput['api']>) {
  const base = input(path, lng, isBot);
  const result = await renderShopper({ ...base, api: { ...base.api, ...api } });
  if (result.type !== 'html') throw new Error(`expected HTML, got a ${result.type}`);
  let html = '';
  await new Promise<void>((resolve) => {
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        html += String(chunk);
        callback();
      },
      final(callback) {
        callback();
        resolve();
      },
    });
    result.pipe(sink);
  });
  return { status: result.status, html };
}

describe('renderShopper', () => {
  it('renders a page in the request language with one title, its description and the nonce everywhere', async () => {
    const { status, html } = await renderPage('/companies', 'en');
    expect(status).toBe(200);
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Stores | Hədiyyə Bazarı</title>');
    expect(html).toContain(
      '<meta name="description" content="Stores of Azerbaijan&#x27;s makers: carpets, ceramics, jewellery and more."/>',
    );
    expect(html).toContain('<meta property="csp-nonce" nonce="TjBuY2U="/>');
    // Every executable script carries the nonce (the JSON data block is not executed).
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const tag of scripts) expect(tag).toContain('nonce="TjBuY2U="');
    expect(html).toContain(`id="${PUBLIC_CONFIG_ELEMENT_ID}"`);
    expect(html).toContain('window.__staticRouterHydrationData');
    expect(html).not.toMatch(/\sstyle="/);
  });

  it('loads the scripts and their translations only after the first paint', async () => {
    const { html } = await renderPage('/companies', 'en');
    const head = html.slice(0, html.indexOf('</head>'));
    // Nothing in the head fetches a script or a catalogue ahead of the page's own resources.
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('/assets/shopper-1.js');
    expect(head).not.toContain('translation.json');
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    // The inline boot script (with the nonce) names the entry and both catalogues.
    const boot = /<script nonce="TjBuY2U="[^>]*>([^<]*requestAnimationFrame[^<]*)<\/script>/.exec(html)?.[1] ?? '';
    // The entry, its imports and the matched page's modules, at once and each once; not other pages'.
    expect(boot).toContain(
      '"modules":["/assets/shopper-1.js","/assets/vendor-1.js","/assets/companies.data-1.js","/assets/apiFrom-1.js","/assets/CompaniesPage-1.js","/assets/StoreCard-1.js"]',
    );
    expect(boot).toContain('"fetches":["/localization/en/translation.json","/localization/az/translation.json"]');
  });

  it('answers an unknown address with 404 and the not-found page', async () => {
    const { status, html } = await renderPage('/bu/yoxdur');
    expect(status).toBe(404);
    expect(html).toContain('Oops! Buralar hələ kəşf edilməyib');
  });

  it('renders the redirect page on every redirect address', async () => {
    for (const path of ['/__rd?__ath=1', '/app', '/t_app', '/logout']) {
      const { status, html } = await renderPage(path);
      expect(status).toBe(200);
      expect(html).toContain('Sizi yönləndiririk');
    }
  });

  it('keeps the spec spelling /speical/qr and the corrected /special/qr', async () => {
    for (const path of ['/speical/qr?qrCode=abc', '/special/qr?qrCode=abc']) {
      const { html } = await renderPage(path);
      expect(html).toContain('Xatirələrinizi bizimlə bölüşün');
    }
  });

  it('gives link-preview crawlers the complete document', async () => {
    const { status, html } = await renderPage('/policy', 'ru', true);
    expect(status).toBe(200);
    expect(html).toContain('<title>Условия и правила | Hədiyyə Bazarı</title>');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });

  describe('while the database is unavailable for a moment', () => {
    // What the server's in-process API throws then (the HTTP routes answer the same 503).
    const unavailable = () =>
      Promise.reject(Object.assign(new Error('The database is unavailable'), { statusCode: 503, code: 'DATABASE_UNAVAILABLE' }));
    const titles: Record<Language, string> = {
      az: 'Bir azdan qayıdırıq',
      en: 'Back in a moment',
      ru: 'Скоро вернёмся',
      tr: 'Birazdan döneceğiz',
    };

    it.each(Object.keys(titles) as Language[])(
      'answers 503 with the "back in a moment" screen (%s), a link to load the same page again',
      async (lng) => {
        const { status, html } = await renderPage('/item?id=abc', lng, false, {
          itemById: unavailable,
          similarItems: unavailable,
        });
        expect(status).toBe(503);
        expect(html).toContain(`<title>${titles[lng]} | Hədiyyə Bazarı</title>`);
        expect(html).toContain(`>${titles[lng]}</h1>`);
        expect(html).toContain('href="/item?id=abc"');
        expect(html).not.toContain((catalogue(lng).errorScreen as { title: string }).title);
      },
    );

    it('keeps the generic error screen (500) for any other failure', async () => {
      const broken = () => Promise.reject(new TypeError('a bug'));
      const { status, html } = await renderPage('/item?id=abc', 'en', false, { itemById: broken, similarItems: broken });
      expect(status).toBe(500);
      expect(html).toContain('>Something went wrong</h1>');
    });
  });
});
