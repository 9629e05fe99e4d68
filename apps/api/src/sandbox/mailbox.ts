import type { MailboxQuery, OutboxMail } from '@oja/contract/identity';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { outboxMails } from '../db/tables/identity.ts';

/** The local outbox, newest first; `to` narrows it to one address. */
export async function readMailbox(db: Db, query: MailboxQuery): Promise<OutboxMail[]> {
  const rows = await db
    .select()
    .from(outboxMails)
    .where(query.to ? eq(outboxMails.to, query.to) : undefined)
    .orderBy(desc(outboxMails.id))
    .limit(query.limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    html: row.html,
    links: row.links,
    created_at: row.createdAt.toISOString(),
  }));
}
