import { loginPausedMessage } from '@oja/contract/messages';
import type { Db } from '../../db/client.ts';
import { forget, forgetAllStartingWith, hitInWindow } from '../../lib/attempt-counters.ts';
import { addressKey } from '../../lib/client-address.ts';
import { tooManyRequests } from '../../lib/http-errors.ts';
import { ACCOUNT_LIMITS } from './attempt-limits.ts';

/**
 * Sign-in attempts are counted per identifier as typed (an email, or a phone number in its normalised
 * form) whether or not an account has it: the counts, the warnings and the pause then answer alike
 * for every identifier and tell nobody which accounts exist. The prefix names all of one identifier's.
 */
const pairPrefix = (identifier: string) => `login-failures:${identifier}|`;
const pairKey = (identifier: string, ip = 'unknown') => `${pairPrefix(identifier)}${addressKey(ip)}`;
const accountKey = (identifier: string) => `login-failures-account:${identifier}`;

/** Wrong passwords from one address before the warning starts: the last few tries are announced. */
const WARN_WHEN_LEFT = 2;

/**
 * Counts one attempt before the password is checked (guesses sent at once cannot all be checked) and
 * answers 429 past either limit, saying how long the pause lasts. Answers the tries left from this
 * address when few are, for the 401's warning, else null.
 */
export async function countSignInAttempt(db: Db, identifier: string, ip?: string): Promise<number | null> {
  const pairLimit = ACCOUNT_LIMITS.loginFailures;
  const accountLimit = ACCOUNT_LIMITS.loginFailuresPerAccount;
  const pair = await hitInWindow(db, pairKey(identifier, ip), pairLimit);
  if (pair.hits > pairLimit.max) throw paused(pair.secondsLeft);
  const account = await hitInWindow(db, accountKey(identifier), accountLimit);
  if (account.hits > accountLimit.max) throw paused(account.secondsLeft);
  const left = pairLimit.max - pair.hits;
  return left <= WARN_WHEN_LEFT ? left : null;
}

function paused(secondsLeft: number) {
  return tooManyRequests(loginPausedMessage(Math.max(1, Math.ceil(secondsLeft / 60))));
}

/** A success or a mailed reset link proves the owner: the counts of their identifiers end. */
export async function unlockLogin(db: Db, identifiers: readonly (string | null | undefined)[]) {
  for (const identifier of new Set(identifiers)) {
    if (!identifier) continue;
    await forgetAllStartingWith(db, pairPrefix(identifier));
    await forget(db, accountKey(identifier));
  }
}
