import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  LANGUAGE_CACHES,
  LANGUAGE_DETECTION_ORDER,
  TRANSLATION_LOAD_RETRIES,
  TRANSLATION_MAX_PARALLEL_READS,
  TRANSLATION_RETRY_START_MS,
} from '@marketplace/contract';

// The http backend keeps a reference to fetch when it is first imported, so this must run
// before the imports: it resolves the relative catalogue URL against the test server,
// as a page served from that origin would.
const origin = vi.hoisted(() => {
  const state = { base: 'http://127.0.0.1:9' };
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) =>
    realFetch(new URL(typeof input === 'string' ? input : String(input), state.base), init);
  return state;
});

import { createBrowserI18n } from './createBrowserI18n.ts';
import { switchToDetectedLanguage } from './switchToDetectedLanguage.ts';

const CATALOGUES: Record<string, Record<string, string>> = {
  az: { greeting: 'Salam' },
  en: { greeting: 'Hello' },
  ru: { greeting: 'Привет' },
  tr: { greeting: 'Merhaba' },
};

let server: Server;
let requests: string[] = [];
/** Paths that answer 503 this many more times before succeeding. */
let failuresLeft: Record<string, number> = {};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    requests.push(path);
    const remaining = failuresLeft[path] ?? 0;
    if (remaining > 0) {
      failuresLeft[path] = remaining - 1;
      res.writeHead(503).end();
      return;
    }
    const lng = /^\/localization\/(\w+)\/translation\.json$/.exec(path)?.[1];
    const catalogue = lng ? CATALOGUES[lng] : undefined;
    if (!catalogue) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(catalogue));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  requests = [];
  failuresLeft = {};
  localStorage.clear();
  document.cookie = 'i18next=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

/** What the browser reports as the user's languages, most preferred first. */
function preferLanguages(...tags: [string, ...string[]]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(tags[0]);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createBrowserI18n', () => {
  it('passes the spec §9 detector order, caches and loading limits to the plugins', async () => {
    const i18n = await createBrowserI18n('az');
    expect(i18n.services.languageDetector.options.order).toEqual([...LANGUAGE_DETECTION_ORDER]);
    expect(i18n.services.languageDetector.options.caches).toEqual([...LANGUAGE_CACHES]);
    expect(i18n.services.backendConnector.backend.options.loadPath).toBe('/localization/{{lng}}/{{ns}}.json');
    expect(i18n.options).toMatchObject({
      fallbackLng: ['az'],
      supportedLngs: expect.arrayContaining(['az', 'en', 'ru', 'tr']),
      maxRetries: TRANSLATION_LOAD_RETRIES,
      retryTimeout: TRANSLATION_RETRY_START_MS,
      maxParallelReads: TRANSLATION_MAX_PARALLEL_READS,
    });
  });

  it('prefers the navigator language over one cached in localStorage, and caches the choice', async () => {
    preferLanguages('en-GB', 'en');
    localStorage.setItem('i18nextLng', 'ru');

    const i18n = await createBrowserI18n();

    expect(i18n.language).toBe('en');
    expect(i18n.t('greeting')).toBe('Hello');
    expect(requests).toEqual(
      expect.arrayContaining(['/localization/en/translation.json', '/localization/az/translation.json']),
    );
    expect(requests).not.toContain('/localization/en-GB/translation.json');
    expect(localStorage.getItem('i18nextLng')).toBe('en');
    expect(document.cookie).toContain('i18next=en');
  });

  it('starts in the given language (the server-rendered one) whatever the detector says', async () => {
    preferLanguages('ru');
    const i18n = await createBrowserI18n('tr');
    expect(i18n.resolvedLanguage).toBe('tr');
    expect(i18n.t('greeting')).toBe('Merhaba');
  });

  it('retries a failing catalogue load until it arrives', async () => {
    failuresLeft['/localization/tr/translation.json'] = 2;

    const i18n = await createBrowserI18n('tr');

    expect(requests.filter((path) => path === '/localization/tr/translation.json')).toHaveLength(3);
    expect(i18n.t('greeting')).toBe('Merhaba');
  });
});

describe('switchToDetectedLanguage', () => {
  it('moves from the server language to the detected one after hydration', async () => {
    preferLanguages('ru-RU');
    const i18n = await createBrowserI18n('az');
    expect(i18n.t('greeting')).toBe('Salam');

    await expect(switchToDetectedLanguage(i18n)).resolves.toBe('ru');
    expect(i18n.t('greeting')).toBe('Привет');
  });

  it('stays put when the detector finds no supported language', async () => {
    preferLanguages('de-DE', 'fr');
    const i18n = await createBrowserI18n('az');
    const changeLanguage = vi.spyOn(i18n, 'changeLanguage');

    await expect(switchToDetectedLanguage(i18n)).resolves.toBe('az');
    expect(changeLanguage).not.toHaveBeenCalled();
  });
});
