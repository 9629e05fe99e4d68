import type { FastifyReply, FastifyRequest } from 'fastify';

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
 * onRequest hook of the development stand-ins (dev mailbox, Paystack sandbox): anyone else gets the
 * shop's ordinary 404, as if they were not mounted, whatever HOST the server listens on.
 */
export async function thisMachineOnly(request: FastifyRequest, reply: FastifyReply) {
  if (fromThisMachine(request)) return;
  reply.callNotFound();
  return reply;
}
