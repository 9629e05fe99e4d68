import type { IncomingHttpHeaders } from 'node:http';

/**
 * Headers a reverse proxy or load balancer adds to say who the caller really is (nginx's
 * `X-Forwarded-For` and `X-Real-IP`, RFC 7239's `Forwarded`, Caddy's and Traefik's `X-Forwarded-*`,
 * `Via`, and the CDNs' own). A request carrying one came through a proxy, whatever its socket says.
 */
const FORWARDING =
  /^(?:forwarded|via|x-forwarded-[a-z-]+|x-real-ip|x-client-ip|x-cluster-client-ip|true-client-ip|cf-connecting-ip|fastly-client-ip|x-original-forwarded-for)$/;

/** The first forwarding header among `headers` (names as Node gives them, lower case), if any. */
export function forwardingHeaderOf(headers: IncomingHttpHeaders): string | undefined {
  return Object.keys(headers).find((name) => FORWARDING.test(name));
}
