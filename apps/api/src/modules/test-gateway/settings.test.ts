import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../config.ts';
import { parseFaults } from './settings.ts';

describe('the test gateway settings', () => {
  it('is on outside production, off in production, and TEST_GATEWAY decides either way', () => {
    expect(parseConfig({ NODE_ENV: 'development' }).testGateway).toMatchObject({ enabled: true, onInProduction: false });
    expect(parseConfig({ NODE_ENV: 'test' }).testGateway.enabled).toBe(true);
    expect(parseConfig({ NODE_ENV: 'production' }).testGateway.enabled).toBe(false);
    expect(parseConfig({ NODE_ENV: 'production', TEST_GATEWAY: 'on' }).testGateway).toMatchObject({
      enabled: true,
      onInProduction: true,
    });
    expect(parseConfig({ NODE_ENV: 'development', TEST_GATEWAY: 'off' }).testGateway.enabled).toBe(false);
  });

  it('reads the faults callbacks start with, and refuses a word it does not know', () => {
    expect(parseFaults('delay=200, repeat=3,reorder,drop-every=4')).toEqual({
      delayMs: 200,
      repeat: 3,
      reorder: true,
      dropEvery: 4,
    });
    expect(parseFaults('')).toEqual({ delayMs: 0, repeat: 1, reorder: false, dropEvery: 0 });
    expect(parseFaults('repeat=0')).toBeNull();
    expect(parseFaults('shuffle')).toBeNull();
    expect(() => parseConfig({ TEST_GATEWAY_FAULTS: 'drop=all' })).toThrow(ConfigError);
    expect(parseConfig({ TEST_GATEWAY_FAULTS: 'repeat=2' }).testGateway.faults.repeat).toBe(2);
  });

  it('keeps a configured secret, and makes one up per process otherwise', () => {
    expect(parseConfig({ TEST_GATEWAY_SECRET: 'a-shared-secret-of-the-processes' }).testGateway.secret).toBe(
      'a-shared-secret-of-the-processes',
    );
    expect(parseConfig({}).testGateway.secret).not.toBe(parseConfig({}).testGateway.secret);
    expect(() => parseConfig({ TEST_GATEWAY_SECRET: 'short' })).toThrow(/TEST_GATEWAY_SECRET/);
  });
});
