import { describe, expect, it } from 'vitest';
import {
  ADMIN_USER_ERROR_CODES,
  AUTH_ERROR_CODES,
  CART_ERROR_CODES,
  CATALOGUE_ERROR_CODES,
  CHAT_ERROR,
  LEDGER_ERROR_CODES,
  ERROR_CODES,
  LANGUAGES,
  MEDIA_ERROR_CODES,
} from '@marketplace/contract';
import { flattenCatalogue } from '../i18n/catalogueKeys.ts';
import { catalogues } from '../i18n/resources.ts';
import { errorCodeOf, errorFieldsOf, errorMessageKeys } from './errorMessage.ts';

describe('errorCodeOf', () => {
  it('reads the code of a rejected call', () => {
    expect(errorCodeOf({ code: 'INCORRECT_OTP' })).toBe('INCORRECT_OTP');
    expect(errorCodeOf(Object.assign(new Error('wrong'), { code: 'INVALID_CREDENTIALS' }))).toBe('INVALID_CREDENTIALS');
  });

  it.each([undefined, null, 'INCORRECT_OTP', new Error('plain'), { code: 42 }, { code: '' }])('finds none in %j', (error) => {
    expect(errorCodeOf(error)).toBeNull();
  });
});

describe('errorMessageKeys', () => {
  it('tries the code, then the fallback', () => {
    expect(errorMessageKeys({ code: 'OTP_EXPIRED' }, 'errors.registration_failed')).toEqual([
      'errors.OTP_EXPIRED',
      'errors.registration_failed',
    ]);
  });

  it("tries a screen's own wording first", () => {
    expect(errorMessageKeys({ code: 'ACCOUNT_TYPE_NOT_ALLOWED' }, 'errors.login_failed', 'adminLogin.errors')).toEqual([
      'adminLogin.errors.ACCOUNT_TYPE_NOT_ALLOWED',
      'errors.ACCOUNT_TYPE_NOT_ALLOWED',
      'errors.login_failed',
    ]);
  });

  it('uses the fallback alone for an error without a code', () => {
    expect(errorMessageKeys(new TypeError('Failed to fetch'), 'errors.login_failed')).toEqual(['errors.login_failed']);
  });
});

describe('the error catalogue', () => {
  const specFallbacks = [
    'registration_failed',
    'login_failed',
    'password_reset_failed',
    'invalid_credentials',
    'inputs_mismatch',
    'NETWORK_ERROR',
    'UNEXPECTED_RESPONSE',
  ];
  const codes = [
    ...Object.values(AUTH_ERROR_CODES),
    ...Object.values(ERROR_CODES),
    ...Object.values(CATALOGUE_ERROR_CODES),
    ...Object.values(CART_ERROR_CODES),
    ...Object.values(MEDIA_ERROR_CODES),
    ...Object.values(ADMIN_USER_ERROR_CODES),
    ...Object.values(CHAT_ERROR),
    ...Object.values(LEDGER_ERROR_CODES),
    ...specFallbacks,
  ];

  it.each(LANGUAGES)('%s has a message for every code the API can answer', (lng) => {
    const keys = flattenCatalogue(catalogues[lng]);
    expect(codes.filter((code) => !(`errors.${code}` in keys))).toEqual([]);
  });
});

describe('errorFieldsOf', () => {
  it('reads the refused fields an error names, by body path', () => {
    expect(
      errorFieldsOf({ code: 'UNKNOWN_FIELD', fields: { prodcutPrice: 'Unknown field.', 'attributes.0.key': 'Required.' } }),
    ).toEqual({
      prodcutPrice: 'Unknown field.',
      'attributes.0.key': 'Required.',
    });
  });

  it.each([undefined, null, new Error('plain'), { fields: null }, { fields: 'phoneNumber' }])('finds none in %j', (error) => {
    expect(errorFieldsOf(error)).toEqual({});
  });
});
