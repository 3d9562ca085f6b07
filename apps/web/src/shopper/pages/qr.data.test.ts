import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { emptyCatalogueReads, type QrGalleryAnswer, type ShopperApi, type UploadRecord } from '@marketplace/contract';
import { qrLoader } from './qr.data.ts';

const record = { id: 'r1', type: 'image', downloadURL: '/media/specialAreal/QR/toy-2026/images/a.jpg' } as UploadRecord;

function argsFor(url: string, qrGallery: ShopperApi['qrGallery']): LoaderFunctionArgs {
  const api: ShopperApi = { ...emptyCatalogueReads, health: async () => ({ ok: true }), qrGallery };
  return { request: new Request(url), params: {}, context: { api } } as unknown as LoaderFunctionArgs;
}

describe('qrLoader', () => {
  it('reads the gallery of a valid code', async () => {
    const asked: string[] = [];
    const data = await qrLoader(
      argsFor('http://localhost/speical/qr?qrCode=toy-2026', async (code): Promise<QrGalleryAnswer> => {
        asked.push(code);
        return { items: [record], next_page_token: null, code: { state: 'open', expiresAt: '2026-12-31T00:00:00.000Z' } };
      }),
    );
    expect(asked).toEqual(['toy-2026']);
    expect(data).toEqual({ qrCode: 'toy-2026', gallery: [record], state: 'open' });
  });

  it('passes on that a code is expired or full, with what was shared', async () => {
    for (const state of ['expired', 'full'] as const) {
      const data = await qrLoader(
        argsFor('http://localhost/speical/qr?qrCode=toy-2026', async () => ({
          items: [record],
          next_page_token: null,
          code: { state, expiresAt: '2026-01-01T00:00:00.000Z' },
        })),
      );
      expect(data).toEqual({ qrCode: 'toy-2026', gallery: [record], state });
    }
  });

  it('tells a code nobody issued from a gallery that cannot be read', async () => {
    const unknown = async (): Promise<QrGalleryAnswer> => {
      throw Object.assign(new Error('Nobody issued this QR code.'), { code: 'QR_CODE_UNKNOWN' });
    };
    await expect(qrLoader(argsFor('http://localhost/speical/qr?qrCode=never-issued', unknown))).resolves.toEqual({
      qrCode: 'never-issued',
      gallery: [],
      state: 'unknown',
    });
  });

  it('answers a missing or malformed code without asking the server', async () => {
    const never = async (): Promise<QrGalleryAnswer> => {
      throw new Error('must not be called');
    };
    for (const url of [
      'http://localhost/speical/qr',
      'http://localhost/speical/qr?qrCode=%3Cscript%3E',
      'http://localhost/special/qr?qrCode=ab',
    ]) {
      await expect(qrLoader(argsFor(url, never))).resolves.toEqual({ qrCode: null, gallery: [], state: 'unknown' });
    }
  });

  it('keeps the page usable when the gallery cannot be read', async () => {
    const failing = async (): Promise<QrGalleryAnswer> => {
      throw new Error('database down');
    };
    await expect(qrLoader(argsFor('http://localhost/speical/qr?qrCode=toy-2026', failing))).resolves.toEqual({
      qrCode: 'toy-2026',
      gallery: [],
      state: 'open',
    });
  });
});
