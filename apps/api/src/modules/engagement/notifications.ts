import type { Notification, NotificationsAnswer, NotificationsQuery } from '@oja/contract/account';
import { paginationOf } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { inboxMessages, notifications } from '../../db/tables/engagement.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { NewInboxMessage } from './inbox.ts';

/**
 * What a notice is about; the web picks its icon and label by it. `price_drop` and `back_in_stock`
 * tell the customers who saved a product (catalog/price-stock.ts).
 */
export type NotificationKind = 'order' | 'wallet' | 'price_drop' | 'back_in_stock';
export type NewNotification = { kind: NotificationKind; title: string; body: string; link?: string | null };

/**
 * Writes a notice for the customer. Call it in the transaction of the event it tells about, so the
 * notice exists exactly when the event does (an order move, a wallet movement).
 */
export async function notify(db: Executor, userId: number, notice: NewNotification) {
  await notifyAll(db, [userId], notice);
}

/**
 * A notice and its copy in the inbox (the mail the shop sends about the same event), written in one
 * statement in the event's transaction.
 */
export async function notifyWithInboxCopy(
  db: Executor,
  userId: number,
  notice: NewNotification,
  message: NewInboxMessage,
) {
  await db.execute(sql`
    with notice as (
      insert into ${notifications} (user_id, kind, title, body, link)
      values (${userId}, ${notice.kind}, ${notice.title}, ${notice.body}, ${notice.link ?? null}))
    insert into ${inboxMessages} (user_id, kind, subject, body, link)
    values (${userId}, ${message.kind}, ${message.subject}, ${message.body}, ${message.link ?? null})`);
}

// Rows per insert: 5 parameters each stays far below PostgreSQL's 65,535 per statement.
const ROWS_PER_INSERT = 1000;

/** The same notice for many customers (the savers of a product), in the event's transaction. */
export async function notifyAll(db: Executor, userIds: readonly number[], notice: NewNotification) {
  for (let start = 0; start < userIds.length; start += ROWS_PER_INSERT) {
    await db
      .insert(notifications)
      .values(
        userIds
          .slice(start, start + ROWS_PER_INSERT)
          .map((userId) => ({ userId, ...notice, link: notice.link ?? null })),
      );
  }
  return userIds.length;
}

/**
 * The same notice for many customers, except those who already have one of its kind and link from
 * the last `quietSeconds`: the savers of a product (ADR 0074), so that a product coming and going
 * cannot fill an inbox. Run it where no other writer sends the same kind and link at the same moment
 * (the alert job holds its alert row). Answers how many it wrote.
 */
export async function notifyUnlessToldWithin(
  db: Executor,
  userIds: readonly number[],
  notice: NewNotification,
  quietSeconds: number,
): Promise<number> {
  const link = notice.link ?? null;
  let written = 0;
  for (let start = 0; start < userIds.length; start += ROWS_PER_INSERT) {
    const ids = sql.join(
      userIds.slice(start, start + ROWS_PER_INSERT).map((id) => sql`(${id}::int)`),
      sql`, `,
    );
    // notifications_user_id_created_at_idx finds each customer's notices of the quiet time.
    const { rows } = await db.execute(sql`
      insert into ${notifications} (user_id, kind, title, body, link)
      select u.id, ${notice.kind}, ${notice.title}, ${notice.body}, ${link}::text
      from (values ${ids}) as u(id)
      where not exists (
        select 1 from ${notifications} n
        where n.user_id = u.id and n.created_at > now() - make_interval(secs => ${quietSeconds})
          and n.kind = ${notice.kind} and n.link is not distinct from ${link}::text)
      returning 1`);
    written += rows.length;
  }
  return written;
}

type NotificationRow = typeof notifications.$inferSelect;

function toNotification(row: NotificationRow): Notification {
  return {
    uuid: row.uuid,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const unreadOf = (userId: number) => and(eq(notifications.userId, userId), isNull(notifications.readAt));

/** GET notifications: the caller's own, newest first, with the unread count for the badge. */
export async function listNotifications(
  db: Db,
  userId: number,
  query: NotificationsQuery,
): Promise<NotificationsAnswer> {
  const where = query.unread ? unreadOf(userId) : eq(notifications.userId, userId);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(notifications).where(where),
    db.select({ n: count() }).from(notifications).where(unreadOf(userId)),
  ]);
  return {
    data: rows.map(toNotification),
    pagination: paginationOf(query.page, query.perPage, total?.n ?? 0),
    unread_count: unread?.n ?? 0,
  };
}

/** POST notifications/{uuid}/read: once read it keeps its first read time. 404 for anyone else's. */
export async function markNotificationRead(db: Db, userId: number, uuid: string): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.uuid, uuid), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound(messages.notificationNotFound);
  return toNotification(row);
}

/** POST notifications/read-all: how many were unread. */
export async function markAllNotificationsRead(db: Db, userId: number) {
  const marked = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(unreadOf(userId))
    .returning({ id: notifications.id });
  return { marked: marked.length };
}

/** The badges of the header and the side menu: unread notifications and inbox messages. */
export async function unreadCounts(db: Db, userId: number) {
  const [[notices], [inbox]] = await Promise.all([
    db.select({ n: count() }).from(notifications).where(unreadOf(userId)),
    db
      .select({ n: count() })
      .from(inboxMessages)
      .where(and(eq(inboxMessages.userId, userId), isNull(inboxMessages.readAt))),
  ]);
  return { notifications: notices?.n ?? 0, inbox: inbox?.n ?? 0 };
}
