import { describe, expect, it } from 'vitest';
import {
  editableProfileSchema,
  IDENTIFIER_MAX_LENGTH,
  isLoggedInToken,
  isOtpComplete,
  loginRequestSchema,
  normalizeIdentifier,
  normalizePhone,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  registerRequestSchema,
  resetRequestSchema,
  sanitizeOtpInput,
} from './index.ts';
import { OTP_LENGTH } from './constants.ts';

describe('isOtpComplete', () => {
  it('accepts exactly six digits', () => {
    expect(isOtpComplete('012345')).toBe(true);
  });

  it.each(['', '12345', '1234567', '12a456', '12 456', '１２３４５６', '-12345'])('refuses %j', (value) => {
    expect(isOtpComplete(value)).toBe(false);
  });
});

describe('sanitizeOtpInput', () => {
  it('keeps only digits, in order', () => {
    expect(sanitizeOtpInput('1a2b3c')).toBe('123');
  });

  it('keeps a pasted code with separators and cuts it at the code length', () => {
    expect(sanitizeOtpInput(' 123-456 789')).toBe('123456');
    expect(sanitizeOtpInput('123 456')).toHaveLength(OTP_LENGTH);
  });

  it('gives an empty string for letters only', () => {
    expect(sanitizeOtpInput('abcdef')).toBe('');
  });

  it('always yields something isOtpComplete accepts once six digits were given', () => {
    expect(isOtpComplete(sanitizeOtpInput('Kod: 987 654.'))).toBe(true);
  });
});

describe('normalizePhone', () => {
  it.each([
    ['+994 50 123 45 67', '+994501234567'],
    ['+994 (50) 123-45-67', '+994501234567'],
    ['+994501234567', '+994501234567'],
    ['994501234567', '+994501234567'],
    ['00994 50 123 45 67', '+994501234567'],
    ['050 123 45 67', '+994501234567'],
    ['(050) 123.45.67', '+994501234567'],
    ['+90 532 123 45 67', '+905321234567'],
  ])('reads %j as %j', (raw, e164) => {
    expect(normalizePhone(raw)).toBe(e164);
  });

  it.each(['', 'telefon', '+994 50 123 45 67 89 01', '12345', '+0501234567', '+994-50-12x-45-67'])('refuses %j', (raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });
});

describe('normalizeIdentifier', () => {
  it('lower-cases and trims an e-mail', () => {
    expect(normalizeIdentifier('  Nar.Atelye@Example.AZ ')).toEqual({ kind: 'email', value: 'nar.atelye@example.az' });
  });

  it('drops phone separators and keeps a leading plus', () => {
    expect(normalizeIdentifier('+994 (50) 123-45-67')).toEqual({ kind: 'phone', value: '+994501234567' });
  });

  it.each(['', '   ', 'nar@', 'nar@atelye', '@atelye.az', 'nar atelye@x.az', '12345', 'abc-def'])('refuses %j', (raw) => {
    expect(normalizeIdentifier(raw)).toBeNull();
  });

  it('refuses an identifier longer than the limit', () => {
    const local = 'a'.repeat(IDENTIFIER_MAX_LENGTH);
    expect(normalizeIdentifier(`${local}@x.az`)).toBeNull();
  });
});

describe('isLoggedInToken', () => {
  it('counts a token longer than 10 characters as logged in', () => {
    expect(isLoggedInToken('a'.repeat(11))).toBe(true);
  });

  it.each([null, undefined, '', 'a'.repeat(10)])('does not count %j', (token) => {
    expect(isLoggedInToken(token)).toBe(false);
  });
});

describe('request schemas', () => {
  it('refuse a register request asking for the admin type of account', () => {
    expect(registerRequestSchema.safeParse({ identifier: 'a@b.az', type: 3 }).success).toBe(false);
  });

  it('refuse unknown keys, so hostile bodies cannot smuggle fields', () => {
    expect(loginRequestSchema.safeParse({ identifier: 'a@b.az', password: 'x', role: 'admin' }).success).toBe(false);
  });

  it('cap a new password, and leave its length and strength to the password rule (a reason for each refusal)', () => {
    const base = { identifier: 'a@b.az', type: 1, otp_id: 'id', otp: '123456' };
    expect(registerRequestSchema.safeParse({ ...base, password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) }).success).toBe(true);
    expect(registerRequestSchema.safeParse({ ...base, password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }).success).toBe(false);
    expect(resetRequestSchema.safeParse({ identifier: 'a@b.az', password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) }).success).toBe(
      false,
    );
  });

  it('refuse a code that is not six digits', () => {
    expect(registerRequestSchema.safeParse({ identifier: 'a@b.az', type: 1, otp_id: 'id', otp: '12345a' }).success).toBe(false);
  });
});

describe('editableProfileSchema phone number', () => {
  const phoneOnly = editableProfileSchema.pick({ phoneNumber: true });

  it('stores the number its own hint shows in E.164', () => {
    expect(phoneOnly.parse({ phoneNumber: '+994 50 123 45 67' })).toEqual({ phoneNumber: '+994501234567' });
  });

  it('keeps an empty phone empty and refuses words', () => {
    expect(phoneOnly.parse({ phoneNumber: '  ' })).toEqual({ phoneNumber: '' });
    expect(phoneOnly.safeParse({ phoneNumber: 'telefon' }).success).toBe(false);
  });
});
