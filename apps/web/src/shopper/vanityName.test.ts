import { describe, expect, it } from 'vitest';
import { VANITY_NAME_MAX, vanityNameFromPath } from './vanityName.ts';

describe('vanityNameFromPath', () => {
  it('takes the single segment of the address, decoded', () => {
    expect(vanityNameFromPath('/xalca-evi')).toBe('xalca-evi');
    expect(vanityNameFromPath('/Xal%C3%A7a%20Evi')).toBe('Xalça Evi');
    expect(vanityNameFromPath('/xalca-evi/')).toBe('xalca-evi');
  });

  it('refuses addresses that cannot be a store name', () => {
    expect(vanityNameFromPath('/')).toBeNull();
    expect(vanityNameFromPath('/a/b')).toBeNull();
    expect(vanityNameFromPath('/%E0%A4%A')).toBeNull();
    expect(vanityNameFromPath('/%20%20')).toBeNull();
    expect(vanityNameFromPath(`/${'a'.repeat(VANITY_NAME_MAX + 1)}`)).toBeNull();
    expect(vanityNameFromPath(`/${'a'.repeat(VANITY_NAME_MAX)}`)).toHaveLength(VANITY_NAME_MAX);
  });
});
