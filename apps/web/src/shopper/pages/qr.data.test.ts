import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { qrLoader } from './qr.data.ts';

const argsFor = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as unknown as LoaderFunctionArgs;

describe('qrLoader', () => {
  it('takes a valid code from the address', async () => {
    await expect(qrLoader(argsFor('http://localhost/speical/qr?qrCode=toy-2026-Xk3aB9_q2LmN'))).resolves.toEqual({
      qrCode: 'toy-2026-Xk3aB9_q2LmN',
    });
  });

  it('answers a missing or malformed code with null', async () => {
    for (const url of [
      'http://localhost/speical/qr',
      'http://localhost/speical/qr?qrCode=%3Cscript%3E',
      'http://localhost/special/qr?qrCode=ab',
    ]) {
      await expect(qrLoader(argsFor(url))).resolves.toEqual({ qrCode: null });
    }
  });
});
