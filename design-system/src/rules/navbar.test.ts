import { describe, expect, it } from 'vitest';
import { NAVBAR_FIXED_AFTER_PX } from '@marketplace/contract';
import { isNavbarFixed } from './navbar.ts';

describe('isNavbarFixed', () => {
  it('stays in the flow up to 200 px of scroll', () => {
    expect(NAVBAR_FIXED_AFTER_PX).toBe(200);
    expect(isNavbarFixed(0)).toBe(false);
    expect(isNavbarFixed(200)).toBe(false);
  });

  it('is fixed beyond 200 px', () => {
    expect(isNavbarFixed(201)).toBe(true);
    expect(isNavbarFixed(5000)).toBe(true);
  });
});
