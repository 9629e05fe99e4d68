import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The eight 16-bit groups of an IPv6 address (zone dropped, an embedded IPv4 tail turned into two). */
function groupsOf(ip: string): number[] {
  const bare = ip.split('%')[0]!.toLowerCase();
  const [head, tail] = bare.includes('::') ? bare.split('::') : [bare, undefined];
  const parse = (part: string | undefined) =>
    !part
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  const right = parse(tail);
  return tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key every per-address count is kept under: rate limits, sign-in attempt counters and view caps
 * (issue 53). An IPv6 caller is its /64, since one subscriber line is handed a whole /64 and could
 * take a new address for every try; an IPv4-mapped one (`::ffff:a.b.c.d`, how a dual-stack listener
 * sees IPv4 callers) is its IPv4 address, else every IPv4 caller would fall into the /64 `::`.
 * Anything else (already an IPv4 address, or not an address) is kept as it is.
 */
export function addressKey(ip: string): string {
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const groups = groupsOf(ip);
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/**
 * The request's address key: `request.ip` (the socket's peer, or with TRUST_PROXY the address the
 * trusted proxies forwarded) through addressKey. Every per-address limit goes through here.
 */
export function clientAddressKey(request: FastifyRequest): string {
  return addressKey(request.ip);
}
