import { isIP } from 'node:net';

/**
 * The key a client address is counted under: an IPv4 address as it is (an IPv4-mapped IPv6
 * address as its IPv4 form), an IPv6 address by its /64 network, which one subscriber usually
 * holds whole (counting each address would let one host take a limit's worth from every address of
 * its network). Every per-address count uses it: rate limits, sign-in failures, live streams and
 * connections.
 */
export function clientKeyOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}
