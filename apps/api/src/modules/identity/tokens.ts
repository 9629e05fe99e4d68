import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'oja';
/** A guest token lives 30 days; its session is pruned a day after (identity/prune.ts). */
export const GUEST_TOKEN_TTL_MS = 30 * 24 * 3_600_000;
const GUEST_TOKEN_TTL = `${GUEST_TOKEN_TTL_MS / 1000}s`;
const ACCESS_TOKEN_TTL = '7d';

/** A subject the server issued is always a UUID; anything else never reaches a query. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one check of every token: our issuer and audience, HS256, an expiry (a token without `exp`
 * would live for ever, so it is refused even when the signature is ours), and a UUID subject.
 */
async function verifiedPayload(secret: Uint8Array, token: string, audience: 'guest' | 'customer') {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub'],
    });
    return typeof payload.sub === 'string' && UUID.test(payload.sub) ? payload : null;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

export type GuestClaims = { kind: 'guest'; guestId: string };
export type CustomerClaims = { kind: 'customer'; userId: string; tokenVersion: number };

/** Guest tokens and customer tokens share the signer but never the audience, so one cannot pose as the other. */
export async function signGuestToken(secret: Uint8Array, guestId: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience('guest')
    .setSubject(guestId)
    .setIssuedAt()
    .setExpirationTime(GUEST_TOKEN_TTL)
    .sign(secret);
}

export async function signCustomerToken(
  secret: Uint8Array,
  userId: string,
  tokenVersion: number,
): Promise<string> {
  return new SignJWT({ tv: tokenVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience('customer')
    .setSubject(userId)
    .setIssuedAt()
    .setExpirationTime(ACCESS_TOKEN_TTL)
    .sign(secret);
}

/** Answers null for any token that is forged, expired or of the wrong kind; callers answer 401. */
export async function verifyGuestToken(secret: Uint8Array, token: string): Promise<GuestClaims | null> {
  const payload = await verifiedPayload(secret, token, 'guest');
  return payload?.sub ? { kind: 'guest', guestId: payload.sub } : null;
}

export async function verifyCustomerToken(secret: Uint8Array, token: string): Promise<CustomerClaims | null> {
  const payload = await verifiedPayload(secret, token, 'customer');
  if (!payload?.sub || !Number.isSafeInteger(payload.tv)) return null;
  return { kind: 'customer', userId: payload.sub, tokenVersion: payload.tv as number };
}

/** A guest passphrase is 192 random bits, so a fast hash is enough to keep it out of the database. */
export function newPassphrase(): string {
  return randomBytes(24).toString('base64url');
}

export function hashPassphrase(passphrase: string): string {
  return createHash('sha256').update(passphrase).digest('hex');
}

export function passphraseMatches(passphrase: string, storedHash: string): boolean {
  const given = Buffer.from(hashPassphrase(passphrase), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
