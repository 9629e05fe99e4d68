import { randomUUID } from 'node:crypto';
import { CAPTCHA_ACTIONS, type CaptchaAction } from '@oja/contract/constants';
import type { SignUpAnswer } from '@oja/contract/identity';
import { messages } from '@oja/contract/messages';
import type {
  AppealBody,
  ChangePasswordBody,
  LoginBody,
  ResetPasswordBody,
  SignUpBody,
} from '@oja/contract/rules';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { accountAppeals, users } from '../../db/tables/identity.ts';
import type { Mail, Mailer } from '../../integrations/mail.ts';
import { type CaptchaVerifier, requireCaptcha } from '../../integrations/recaptcha.ts';
import { consume, forget, forgetAllStartingWith, hit } from '../../lib/attempt-counters.ts';
import { addressKey } from '../../lib/client-address.ts';
import { HttpError, unauthorized } from '../../lib/http-errors.ts';
import { burnPasswordCheck, hashPassword, passwordMatches } from '../../lib/passwords.ts';
import { sendInboxMessage } from '../engagement/inbox.ts';
import { ACCOUNT_LIMITS } from './attempt-limits.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';
import {
  APPEAL_RECEIVED_SUBJECT,
  appealReceivedLines,
  appealReceivedMail,
  resetMail,
  signUpAttemptMail,
  verificationMail,
} from './mails.ts';
import { sessionUserOf } from './session-user.ts';
import { signCustomerToken } from './tokens.ts';

export type IdentityDeps = {
  db: Db;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  publicUrl: string;
  jwtSecret: Uint8Array;
  log: FastifyBaseLogger;
  /** Work after the answer (plugins/after-answer.ts): what only a known email needs, so both answer alike. */
  later: (name: string, task: () => Promise<void>) => void;
};

function checkCaptcha(deps: IdentityDeps, token: string, action: CaptchaAction, ip?: string) {
  return requireCaptcha(deps.captcha, token, action, deps.log, ip);
}

/** Mail failures are logged (never with the link) and do not undo the action: the shopper can resend. */
async function sendMail(deps: IdentityDeps, mail: Mail) {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, subject: mail.subject }, 'mail not sent');
  }
}

async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

const limitKey = (kind: string, id: string | number) => `${kind}:${id}`;

/** Sign-in attempts of one account from one address (an IPv6 one's /64); the prefix names all of that account's. */
const loginPairPrefix = (email: string) => limitKey('login-failures', `${email}|`);
const loginPairKey = (email: string, ip = 'unknown') => `${loginPairPrefix(email)}${addressKey(ip)}`;
const loginAccountKey = (email: string) => limitKey('login-failures-account', email);

async function unlockLogin(db: Db, email: string) {
  await forgetAllStartingWith(db, loginPairPrefix(email));
  await forget(db, loginAccountKey(email));
}

async function sendVerification(deps: IdentityDeps, user: { id: number; email: string; firstname: string }) {
  const token = await issueEmailToken(deps.db, user.id, 'verify');
  const link = `${deps.publicUrl}/verify-link-email?token=${token}`;
  await sendMail(deps, verificationMail(user.email, user.firstname, link));
}

/**
 * Sign-up answers the same for a registered email as for a new one (ADR 0039): the owner is mailed
 * instead ('someone tried to sign up with your address'), so the answer tells nobody which emails
 * have accounts. Both paths hash the password, count the resend countdown and send one mail.
 */
export async function signUp(deps: IdentityDeps, body: SignUpBody, ip?: string): Promise<SignUpAnswer> {
  await checkCaptcha(deps, body.recaptcha, CAPTCHA_ACTIONS.register, ip);
  await consume(deps.db, limitKey('sign-up', body.email), ACCOUNT_LIMITS.signUp);
  const passwordHash = await hashPassword(body.password);
  const user = await insertUnlessTaken(deps.db, body, passwordHash);
  // The first mail starts the 60 s resend countdown (for a registered email too: resend answers alike).
  await hit(deps.db, limitKey('verify-resend', body.email), ACCOUNT_LIMITS.verificationResend);
  if (user) {
    await sendVerification(deps, user);
    return { uuid: user.uuid, email: user.email, email_verified: false };
  }
  const owner = await findUserByEmail(deps.db, body.email);
  // An owner who never verified most likely lost the first link: a new one helps more than a warning.
  if (owner && !owner.emailVerifiedAt && owner.status === 'active') await sendVerification(deps, owner);
  else if (owner) await sendMail(deps, signUpAttemptMail(owner.email, owner.firstname, deps.publicUrl));
  return { uuid: randomUUID(), email: body.email, email_verified: false };
}

