import { z } from 'zod';
import { address } from './account.ts';
import { entityUuid } from './ids.ts';
import { email } from './rules.ts';

/**
 * Identity answers. Request bodies (sign-up, login, password, appeal) are field rules and live
 * in rules.ts so the forms share them. A fresh token travels in the envelope's `extra.token`.
 */

/** POST generate-jwt: a guest's JWT and the passphrase sent beside it on guest requests. */
export const generateJwtAnswer = z.object({ token: z.string(), passphrase: z.string() });
export type GenerateJwtAnswer = z.infer<typeof generateJwtAnswer>;

/** POST customer: the account exists but the email still needs verifying. */
export const signUpAnswer = z.object({
  uuid: entityUuid,
  email: z.string(),
  email_verified: z.boolean(),
});
export type SignUpAnswer = z.infer<typeof signUpAnswer>;

export const sessionUser = z.object({
  id: z.number().int(),
  uuid: entityUuid,
  firstname: z.string(),
  lastname: z.string(),
  fullname: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  spend_and_save: z.boolean(),
  /** In percent (5 means 5%). */
  spend_and_save_percentage: z.number().min(0).max(100),
  email_verified: z.boolean(),
  addresses: z.array(address),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** POST login: the user in `data`, the token in `extra.token`; banned/suspended answer with null data. */
export const loginAnswer = sessionUser;
export type LoginAnswer = z.infer<typeof loginAnswer>;

export const verifyEmailBody = z.object({ token: z.string().trim().min(1).max(2000) });
export type VerifyEmailBody = z.infer<typeof verifyEmailBody>;

/** The verify-email screen's resend (60 s countdown). */
export const resendVerificationBody = z.object({ email });
export type ResendVerificationBody = z.infer<typeof resendVerificationBody>;

/** For calls whose answer is only the envelope's message (logout, reset link, appeal...). */
export const messageOnly = z.null();
export type MessageOnly = z.infer<typeof messageOnly>;

/** A mail in the local outbox (no SMTP_URL): GET /api/v1/dev/mailbox, newest first. Off in production. */
export const outboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** Every http(s) link found in the mail, in order (the verify or reset link first). */
  links: z.array(z.string()),
  created_at: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const mailboxQuery = z.object({
  to: z.string().trim().toLowerCase().max(255).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type MailboxQuery = z.infer<typeof mailboxQuery>;
