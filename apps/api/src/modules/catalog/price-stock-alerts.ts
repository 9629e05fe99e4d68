import { formatNaira } from '@oja/contract/money';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { productAlerts, products } from '../../db/tables/catalog.ts';
import { savedItems } from '../../db/tables/saved.ts';
import { type NewNotification, notifyUnlessToldWithin } from '../engagement/notifications.ts';

/**
 * The alert job (ADR 0074): takes the alerts that price changes and restocks queued
 * (product_alerts, price-stock.ts) and tells each product's savers, at most once per saver, product
 * and kind in SAVED_ALERT_QUIET_SECONDS. It runs after the change's commit, in transactions of its
 * own, so a checkout-then-cancel loop costs its cancels one small row per product and the savers one
 * notice a day, whatever the number of loops.
 */

export const SEND_SAVED_ITEM_ALERTS = 'send-saved-item-alerts';
/** Every minute: a saver hears within a minute or two that a product is back or cheaper. */
export const SEND_SAVED_ITEM_ALERTS_CRON = '* * * * *';
/** A saver hears of a product's price drops, and of its coming back, at most once a day each. */
export const SAVED_ALERT_QUIET_SECONDS = 24 * 3600;

type Alert = typeof productAlerts.$inferSelect;
type ProductNow = { name: string; slug: string; priceKobo: number; quantity: number };

/**
 * The notice as things stand when the job runs, or null when the news is gone: sold out again
 * before anyone was told, or the price back at or above what it was.
 */
function noticeFor(alert: Alert, product: ProductNow): NewNotification | null {
  const link = `/product/${product.slug}`;
  if (alert.kind === 'back_in_stock') {
    if (product.quantity <= 0) return null;
    return {
      kind: 'back_in_stock',
      title: `Back in stock: ${product.name}`,
      body: `${product.name} is available again. Order it before it sells out.`,
      link,
    };
  }
  const was = alert.previousPriceKobo;
  if (was === null || product.priceKobo >= was) return null;
  return {
    kind: 'price_drop',
    title: `Price drop: ${product.name}`,
    body: `${product.name} is now ${formatNaira(product.priceKobo)} (was ${formatNaira(was)}).`,
    link,
  };
}

/** The customers who keep the product in their saved items, in id order. */
async function saversOf(tx: Tx, productId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: savedItems.userId })
    .from(savedItems)
    .where(eq(savedItems.productId, productId))
    .orderBy(asc(savedItems.userId));
  return rows.map((row) => row.userId);
}

/**
 * One alert, taken and told in one transaction: a crash leaves it queued. `skip locked` lets several
 * processes share the queue, and the row lock is what keeps two of them from telling the same
 * savers at once. Answers null when no alert is waiting, else the notices written.
 */
async function sendOneAlert(db: Db, productId?: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [alert] = await tx
      .select()
      .from(productAlerts)
      .where(productId === undefined ? undefined : eq(productAlerts.productId, productId))
      .orderBy(asc(productAlerts.queuedAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!alert) return null;
    await tx
      .delete(productAlerts)
      .where(and(eq(productAlerts.productId, alert.productId), eq(productAlerts.kind, alert.kind)));
    const [product] = await tx
      .select({
        name: products.name,
        slug: products.slug,
        priceKobo: products.sellingPriceKobo,
        quantity: products.quantity,
      })
      .from(products)
      .where(eq(products.id, alert.productId));
    const notice = product && noticeFor(alert, product);
    if (!notice) return 0;
    return notifyUnlessToldWithin(tx, await saversOf(tx, alert.productId), notice, SAVED_ALERT_QUIET_SECONDS);
  });
}

/**
 * Sends every waiting alert (or only `productId`'s: the operators' command, right after its change);
 * answers how many notices were written.
 */
export async function sendSavedItemAlerts(db: Db, opts: { productId?: number } = {}): Promise<number> {
  let written = 0;
  for (;;) {
    const sent = await sendOneAlert(db, opts.productId);
    if (sent === null) return written;
    written += sent;
  }
}

/** The minute's pg-boss schedule and its worker (whichever API process is listening runs it). */
export async function startSavedItemAlerts(app: FastifyInstance) {
  const { db } = app.database;
  await app.jobs.work(SEND_SAVED_ITEM_ALERTS, async () => {
    const written = await sendSavedItemAlerts(db);
    if (written > 0) app.log.info({ written }, 'saved-item alerts sent');
  });
  await app.jobs.schedule(SEND_SAVED_ITEM_ALERTS, SEND_SAVED_ITEM_ALERTS_CRON);
}
