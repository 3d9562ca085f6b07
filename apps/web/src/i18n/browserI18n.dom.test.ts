import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptLanguageTags,
  detectLanguage,
  NO_LANGUAGE_HINTS,
  TRANSLATION_LOAD_RETRIES,
  TRANSLATION_MAX_PARALLEL_READS,
  TRANSLATION_RETRY_START_MS,
} from '@marketplace/contract';

// Resolves the relative catalogue URL against the test server, as a page served from that
// origin would; in place before any module under test runs.
const origin = vi.hoisted(() => {
  const state = { base: 'http://127.0.0.1:9' };
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => realFetch(new URL(typeof input === 'string' ? input : String(input), state.base), init);
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
/** Paths that fail this many more times before succeeding. */
let failuresLeft: Record<string, number> = {};
/** The status those failures answer with. */
let failureStatus = 503;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = req.url ?? '';
    requests.push(path);
    const remaining = failuresLeft[path] ?? 0;
    if (remaining > 0) {
      failuresLeft[path] = remaining - 1;
      res.writeHead(failureStatus).end();
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
  failureStatus = 503;
  localStorage.clear();
  sessionStorage.clear();
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
  it('passes the spec §9 loading limits and fallback to i18next', async () => {
    const i18n = await createBrowserI18n('az');
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
    expect(requests).toEqual(expect.arrayContaining(['/localization/en/translation.json', '/localization/az/translation.json']));
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

  it('does not retry a catalogue the server refuses (a 4xx answer will not change)', async () => {
    failuresLeft['/localization/tr/translation.json'] = 1;
    failureStatus = 404;

    const i18n = await createBrowserI18n('tr');

    expect(requests.filter((path) => path === '/localization/tr/translation.json')).toHaveLength(1);
    // The fallback catalogue still answers.
    expect(i18n.t('greeting')).toBe('Salam');
  });

  it('caches a language picked later (the switcher) in localStorage and the cookie', async () => {
    const i18n = await createBrowserI18n('az');
    await i18n.changeLanguage('tr');
    expect(localStorage.getItem('i18nextLng')).toBe('tr');
    expect(document.cookie).toContain('i18next=tr');
  });

  it('detects from the cookie when the navigator names no supported language', async () => {
    preferLanguages('de-DE');
    document.cookie = 'i18next=ru; path=/';
    const i18n = await createBrowserI18n();
    expect(i18n.resolvedLanguage).toBe('ru');
  });

  it('falls back to az when no source names a supported language', async () => {
    preferLanguages('de-DE', 'fr');
    document.documentElement.removeAttribute('lang');
    const i18n = await createBrowserI18n();
    expect(i18n.resolvedLanguage).toBe('az');
    expect(i18n.t('greeting')).toBe('Salam');
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

  it('keeps the language the server rendered for a cookie and another browser language: no second language after hydration', async () => {
    // The request: Accept-Language ru, the cookie cached tr. The server renders what the rule gives.
    const rendered = detectLanguage({ ...NO_LANGUAGE_HINTS, navigator: acceptLanguageTags('ru-RU,ru;q=0.9'), cookie: 'tr' });
    expect(rendered).toBe('ru');
    preferLanguages('ru-RU', 'ru');
    document.cookie = 'i18next=tr; path=/';
    const i18n = await createBrowserI18n(rendered);
    const changeLanguage = vi.spyOn(i18n, 'changeLanguage');

    await expect(switchToDetectedLanguage(i18n)).resolves.toBe('ru');
    expect(changeLanguage).not.toHaveBeenCalled();
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
