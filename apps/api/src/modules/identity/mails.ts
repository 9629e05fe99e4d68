import type { Mail } from '../../integrations/mail.ts';
import { layout } from '../../lib/mail-layout.ts';

export function verificationMail(to: string, firstname: string, link: string): Mail {
  const lines = [
    `Hello ${firstname},`,
    'Welcome to Oja. Please confirm your email address to finish creating your account.',
    'The link works once and expires in 24 hours. If you did not sign up, ignore this mail.',
  ];
  return {
    to,
    subject: 'Verify your Oja email address',
    text: `${lines.join('\n\n')}\n\nVerify your email: ${link}\n`,
    html: layout('Verify your email address', lines, { href: link, label: 'Verify email' }),
  };
}

export function resetMail(to: string, firstname: string, link: string): Mail {
  const lines = [
    `Hello ${firstname},`,
    'Someone (hopefully you) asked to reset the password of your Oja account.',
    'The link works once and expires in 1 hour. If you did not ask, ignore this mail: your password stays the same.',
  ];
  return {
    to,
    subject: 'Reset your Oja password',
    text: `${lines.join('\n\n')}\n\nReset your password: ${link}\n`,
    html: layout('Reset your password', lines, { href: link, label: 'Reset password' }),
  };
}

/** "Forgot PIN" (ADR 0073): the link opens the PIN settings on the account page with its token. */
export function pinResetMail(to: string, firstname: string, link: string): Mail {
  const lines = [
    `Hello ${firstname},`,
    'Someone signed in to your Oja account (hopefully you) asked to set a new wallet PIN without the old one.',
    'The link works once and expires in 1 hour. If you did not ask, ignore this mail: your PIN stays the same. Then change your password, since someone else may know it.',
  ];
  return {
    to,
    subject: 'Reset your Oja wallet PIN',
    text: `${lines.join('\n\n')}\n\nSet a new PIN: ${link}\n`,
    html: layout('Reset your wallet PIN', lines, { href: link, label: 'Set a new PIN' }),
  };
}

/** To the owner of an email someone tried to sign up with: the sign-up answer itself tells nothing. */
export function signUpAttemptMail(to: string, firstname: string, publicUrl: string): Mail {
  const lines = [
    `Hello ${firstname},`,
    'Someone (hopefully you) tried to create an Oja account with this email address, which already has one.',
    'If it was you, log in with your password, or choose "Forgot password" when logging in to reset it. If it was not you, ignore this mail: nothing has changed.',
  ];
  return {
    to,
    subject: 'You already have an Oja account',
    text: `${lines.join('\n\n')}\n\nLog in: ${publicUrl}/\n`,
    html: layout('You already have an Oja account', lines, { href: `${publicUrl}/`, label: 'Go to Oja' }),
  };
}

/** The lines of the appeal confirmation: the mail and the copy in the customer's inbox. */
export function appealReceivedLines(firstname: string): string[] {
  return [
    `Hello ${firstname},`,
    'We have received your appeal about your Oja account. Our support team will look at it and reply to this email address, usually within two working days.',
    'You do not need to send it again. If you did not send an appeal, you can ignore this mail.',
  ];
}

export const APPEAL_RECEIVED_SUBJECT = 'We received your appeal';

export function appealReceivedMail(to: string, firstname: string): Mail {
  const lines = appealReceivedLines(firstname);
  return {
    to,
    subject: APPEAL_RECEIVED_SUBJECT,
    text: `${lines.join('\n\n')}\n`,
    html: layout('We received your appeal', lines),
  };
}
