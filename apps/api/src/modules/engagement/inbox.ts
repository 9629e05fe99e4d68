import type { InboxAnswer, InboxMessage, InboxMessageSummary } from '@oja/contract/account';
import { type PageQuery, paginationOf } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { inboxMessages } from '../../db/tables/engagement.ts';
import { notFound } from '../../lib/http-errors.ts';

export type InboxKind = 'order' | 'appeal' | 'newsletter';
export type NewInboxMessage = { kind: InboxKind; subject: string; body: string; link?: string | null };

/** Puts a message in the customer's inbox: the copy of a mail the shop sends (or would send) them. */
export async function sendInboxMessage(db: Executor, userId: number, message: NewInboxMessage) {
  await inboxInsert(db).execute({ userId, ...message, link: message.link ?? null });
}

const inboxInsert = preparedQuery((db) =>
  db
    .insert(inboxMessages)
    .values({
      userId: sql.placeholder('userId'),
      kind: sql.placeholder('kind'),
      subject: sql.placeholder('subject'),
      body: sql.placeholder('body'),
      link: sql.placeholder('link'),
    })
    .prepare('inbox_message_insert'),
);

type Row = typeof inboxMessages.$inferSelect;

const PREVIEW_LENGTH = 140;

/** The start of the text, on one line, cut at a word. */
function previewOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  if (line.length <= PREVIEW_LENGTH) return line;
  const cut = line.slice(0, PREVIEW_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : PREVIEW_LENGTH)}…`;
}

function toSummary(row: Row): InboxMessageSummary {
  return {
    uuid: row.uuid,
    kind: row.kind,
    subject: row.subject,
    preview: previewOf(row.body),
    link: row.link,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET inbox: the caller's messages, newest first, with the unread count. */
export async function listInbox(db: Db, userId: number, query: PageQuery): Promise<InboxAnswer> {
  const mine = eq(inboxMessages.userId, userId);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(inboxMessages)
      .where(mine)
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(inboxMessages).where(mine),
    db
      .select({ n: count() })
      .from(inboxMessages)
      .where(and(mine, isNull(inboxMessages.readAt))),
  ]);
  return {
    data: rows.map(toSummary),
    pagination: paginationOf(query.page, query.perPage, total?.n ?? 0),
    unread_count: unread?.n ?? 0,
  };
}

/** GET inbox/{uuid}: the whole message, marked read by opening it. 404 for anyone else's. */
export async function readInboxMessage(db: Db, userId: number, uuid: string): Promise<InboxMessage> {
  const [row] = await db
    .update(inboxMessages)
    .set({ readAt: sql`coalesce(${inboxMessages.readAt}, now())` })
    .where(and(eq(inboxMessages.uuid, uuid), eq(inboxMessages.userId, userId)))
    .returning();
  if (!row) throw notFound(messages.inboxMessageNotFound);
  const { preview: _preview, ...summary } = toSummary(row);
  return { ...summary, body: row.body };
}
