import { afterEach, describe, expect, it, vi } from 'vitest';
import { CatalogueBackend } from './catalogueBackend.ts';

/** Reads one catalogue and reports what the backend handed to i18next: the error and the retry flag or data. */
function read(answer: () => Promise<Response>): Promise<{ error: unknown; data: unknown; url: string }> {
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(answer);
  const backend = new CatalogueBackend();
  backend.init({}, { loadPath: '/localization/{{lng}}/{{ns}}.json' });
  return new Promise((resolve) => {
    backend.read('en', 'translation', (error, data) => resolve({ error, data, url: String(fetchMock.mock.calls[0]?.[0]) }));
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CatalogueBackend', () => {
  it('loads the catalogue of the language and namespace', async () => {
    const result = await read(async () => Response.json({ greeting: 'Hello' }));
    expect(result).toEqual({ error: null, data: { greeting: 'Hello' }, url: '/localization/en/translation.json' });
  });

  it('asks i18next to retry after a server error or a network failure', async () => {
    const serverError = await read(async () => new Response(null, { status: 503 }));
    expect(serverError.error).toBeInstanceOf(Error);
    expect(serverError.data).toBe(true);

    const offline = await read(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(offline.error).toBeInstanceOf(TypeError);
    expect(offline.data).toBe(true);
  });

  it('does not ask for a retry when the answer cannot change: a 4xx or a broken catalogue', async () => {
    const missing = await read(async () => new Response(null, { status: 404 }));
    expect(missing.error).toBeInstanceOf(Error);
    expect(missing.data).toBe(false);

    const broken = await read(async () => new Response('{not json', { status: 200 }));
    expect(broken.error).toBeInstanceOf(Error);
    expect(broken.data).toBe(false);
  });
});
