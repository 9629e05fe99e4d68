import { SignJWT } from 'jose';
import { signCustomerToken } from '../modules/identity/tokens.ts';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Bearer tokens that name a real customer but must never open their account: signed with another
 * secret, expired, unsigned (alg none), and a guest token posing as a customer's (what an attacker
 * could make without the server's secret, or an honest token past its time); and two signed with the
 * real secret but malformed, without expiry or with a subject that is no UUID (issue 26: 401, not 500).
 */
export async function forgedTokens(secret: Uint8Array, userUuid: string, guestToken: string) {
  const now = Math.floor(Date.now() / 1000);
  const claims = { iss: 'oja', aud: 'customer', sub: userUuid, tv: 0 };
  return {
    'wrong secret': await signCustomerToken(
      new TextEncoder().encode('not-the-servers-secret-but-just-as-long-000'),
      userUuid,
      0,
    ),
    expired: await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('oja')
      .setAudience('customer')
      .setSubject(userUuid)
      .setIssuedAt(now - 8 * 86_400)
      .setExpirationTime(now - 86_400)
      .sign(secret),
    // Signed with the real secret (a leaked signing bug, an old issuer): refused all the same.
    'no exp': await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('oja')
      .setAudience('customer')
      .setSubject(userUuid)
      .setIssuedAt(now)
      .sign(secret),
    'subject not a UUID': await new SignJWT({ tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('oja')
      .setAudience('customer')
      .setSubject("1' or '1'='1")
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(secret),
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ ...claims, iat: now, exp: now + 3600 })}.`,
    'guest token as bearer': guestToken,
  };
}
