import { isIPv6 } from 'node:net';

/**
 * The address a sign-in attempt is locked under: an IPv4 address as is (also when written as
 * IPv4-mapped IPv6), an IPv6 address by its /64 network, since one subscriber usually holds a
 * whole /64 and could otherwise step to a fresh address after every lock.
 */
export function sourceAddressOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.split('%')[0]!.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = ip.includes('::') ? (tail === '' ? [] : tail.split(':')) : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = ip.includes('::') ? [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
