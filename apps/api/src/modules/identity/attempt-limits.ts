import type { Limit } from '../../lib/attempt-counters.ts';

/**
 * Per-account limits (the per-IP ones are @fastify/rate-limit on each route). Keys name the email
 * whether or not an account exists, so a limit never tells an attacker which emails are registered.
 */
export const ACCOUNT_LIMITS = {
  /**
   * Sign-in attempts per account and address, counted before the password is checked and cleared by
   * a success: guessing from one address stops after 10, while the owner elsewhere still gets in.
   */
  loginFailures: { max: 10, windowSeconds: 15 * 60 },
  /** Looser, per account from every address: slows guessing spread over many addresses (ADR 0039). */
  loginFailuresPerAccount: { max: 50, windowSeconds: 15 * 60 },
  signUp: { max: 5, windowSeconds: 60 * 60 },
  resetRequest: { max: 5, windowSeconds: 60 * 60 },
  /** The verify-email resend countdown of spec section 9: one link a minute. */
  verificationResend: { max: 1, windowSeconds: 60 },
  appeal: { max: 3, windowSeconds: 60 * 60 },
  changePasswordFailures: { max: 5, windowSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

/**
 * Mails per recipient address, whoever asks and from wherever (issue 53, ADR 0073): a caller rotating
 * IPs and waiting out the hourly limits above still cannot fill someone's inbox. Past the cap the
 * request is answered and recorded as usual and the mail is silently not sent, so the cap tells no
 * one anything either. Counted only when a mail would go out.
 */
export const MAIL_CAPS = {
  /** The appeal confirmation (mail and inbox copy): three a day is plenty for someone who appealed. */
  appeal: { max: 3, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, Limit>;
