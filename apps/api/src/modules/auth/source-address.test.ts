import { describe, expect, it } from 'vitest';
import { sourceAddressOf } from './source-address.ts';

describe('sourceAddressOf', () => {
  it('keeps an IPv4 address, also one written as IPv4-mapped IPv6', () => {
    expect(sourceAddressOf('203.0.113.7')).toBe('203.0.113.7');
    expect(sourceAddressOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('groups an IPv6 address by its /64 network, however it is written', () => {
    const network = '2001:db8:85a3:1::/64';
    expect(sourceAddressOf('2001:db8:85a3:1::1')).toBe(network);
    expect(sourceAddressOf('2001:0db8:85a3:0001:ffff:0:0:2')).toBe(network);
    expect(sourceAddressOf('2001:db8:85a3:1:abcd::%eth0')).toBe(network);
    expect(sourceAddressOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceAddressOf('::1')).toBe('0:0:0:0::/64');
  });
});
