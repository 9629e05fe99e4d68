import { CAPTCHA_ACTIONS } from '@oja/contract/constants';
import { loginTriesLeftMessage, messages } from '@oja/contract/messages';
import { isNigerianLocalPhone, type LoginBody } from '@oja/contract/rules';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/tables/identity.ts';
import { requireCaptcha } from '../../integrations/recaptcha.ts';
import { HttpError, unauthorized } from '../../lib/http-errors.ts';
import { burnPasswordCheck, passwordMatches } from '../../lib/passwords.ts';
import { ACCOUNT_LIMITS } from './attempt-limits.ts';
import { findUserByEmail, type IdentityDeps } from './service.ts';
import { sessionUserOf } from './session-user.ts';
import { countSignInAttempt, unlockLogin } from './sign-in-limits.ts';
import { signCustomerToken } from './tokens.ts';

/**
 * The one verified account with this phone number, or undefined. Phone numbers are neither unique
 * nor verified (anyone may type any number at sign-up), so a number two verified accounts share
 * signs in neither: picking one could hand a shopper's password check to a stranger's account.
 * Unverified accounts are left out, so a sign-up with someone's number cannot block their sign-in.
 */
async function findUserByPhone(db: Db, phone: string) {
  const found = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, phone), isNotNull(users.emailVerifiedAt)))
    .limit(2);
  return found.length === 1 ? found[0] : undefined;
}

function refused(triesLeft: number | null) {
  const pauseMinutes = ACCOUNT_LIMITS.loginFailures.windowSeconds / 60;
  return unauthorized(
    triesLeft === null ? messages.loginFailed : loginTriesLeftMessage(triesLeft, pauseMinutes),
  );
}

/**
 * Checks in an order that tells nothing to someone without the password: an unknown email or phone,
 * a phone two accounts share and a wrong password get the same answer in the same time; the
 * account's status (banned, suspended) is told only to whoever proved the password. The right
 * password of an account whose email is not verified is answered as a wrong one, and counted as one
 * (ADR 0073): anyone can give an unverified address a password by signing it up, so a different
 * answer would tell, after a sign-up, whether the address already had a verified account.
 */
export async function login(deps: IdentityDeps, body: LoginBody, ip?: string) {
  await requireCaptcha(deps.captcha, body.recaptcha, CAPTCHA_ACTIONS.login, deps.log, ip);
  const identifier = body.email;
  // Per address, so a pause from one address leaves the owner's others open; cleared by a success.
  const triesLeft = await countSignInAttempt(deps.db, identifier, ip);
  const user = isNigerianLocalPhone(identifier)
    ? await findUserByPhone(deps.db, identifier)
    : await findUserByEmail(deps.db, identifier);
  const matches = user ? await passwordMatches(user.passwordHash, body.password) : false;
  if (!user) await burnPasswordCheck(body.password);
  if (!user || !matches || !user.emailVerifiedAt) throw refused(triesLeft);
  await unlockLogin(deps.db, [identifier, user.email, user.phoneNumber]);
  if (user.status === 'banned') throw new HttpError(403, messages.accountBanned, undefined, 'banned');
  if (user.status === 'suspended')
    throw new HttpError(403, messages.accountSuspended, undefined, 'suspended');
  const token = await signCustomerToken(deps.jwtSecret, user.uuid, user.tokenVersion);
  return { user: await sessionUserOf(deps.db, user), token };
}
