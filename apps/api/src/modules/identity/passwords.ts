import { type Algorithm, hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's first recommended profile (19 MiB, 2 passes, 1 lane).
// `Algorithm` is an ambient const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function passwordMatches(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
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
