import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { emptyCatalogueReads, type QrGalleryPage, type ShopperApi, type UploadRecord } from '@marketplace/contract';
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
      argsFor('http://localhost/speical/qr?qrCode=toy-2026', async (code): Promise<QrGalleryPage> => {
        asked.push(code);
        return { items: [record], next_page_token: null };
      }),
    );
    expect(asked).toEqual(['toy-2026']);
    expect(data).toEqual({ qrCode: 'toy-2026', gallery: [record] });
  });

  it('answers a missing or malformed code without asking the server', async () => {
    const never = async (): Promise<QrGalleryPage> => {
      throw new Error('must not be called');
    };
    for (const url of ['http://localhost/speical/qr', 'http://localhost/speical/qr?qrCode=%3Cscript%3E', 'http://localhost/special/qr?qrCode=ab']) {
      await expect(qrLoader(argsFor(url, never))).resolves.toEqual({ qrCode: null, gallery: [] });
    }
  });

  it('keeps the page usable when the gallery cannot be read', async () => {
    const failing = async (): Promise<QrGalleryPage> => {
      throw new Error('database down');
    };
    await expect(qrLoader(argsFor('http://localhost/speical/qr?qrCode=toy-2026', failing))).resolves.toEqual({
      qrCode: 'toy-2026',
      gallery: [],
    });
  });
});
