import { describe, expect, it } from 'vitest';
import { withoutSupportMarker } from './supportMarker.ts';

const at = (address: string) => new URL(address, 'https://shop.example.az');

describe('withoutSupportMarker', () => {
  it('removes the marker from the query and keeps the rest', () => {
    expect(withoutSupportMarker(at('/?support'))).toBe('/');
    expect(withoutSupportMarker(at('/category?name=xalca&support&id=7'))).toBe('/category?name=xalca&id=7');
    expect(withoutSupportMarker(at('/item?id=7&support=1#reviews'))).toBe('/item?id=7#reviews');
  });

  it('answers null when there is no marker', () => {
    expect(withoutSupportMarker(at('/?q=support#support'))).toBeNull();
    expect(withoutSupportMarker(at('/item?id=7'))).toBeNull();
  });
});
