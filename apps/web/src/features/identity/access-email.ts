import { createStore } from '../../lib/create-store';

/**
 * The email typed in one access panel, offered in the next (login -> support appeal, sign-up ->
 * verify screen, forgot password -> check-your-email), so the shopper does not type it twice.
 */
export const accessEmailStore = createStore('');

export const REMEMBERED_EMAIL_KEY = 'oja.rememberedEmail';

/** The mail service's inbox for the open-mail-app button; other addresses open the device's mail app. */
export function mailAppUrl(email: string): string {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  if (domain === 'gmail.com' || domain === 'googlemail.com') return 'https://mail.google.com/mail/u/0/#inbox';
  if (domain.startsWith('yahoo.') || domain === 'ymail.com') return 'https://mail.yahoo.com/';
  if (/^(outlook|hotmail|live|msn)\./.test(domain)) return 'https://outlook.live.com/mail/';
  if (domain === 'icloud.com' || domain === 'me.com') return 'https://www.icloud.com/mail';
  return 'mailto:';
}