/** The new account, or undefined when the email already has one (the unique index decides races). */
async function insertUnlessTaken(db: Db, body: SignUpBody, passwordHash: string) {
  const [user] = await db
    .insert(users)
    .values({
      firstname: body.firstname,
      lastname: body.lastname,
      email: body.email,
      phoneNumber: body.phone_number ?? null,
      passwordHash,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user;
}

/** Same answer whether or not the email has an account waiting for verification. */
export async function resendVerification(deps: IdentityDeps, email: string): Promise<void> {
  await consume(
    deps.db,
    limitKey('verify-resend', email),
    ACCOUNT_LIMITS.verificationResend,
    messages.resendTooSoon,
  );
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailVerifiedAt && user.status === 'active') await sendVerification(deps, user);
}

export async function verifyEmail(deps: IdentityDeps, token: string): Promise<void> {
  const userId = await consumeEmailToken(deps.db, token, 'verify');
  if (userId === null)
    throw new HttpError(422, messages.verifyLinkInvalid, { token: [messages.verifyLinkInvalid] });
  await deps.db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
    .where(eq(users.id, userId));
}

/**
 * Checks in an order that tells nothing to someone without the password: an unknown email and a
 * wrong password get the same answer in the same time; the account's status (banned, suspended,
 * unverified) is told only to whoever proved the password.
 */
export async function login(deps: IdentityDeps, body: LoginBody, ip?: string) {
  await checkCaptcha(deps, body.recaptcha, CAPTCHA_ACTIONS.login, ip);
  // Counted before the password check, so guesses sent at once cannot all be checked; a success
  // clears the counts. Per address, so a lockout from one address leaves the owner's others open.
  await consume(deps.db, loginPairKey(body.email, ip), ACCOUNT_LIMITS.loginFailures);
  await consume(deps.db, loginAccountKey(body.email), ACCOUNT_LIMITS.loginFailuresPerAccount);
  const user = await findUserByEmail(deps.db, body.email);
  const matches = user ? await passwordMatches(user.passwordHash, body.password) : false;
  if (!user) await burnPasswordCheck(body.password);
  if (!user || !matches) throw unauthorized(messages.loginFailed);
  await unlockLogin(deps.db, body.email);
  if (user.status === 'banned') throw new HttpError(403, messages.accountBanned, undefined, 'banned');
  if (user.status === 'suspended')
    throw new HttpError(403, messages.accountSuspended, undefined, 'suspended');
  if (!user.emailVerifiedAt) {
    throw new HttpError(403, messages.emailNotVerified, { email: [messages.emailNotVerified] });
  }
  const token = await signCustomerToken(deps.jwtSecret, user.uuid, user.tokenVersion);
  return { user: await sessionUserOf(deps.db, user), token };
}

/**
 * Same answer, after the same work, whether or not the email exists (spec: nobody can probe for
 * accounts): the account is looked up and the link made and mailed after the answer.
 */
export async function requestPasswordReset(deps: IdentityDeps, email: string): Promise<void> {
  await consume(deps.db, limitKey('reset-request', email), ACCOUNT_LIMITS.resetRequest);
  deps.later('reset-link mail', async () => {
    const user = await findUserByEmail(deps.db, email);
    if (!user) return;
    const token = await issueEmailToken(deps.db, user.id, 'reset');
    const link = `${deps.publicUrl}/reset-password?token=${token}`;
    await sendMail(deps, resetMail(user.email, user.firstname, link));
  });
}

/**
 * The mailed link proves the shopper reads that inbox, so it also verifies the email. Every token
 * issued before stops working (token_version), as after a password change.
 */
export async function resetPassword(deps: IdentityDeps, body: ResetPasswordBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const userId = await deps.db.transaction(async (tx) => {
    const id = await consumeEmailToken(tx as unknown as Db, body.token, 'reset');
    if (id === null) return null;
    await tx
      .update(users)
      .set({
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, id));
    return id;
  });
  if (userId === null)
    throw new HttpError(422, messages.resetLinkInvalid, { token: [messages.resetLinkInvalid] });
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  // The mailed link proves the owner: a lockout by someone guessing ends here.
  if (user) await unlockLogin(deps.db, user.email);
}

export async function changePassword(deps: IdentityDeps, userId: number, body: ChangePasswordBody) {
  const failures = limitKey('change-password-failures', userId);
  // Counted before the check (as sign-in): a success clears it.
  await consume(deps.db, failures, ACCOUNT_LIMITS.changePasswordFailures);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw unauthorized(messages.sessionExpired);
  if (!(await passwordMatches(user.passwordHash, body.current_password))) {
    throw new HttpError(422, messages.currentPasswordIncorrect, {
      current_password: [messages.currentPasswordIncorrect],
    });
  }
  await forget(deps.db, failures);
  if (body.new_password === body.current_password) {
    throw new HttpError(422, messages.newPasswordSameAsCurrent, {
      new_password: [messages.newPasswordSameAsCurrent],
    });
  }
  const passwordHash = await hashPassword(body.new_password);
  // Bumping the version revokes every token issued so far, this device's included: log in again.
  await deps.db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * POST logout: every token of the account stops working, this one included. Bumping the token
 * version costs nothing per request (the viewer already compares it) and needs no table to prune;
 * the price is that logging out on one device logs out the others too (ADR 0039).
 */
export async function logout(deps: Pick<IdentityDeps, 'db'>, userId: number): Promise<void> {
  await deps.db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
}

/**
 * Taken whatever the email, after the same work: the appeal is recorded (with its account, found in
 * the same statement), and the inbox copy and the mail for an account holder come after the answer.
 */
export async function appealAccountBan(deps: IdentityDeps, body: AppealBody, ip?: string): Promise<void> {
  await checkCaptcha(deps, body.recaptcha, CAPTCHA_ACTIONS.appeal, ip);
  await consume(deps.db, limitKey('appeal', body.email), ACCOUNT_LIMITS.appeal);
  const [appeal] = await deps.db
    .insert(accountAppeals)
    .values({
      userId: sql`(select ${users.id} from ${users} where ${users.email} = ${body.email})`,
      email: body.email,
      description: body.description,
      type: body.type,
    })
    .returning({ userId: accountAppeals.userId });
  const userId = appeal?.userId ?? null;
  deps.later('appeal mail', async () => {
    if (userId === null) return;
    const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return;
    await sendInboxMessage(deps.db, user.id, {
      kind: 'appeal',
      subject: APPEAL_RECEIVED_SUBJECT,
      body: appealReceivedLines(user.firstname).join('\n\n'),
    });
    // Only to an address with an account: the shop never mails strangers.
    await sendMail(deps, appealReceivedMail(user.email, user.firstname));
  });
}
