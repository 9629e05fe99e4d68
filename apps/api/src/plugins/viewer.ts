import { createHash } from 'node:crypto';
import { GUEST_PASSPHRASE_HEADER, GUEST_TOKEN_HEADER } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { preparedQuery } from '../db/prepared.ts';
import { users } from '../db/tables/identity.ts';
import { clientAddressKey } from '../lib/client-address.ts';
import { unauthorized } from '../lib/http-errors.ts';
import { resolveGuestSession } from '../modules/identity/guest-session.ts';
import {
  type CustomerClaims,
  hashPassphrase,
  passphraseMatches,
  verifyCustomerToken,
} from '../modules/identity/tokens.ts';

export type Customer = { userId: number; uuid: string; email: string };
export type Guest = { guestSessionId: number; guestId: string };
/** Who is asking. Both parts are present only when the client sends both (spec section 7, allow-duplicate). */
export type Viewer = { customer?: Customer; guest?: Guest };

declare module 'fastify' {
  interface FastifyRequest {
    /** Resolves (once per request) the customer from the bearer token and the guest from its headers. */
    viewer(): Promise<Viewer>;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' && value.length > 0 && value.length < 4096 ? value : undefined;
};

const tokenOwnerQuery = preparedQuery((db) =>
  db
    .select({
      id: users.id,
      uuid: users.uuid,
      email: users.email,
      status: users.status,
      tokenVersion: users.tokenVersion,
    })
    .from(users)
    .where(eq(users.uuid, sql.placeholder('uuid')))
    .limit(1)
    .prepare('viewer_token_owner'),
);

/** When a genuine token expires (its `exp`), in epoch ms: it was verified, so its payload is ours. */
function expiresAt(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  return Number(payload.exp) * 1000;
}

/** How long a resolved token is believed without checking it again, at most (and never past its expiry). */
const REMEMBER_MS = 60_000;
const REMEMBERED_TOKENS = 2_000;

/**
 * Tokens this process verified lately (jose's HS256 check through WebCrypto cost a guest's product
 * page about a sixth of its CPU), and what they resolved to:
 * - a customer token's claims; its owner's status and token version are still read every request,
 *   so a password change or a blocked account answers 401 at once;
 * - a guest token with the hash of the passphrase that opened it and the session it names. A guest
 *   session row never changes and is deleted only a day after its token expired
 *   (identity/prune.ts), so remembering it changes no answer; the passphrase is still compared
 *   (hashed, in constant time) on every request.
 * Only genuine tokens are kept, each until its expiry and at most REMEMBER_MS; when full, all are
 * forgotten at once.
 */
class RememberedTokens<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  get(token: string): T | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.value;
    this.entries.delete(token);
    return undefined;
  }
  set(token: string, value: T) {
    if (this.entries.size >= REMEMBERED_TOKENS) this.entries.clear();
    this.entries.set(token, { value, until: Math.min(Date.now() + REMEMBER_MS, expiresAt(token)) });
  }
}

type Remembered = {
  customers: RememberedTokens<CustomerClaims>;
  guests: RememberedTokens<{ guest: Guest; passphraseHash: string }>;
};

/**
 * A bearer token that is present but forged, expired, revoked by a password change, or whose owner is
 * no longer active answers 401 at once (the shop then clears its session). Guest headers that do not
 * match are also a 401, so a guest cannot borrow another guest's cart by knowing its token.
 */
async function resolveViewer(
  app: FastifyInstance,
  request: FastifyRequest,
  remembered: Remembered,
): Promise<Viewer> {
  const viewer: Viewer = {};
  const authorization = header(request, 'authorization');
  if (authorization) {
    const match = /^Bearer (.+)$/i.exec(authorization);
    const token = match?.[1];
    let claims = token ? remembered.customers.get(token) : undefined;
    if (!claims && token) {
      claims = (await verifyCustomerToken(app.config.jwtSecret, token)) ?? undefined;
      if (claims) remembered.customers.set(token, claims);
    }
    if (!claims) throw unauthorized(messages.sessionExpired);
    const [user] = await tokenOwnerQuery(app.database.db).execute({ uuid: claims.userId });
    if (!user || user.tokenVersion !== claims.tokenVersion || user.status !== 'active') {
      throw unauthorized(messages.sessionExpired);
    }
    viewer.customer = { userId: user.id, uuid: user.uuid, email: user.email };
  }
  const guestToken = header(request, GUEST_TOKEN_HEADER);
  const passphrase = header(request, GUEST_PASSPHRASE_HEADER);
  if (guestToken || passphrase) {
    let guest: Guest | null = null;
    if (guestToken && passphrase) {
      const known = remembered.guests.get(guestToken);
      if (known && passphraseMatches(passphrase, known.passphraseHash)) guest = known.guest;
      else {
        guest = await resolveGuestSession(app.database.db, app.config.jwtSecret, guestToken, passphrase);
        if (guest) remembered.guests.set(guestToken, { guest, passphraseHash: hashPassphrase(passphrase) });
      }
    }
    if (!guest) throw unauthorized(messages.guestSessionInvalid);
    viewer.guest = guest;
  }
  return viewer;
}

export const viewerPlugin = fp(async (app: FastifyInstance) => {
  const resolved = new WeakMap<FastifyRequest, Promise<Viewer>>();
  const remembered: Remembered = { customers: new RememberedTokens(), guests: new RememberedTokens() };
  app.decorateRequest('viewer', function (this: FastifyRequest) {
    let pending = resolved.get(this);
    if (!pending) {
      pending = resolveViewer(app, this, remembered);
      resolved.set(this, pending);
    }
    return pending;
  });
});

/** The signed-in customer, or 401: for saved items, account pages, checkout and orders. */
export async function requireCustomer(request: FastifyRequest): Promise<Customer> {
  const { customer } = await request.viewer();
  if (!customer) throw unauthorized(messages.loginRequired);
  return customer;
}

/** A customer or a guest (the cart): 401 when the request carries neither. */
export async function requireShopper(
  request: FastifyRequest,
): Promise<Viewer & ({ customer: Customer } | { guest: Guest })> {
  const viewer = await request.viewer();
  if (!viewer.customer && !viewer.guest) throw unauthorized(messages.shopperSessionRequired);
  return viewer as Viewer & ({ customer: Customer } | { guest: Guest });
}

/**
 * The key of a per-customer rate limit: the account id, so neither another spelling of `Bearer` nor
 * a new token (each login makes one) opens a new bucket. Without a valid session the address is
 * the key; the route then answers 401 itself.
 */
export async function perCustomerKey(request: FastifyRequest): Promise<string> {
  const customer = await request.viewer().then(
    (viewer) => viewer.customer,
    () => undefined,
  );
  return customer ? `customer:${customer.userId}` : `ip:${clientAddressKey(request)}`;
}

/**
 * The key a view is counted under: the customer, else the guest session, else a hash of the address
 * (never the address itself) for a visitor who has not started a guest session.
 */
export function viewerKey(viewer: Viewer, request: FastifyRequest): string {
  if (viewer.customer) return `u:${viewer.customer.userId}`;
  if (viewer.guest) return `g:${viewer.guest.guestSessionId}`;
  return `ip:${createHash('sha256')
    .update(`oja-view:${clientAddressKey(request)}`)
    .digest('base64url')
    .slice(0, 22)}`;
}
