import { describe, expect, it } from 'vitest';
import { qrCodeStateOf } from './qr-codes.ts';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const code = (overrides: Partial<Parameters<typeof qrCodeStateOf>[0]> = {}) => ({
  expiresAt: new Date('2026-06-02T00:00:00.000Z'),
  revokedAt: null,
  quotaBytes: 1000,
  usage: { files: 1, bytes: 400 },
  ownerActive: true,
  ...overrides,
});

describe('qrCodeStateOf', () => {
  it('is open before its expiry with quota left', () => {
    expect(qrCodeStateOf(code(), NOW)).toBe('open');
  });
  it('is expired at its expiry or once revoked, whatever its quota', () => {
    expect(qrCodeStateOf(code({ expiresAt: NOW }), NOW)).toBe('expired');
    expect(qrCodeStateOf(code({ revokedAt: NOW, usage: { files: 9, bytes: 1000 } }), NOW)).toBe('expired');
  });
  it('is expired while its seller’s store is deactivated', () => {
    expect(qrCodeStateOf(code({ ownerActive: false }), NOW)).toBe('expired');
  });
  it('is full once the quota is used up', () => {
    expect(qrCodeStateOf(code({ usage: { files: 3, bytes: 1000 } }), NOW)).toBe('full');
  });
});
