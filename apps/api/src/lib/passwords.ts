import { availableParallelism } from 'node:os';
import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { concurrencyLimit } from './concurrency-limit.ts';

// `Algorithm` is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

/**
 * argon2id, 12 MiB, 3 passes, 1 lane: one of the five profiles the OWASP Password Storage Cheat
 * Sheet lists as an equal defence (19 MiB and 2 passes is another). Here it costs 7 MiB less outside
 * the heap and 7-8 ms instead of 11-12 ms a check (ADR 0016). Hashes made with another profile keep
 * verifying: the profile is written in each hash.
 */
const ARGON2_PROFILE = { algorithm: ARGON2ID, memoryCost: 12_288, timeCost: 3, parallelism: 1 };

/**
 * How many argon2 computations (sign-ins, sign-ups, PIN checks) run at once in this process: one
 * core fewer than the machine has, at least one. Each holds its block (12 MiB) outside the heap on one of
 * libuv's four threads, which also read files and resolve names; left unbounded, a burst of
 * sign-ins took every core and 76 MiB at once (ADR 0015). The rest wait their turn.
 */
const ARGON2_AT_ONCE = Math.max(1, Math.min(availableParallelism() - 1, 4));
const argon2Turn = concurrencyLimit(ARGON2_AT_ONCE);

export function hashPassword(password: string): Promise<string> {
  return argon2Turn(() => hash(password, ARGON2_PROFILE));
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
