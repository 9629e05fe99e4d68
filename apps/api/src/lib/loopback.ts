import type { FastifyReply, FastifyRequest } from 'fastify';
import { forwardingHeaderOf } from './forwarding.ts';

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x: addresses only this machine can connect from. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Whether the request comes from this machine: a loopback peer, or a peer connected from the very
 * address it reached (this machine calling itself on the address HOST names; Linux drops packets from
 * outside that claim a local source, and TCP needs the answer back). The socket's own addresses, never
 * request.ip: with TRUST_PROXY that comes from X-Forwarded-For, which a caller writes.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  const socket = request.raw.socket;
  const peer = socket.remoteAddress;
  return isLoopbackAddress(peer) || (peer !== undefined && peer === socket.localAddress);
}

/**
 * Whether the Host header names this machine as only this machine would: `localhost` (or a name under
 * it) or an address literal. A reverse proxy that passes the site's name on (nginx's usual
 * `proxy_set_header Host $host`) fails it, and so does a web page that rebinds its own name to 127.0.0.1
 * to read the mailbox from a developer's browser.
 */
export function hostNamesThisMachine(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) ||
    /^\[[0-9a-f:.]+\]$/.test(name)
  );
}

/**
 * onRequest hook of the development stand-ins (dev mailbox, Paystack sandbox): they answer only a
 * caller on this machine that came through no proxy. A reverse proxy on this same host (the usual TLS
 * set-up) connects from 127.0.0.1, so the socket alone would let the whole world in: a request that
 * carries a forwarding header, or a Host that is not this machine's, is refused too. Anyone refused
 * gets the shop's ordinary 404, as if the stand-ins were not mounted (ADR 0071).
 */
export async function thisMachineOnly(request: FastifyRequest, reply: FastifyReply) {
  const direct =
    fromThisMachine(request) &&
    forwardingHeaderOf(request.headers) === undefined &&
    hostNamesThisMachine(request.headers.host);
  if (direct) return;
  reply.callNotFound();
  return reply;
}
