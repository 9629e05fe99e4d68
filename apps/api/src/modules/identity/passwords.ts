import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from '../../lib/concurrency-limit.ts';

// argon2id with OWASP's first recommended profile (19 MiB, 2 passes, 1 lane).
// `Algorithm` is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * How many argon2 computations (sign-ins, sign-ups, PIN checks) run at once in this process: one
 * core fewer than the machine has, at least one. Each holds 19 MiB outside the heap on one of
 * libuv's four threads, which also read files and resolve names; left unbounded, a burst of
 * sign-ins took every core and 76 MiB at once (ADR 0015). The rest wait their turn.
 */
const ARGON2_AT_ONCE = Math.max(1, Math.min(availableParallelism() - 1, 4));
const argon2Turn = concurrencyLimit(ARGON2_AT_ONCE);

export function hashPassword(password: string): Promise<string> {
  return argon2Turn(() => hash(password, OPTIONS));
}

export async function passwordMatches(storedHash: string, password: string): Promise<boolean> {
  try {
    return await argon2Turn(() => verify(storedHash, password));
  } catch {
    // A malformed stored hash is a refusal, not a crash.
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the same argon2 time as a real check when there is no account, so the time a login takes
 * does not tell whether an email is registered.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password-only-for-timing');
  await passwordMatches(await dummyHash, password);
}
