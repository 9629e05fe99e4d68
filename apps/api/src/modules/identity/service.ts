import { randomUUID } from 'node:crypto';
import { CAPTCHA_ACTIONS, type CaptchaAction } from '@oja/contract/constants';
import type { SignUpAnswer } from '@oja/contract/identity';
import { messages } from '@oja/contract/messages';
import type { AppealBody, ChangePasswordBody, ResetPasswordBody, SignUpBody } from '@oja/contract/rules';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { accountAppeals, users } from '../../db/tables/identity.ts';
import type { Mail, Mailer } from '../../integrations/mail.ts';
import { type CaptchaVerifier, requireCaptcha } from '../../integrations/recaptcha.ts';
import { consume, forget, hit } from '../../lib/attempt-counters.ts';
import { HttpError, unauthorized } from '../../lib/http-errors.ts';
import { hashPassword, passwordMatches } from '../../lib/passwords.ts';
import { forgetAddressesSetBeforeVerification } from '../account/address-book.ts';
import { sendInboxMessage } from '../engagement/inbox.ts';
import { forgetPinSetBeforeVerification } from '../wallet/pin.ts';
import type { PinSecrets } from '../wallet/pin-hash.ts';
import { ACCOUNT_LIMITS, MAIL_CAPS } from './attempt-limits.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';
import {
  APPEAL_RECEIVED_SUBJECT,
  appealReceivedLines,
  appealReceivedMail,
  resetMail,
  signUpAttemptMail,
  verificationMail,
} from './mails.ts';
import { unlockLogin } from './sign-in-limits.ts';

export type IdentityDeps = {
  db: Db;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  publicUrl: string;
  jwtSecret: Uint8Array;
  /** For "Forgot PIN" (pin-reset.ts): the new PIN is hashed as the wallet hashes every PIN. */
  pinSecrets: PinSecrets;
  log: FastifyBaseLogger;
  /** Work after the answer (plugins/after-answer.ts): what only a known email needs, so both answer alike. */
  later: (name: string, task: () => Promise<void>) => void;
};

function checkCaptcha(deps: IdentityDeps, token: string, action: CaptchaAction, ip?: string) {
  return requireCaptcha(deps.captcha, token, action, deps.log, ip);
}

/** Mail failures are logged (never with the link) and do not undo the action: the shopper can resend. */
export async function sendMail(deps: IdentityDeps, mail: Mail) {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.log.error({ err: error, subject: mail.subject }, 'mail not sent');
  }
}

export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export const limitKey = (kind: string, id: string | number) => `${kind}:${id}`;

type Addressee = { id: number; email: string; firstname: string };

const verificationLink = (deps: IdentityDeps, token: string) =>
  `${deps.publicUrl}/verify-link-email?token=${token}`;

async function sendVerification(deps: IdentityDeps, user: Addressee) {
  const token = await issueEmailToken(deps.db, user.id, 'verify');
  await sendMail(deps, verificationMail(user.email, user.firstname, verificationLink(deps, token)));
}

/**
 * Sign-up answers the same for a registered email as for a new one (ADR 0039): the owner is mailed
 * instead ('someone tried to sign up with your address'), so the answer tells nobody which emails
 * have accounts. Both paths hash the password, count the resend countdown and send one mail.
 *
 * An address nobody verified yet belongs to the latest sign-up (ADR 0073): its password and names
 * replace the earlier ones and only the new link verifies, so signing up someone's address first
 * gives the account to no one but the mailbox's owner when they sign up themselves.
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
  const claimed = await claimUnverified(deps.db, body, passwordHash);
  if (claimed) {
    await sendMail(
      deps,
      verificationMail(claimed.user.email, claimed.user.firstname, verificationLink(deps, claimed.token)),
    );
  } else {
    const owner = await findUserByEmail(deps.db, body.email);
    if (owner) await sendMail(deps, signUpAttemptMail(owner.email, owner.firstname, deps.publicUrl));
  }
  // Not the account's uuid: two sign-ups of one address must not answer alike only when it has one.
  return { uuid: randomUUID(), email: body.email, email_verified: false };
}

/**
 * The account of an email nobody verified, handed to this sign-up: new password and names, and a new
 * verify link that retires the earlier ones, in one transaction that holds the account's row (the
 * order verifying takes its locks in, email-tokens.ts). Undefined when the email is verified, blocked,
 * or has no account.
 */
async function claimUnverified(db: Db, body: SignUpBody, passwordHash: string) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({
        firstname: body.firstname,
        lastname: body.lastname,
        phoneNumber: body.phone_number ?? null,
        passwordHash,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(and(eq(users.email, body.email), isNull(users.emailVerifiedAt), eq(users.status, 'active')))
      .returning({ id: users.id, email: users.email, firstname: users.firstname });
    if (!user) return undefined;
    return { user, token: await issueEmailToken(tx, user.id, 'verify') };
  });
}

/**
 * A PIN and addresses set before the email was verified are not the mailbox owner's (ADR 0073): the
 * wallet and the address book drop them, at the first verification and at every password reset.
 */
async function forgetSetupBeforeVerification(tx: Tx, userId: number) {
  await forgetPinSetBeforeVerification(tx, userId);
  await forgetAddressesSetBeforeVerification(tx, userId);
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
  const verified = await deps.db.transaction(async (tx) => {
    const userId = await consumeEmailToken(tx, token, 'verify');
    if (userId === null) return false;
    await forgetSetupBeforeVerification(tx, userId);
    await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId));
    return true;
  });
  if (!verified)
    throw new HttpError(422, messages.verifyLinkInvalid, { token: [messages.verifyLinkInvalid] });
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
 * The mailed link proves the shopper reads that inbox, so it also verifies the email, and drops a PIN
 * and addresses set before it was verified. Every token issued before stops working
 * (token_version), as after a password change.
 */
export async function resetPassword(deps: IdentityDeps, body: ResetPasswordBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  const userId = await deps.db.transaction(async (tx) => {
    const id = await consumeEmailToken(tx, body.token, 'reset');
    if (id === null) return null;
    await forgetSetupBeforeVerification(tx, id);
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
  // The mailed link proves the owner: a pause by someone guessing ends here, by email and by phone.
  const [user] = await deps.db
    .select({ email: users.email, phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  if (user) await unlockLogin(deps.db, [user.email, user.phone]);
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
    // Past the per-recipient cap the appeal stays recorded for support; only the confirmation is not sent.
    if (
      (await hit(deps.db, limitKey('mail-cap:appeal', user.email), MAIL_CAPS.appeal)) > MAIL_CAPS.appeal.max
    )
      return;
    await sendInboxMessage(deps.db, user.id, {
      kind: 'appeal',
      subject: APPEAL_RECEIVED_SUBJECT,
      body: appealReceivedLines(user.firstname).join('\n\n'),
    });
    // Only to an address with an account: the shop never mails strangers.
    await sendMail(deps, appealReceivedMail(user.email, user.firstname));
  });
}
