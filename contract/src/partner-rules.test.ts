import { describe, expect, it } from 'vitest';
import { shortPartnerId, toggledPartnerStatus } from './partner-rules.ts';

describe('partner rules', () => {
  it('shows the first 8 characters of an id', () => {
    expect(shortPartnerId('3f2c9a1e-7b7d-4c1a-9a55-0d6e1c2b9f10')).toBe('3f2c9a1e');
    expect(shortPartnerId('abc')).toBe('abc');
  });

  it('activate asks for ACTIVE, deactivate for INACTIVE', () => {
    expect(toggledPartnerStatus('ACTIVE')).toBe('INACTIVE');
    expect(toggledPartnerStatus('INACTIVE')).toBe('ACTIVE');
  });
});
