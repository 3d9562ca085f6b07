import { beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config.ts';
import { loadPasswordRule } from '../auth/password-rule.ts';

beforeAll(loadPasswordRule);

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('payment settings', () => {
  it('waits 30 minutes for a card payment and asks its gateway after 2; no Epoint without keys', () => {
    expect(parseConfig({}).payments).toEqual({ waitMinutes: 30, recheckMinutes: 2, epoint: undefined });
  });

  it('offers Epoint with both keys, at its address unless another is given', () => {
    const keys = { EPOINT_PUBLIC_KEY: 'i000200001', EPOINT_PRIVATE_KEY: 'secret-key' };
    expect(parseConfig(keys).payments.epoint).toEqual({
      publicKey: 'i000200001',
      privateKey: 'secret-key',
      apiUrl: 'https://epoint.az/api/1',
    });
    expect(parseConfig({ ...keys, EPOINT_API_URL: 'http://127.0.0.1:9000/api/1/' }).payments.epoint?.apiUrl).toBe(
      'http://127.0.0.1:9000/api/1',
    );
  });

  it('refuses one Epoint key without the other, and minutes that are not whole or out of range', () => {
    expect(problemsOf({ EPOINT_PUBLIC_KEY: 'i000200001' })).toEqual([
      'Invalid environment variable EPOINT_PRIVATE_KEY: set EPOINT_PUBLIC_KEY and EPOINT_PRIVATE_KEY both, or neither',
    ]);
    expect(problemsOf({ PAYMENT_WAIT_MINUTES: '0' })[0]).toMatch(/^Invalid environment variable PAYMENT_WAIT_MINUTES/);
    expect(problemsOf({ PAYMENT_RECHECK_MINUTES: '1.5' })[0]).toMatch(/^Invalid environment variable PAYMENT_RECHECK_MINUTES/);
  });

  it('never asks later than it expires', () => {
    expect(parseConfig({ PAYMENT_WAIT_MINUTES: '5', PAYMENT_RECHECK_MINUTES: '10' }).payments).toMatchObject({
      waitMinutes: 5,
      recheckMinutes: 5,
    });
  });
});
