import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { passwordMatches } from '../../lib/passwords.ts';

/**
 * How wallet PINs are stored (ADR 0052): HMAC-SHA256 under a server key (PIN_SECRET) that is not in
 * the database, over a random salt and the PIN: `hmac-sha256$<salt>$<mac>` (base64url).
 *
 * A PIN has four to six digits. Any hash of it that the database alone can check falls to trying every
 * PIN: under argon2 (what passwords use) a million guesses take about two hours of one core, ten
 * thousand take a minute. A keyed hash cannot be checked without the key, so a copy of the database
 * tells nothing; online guessing is what the attempt limit (pin.ts) stops. It also costs microseconds
 * instead of argon2's 7-8 ms of CPU on every wallet payment.
 */
export type PinSecrets = { current: Uint8Array; previous: Uint8Array | null };

const SCHEME = 'hmac-sha256';
const SALT_BYTES = 16;

const macOf = (key: Uint8Array, salt: Buffer, pin: string) =>
  createHmac('sha256', key).update(salt).update(pin, 'utf8').digest();

export function hashPin(secrets: PinSecrets, pin: string): string {
  const salt = randomBytes(SALT_BYTES);
  return `${SCHEME}$${salt.toString('base64url')}$${macOf(secrets.current, salt, pin).toString('base64url')}`;
}

/**
 * `current` when `pin` matches a hash under the current key; `outdated` when it matches one that
 * should be written again (under PIN_SECRET_PREVIOUS, or an argon2 hash from before ADR 0052);
 * `wrong` otherwise, a malformed stored value included.
 */
export async function pinMatches(
  secrets: PinSecrets,
  stored: string,
  pin: string,
): Promise<'current' | 'outdated' | 'wrong'> {
  if (stored.startsWith('$argon2')) return (await passwordMatches(stored, pin)) ? 'outdated' : 'wrong';
  const [scheme, saltText, macText, ...rest] = stored.split('$');
  if (scheme !== SCHEME || !saltText || !macText || rest.length > 0) return 'wrong';
  const salt = Buffer.from(saltText, 'base64url');
  const mac = Buffer.from(macText, 'base64url');
  const matches = (key: Uint8Array) => {
    const expected = macOf(key, salt, pin);
    return expected.length === mac.length && timingSafeEqual(expected, mac);
  };
  if (matches(secrets.current)) return 'current';
  if (secrets.previous && matches(secrets.previous)) return 'outdated';
  return 'wrong';
}
