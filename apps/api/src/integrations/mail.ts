import nodemailer from 'nodemailer';
import type { Db } from '../db/client.ts';
import { outboxMails } from '../db/tables/identity.ts';

export type Mail = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const MAIL_FROM = 'Oja <no-reply@oja.ng>';

/** Every http(s) link in a mail's text, in order and without repeats (the mailbox shows them). */
function linksIn(text: string): string[] {
  const found = text.match(/https?:\/\/[^\s"'<>]+/g) ?? [];
  return [...new Set(found)];
}

/** SMTP through nodemailer: SMTP_URL such as smtps://user:pass@smtp.example.com:465. */
function createSmtpMailer(smtpUrl: string, from = MAIL_FROM): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * The local outbox: the mail is stored in the database, where /dev/mailbox shows it. In the
 * database rather than memory so any API instance (and the e2e tests) can read what another sent.
 */
function createOutboxMailer(db: Db): Mailer {
  return {
    async send(mail) {
      await db.insert(outboxMails).values({ ...mail, to: mail.to.toLowerCase(), links: linksIn(mail.text) });
    },
  };
}

export function mailerFor(config: { smtpUrl?: string; env: string }, db: Db): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl);
  if (config.env === 'production') throw new Error('SMTP_URL is required in production');
  return createOutboxMailer(db);
}
