import { describe, expect, it } from 'vitest';
import { createQrCodeRequestSchema, defaultQrCodeExpiry, isAcceptableQrCodeExpiry, QR_CODE_DAYS } from './qr-codes.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const days = (n: number) => new Date(NOW.getTime() + n * 86_400_000);

describe('QR code expiry', () => {
  it('defaults to 30 days from issuing', () => {
    expect(defaultQrCodeExpiry(NOW)).toEqual(days(QR_CODE_DAYS.default));
  });

  it('accepts a moment in the future up to a year away', () => {
    expect(isAcceptableQrCodeExpiry(days(1), NOW)).toBe(true);
    expect(isAcceptableQrCodeExpiry(days(QR_CODE_DAYS.max), NOW)).toBe(true);
    expect(isAcceptableQrCodeExpiry(NOW, NOW)).toBe(false);
    expect(isAcceptableQrCodeExpiry(days(-1), NOW)).toBe(false);
    expect(isAcceptableQrCodeExpiry(days(QR_CODE_DAYS.max + 1), NOW)).toBe(false);
  });
});

describe('createQrCodeRequestSchema', () => {
  it('takes an empty request and the issuer’s choices', () => {
    expect(createQrCodeRequestSchema.parse({})).toEqual({});
    expect(
      createQrCodeRequestSchema.parse({ code: 'toy_2026', title: 'Toy', quotaBytes: 2 ** 30, expiresAt: '2026-07-01T00:00:00Z' }),
    ).toMatchObject({
      code: 'toy_2026',
    });
  });

  it('refuses a malformed code, a tiny or fractional quota and an unknown field', () => {
    for (const body of [
      { code: '../x' },
      { quotaBytes: 10 },
      { quotaBytes: 2 ** 30 + 0.5 },
      { quota: 5 },
      { expiresAt: 'tomorrow' },
    ]) {
      expect(createQrCodeRequestSchema.safeParse(body).success).toBe(false);
    }
  });
});
