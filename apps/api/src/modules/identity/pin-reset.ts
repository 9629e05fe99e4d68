import { messages } from '@oja/contract/messages';
import type { PinResetWithLinkBody } from '@oja/contract/wallet';
import { eq } from 'drizzle-orm';
import { users } from '../../db/tables/identity.ts';
import { consume } from '../../lib/attempt-counters.ts';
import { HttpError, unauthorized } from '../../lib/http-errors.ts';
import { setPinFromMailedLink } from '../wallet/pin.ts';
import { ACCOUNT_LIMITS } from './attempt-limits.ts';
import { consumeEmailToken, issueEmailToken } from './email-tokens.ts';
import { pinResetMail } from './mails.ts';
import { type IdentityDeps, limitKey, sendMail } from './service.ts';

/**
 * "Forgot PIN" (issues 53 and 54, ADR 0073). The PIN is the wallet's (it alone writes it); proving
 * that whoever asks reads the account's inbox is identity's, with the same mailed single-use links
 * and limits as a password reset. Both calls need the session as well as the link: someone holding
 * only a stolen session cannot use it, and someone holding only the inbox could reset the password
 * anyway.
 */

/** The account page with the PIN settings open, carrying the link's token (the web app's modal reads it). */
const pinLink = (deps: IdentityDeps, token: string) =>
  `${deps.publicUrl}/account?modal=pin-settings&pin_reset_token=${token}`;

/** POST wallet/pin/request-reset-link: a link to the signed-in customer's own email. */
export async function requestPinResetLink(deps: IdentityDeps, userId: number): Promise<void> {
  await consume(deps.db, limitKey('pin-reset-request', userId), ACCOUNT_LIMITS.resetRequest);
  const [user] = await deps.db
    .select({ email: users.email, firstname: users.firstname })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthorized(messages.sessionExpired);
  const token = await issueEmailToken(deps.db, userId, 'pin_reset');
  await sendMail(deps, pinResetMail(user.email, user.firstname, pinLink(deps, token)));
}

/**
 * POST wallet/pin/reset-with-link: the newest link of this customer, unused and under an hour old,
 * sets the new PIN in the transaction that spends it. Anyone else's link is refused like a made-up one.
 */
export async function resetPinWithLink(
  deps: IdentityDeps,
  userId: number,
  body: PinResetWithLinkBody,
): Promise<void> {
  const done = await deps.db.transaction(async (tx) => {
    if ((await consumeEmailToken(tx, body.token, 'pin_reset', userId)) === null) return false;
    await setPinFromMailedLink(tx, deps.pinSecrets, userId, body.new_pin);
    return true;
  });
  if (!done) throw new HttpError(422, messages.pinLinkInvalid, { token: [messages.pinLinkInvalid] });
}
