import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ok } from '../../lib/reply.ts';
import type { Viewer } from '../../plugins/viewer.ts';
import { productDetails } from './details.ts';

/** Lists that are the same for everyone: browsers and CDNs may reuse them, then revalidate for a while. */
export function publicFor(reply: FastifyReply, seconds: number, staleSeconds = seconds * 4) {
  reply.header('cache-control', `public, max-age=${seconds}, stale-while-revalidate=${staleSeconds}`);
}

/**
 * Public lists may be reused briefly by browsers and CDNs; an answer that carries a customer's isSaved
 * (or is personal, like for_you) is never stored. Vary keeps a shared cache from mixing the two.
 */
export function cacheFor(reply: FastifyReply, viewer: Viewer, seconds: number, personal = false) {
  if (personal || viewer.customer) {
    reply.header('cache-control', 'private, no-store');
  } else {
    publicFor(reply, seconds);
  }
  reply.header('vary', 'Authorization, X-Guest-Token, X-Guest-Passphrase');
}

/** A card list read for this viewer (saved marks), cached as `cacheFor` allows. */
export async function viewerAnswer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  seconds: number,
  read: (viewer: Viewer) => Promise<T>,
) {
  const viewer = await request.viewer();
  const answer = await read(viewer);
  cacheFor(reply, viewer, seconds);
  return ok(answer);
}

/** GET products/{id} and GET cars/{id}: never stored (isSaved is personal); views come in insight batches. */
export async function detailsAnswer(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  idOrSlug: string,
  onlyType?: 'others',
) {
  const viewer = await request.viewer();
  reply.header('cache-control', 'private, no-store');
  return ok(await productDetails(db, viewer, idOrSlug, onlyType));
}
