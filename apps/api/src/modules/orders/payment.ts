import { messages } from '@oja/contract/messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Db, type Tx, transactionWithRetry } from '../../db/client.ts';
import { users } from '../../db/tables/identity.ts';
import { orders } from '../../db/tables/orders.ts';
import { payments } from '../../db/tables/payments.ts';
import { conflict, notFound } from '../../lib/http-errors.ts';
import { sendInboxMessage } from '../engagement/inbox.ts';
import { notify } from '../engagement/notifications.ts';
import { initializePayment } from '../payments/payment-page.ts';
import {
  type OrderSettler,
  type PaymentDeps,
  type PaymentRow,
  paymentReference,
  type SettlementPorts,
} from '../payments/service.ts';
import { lockCustomerWallets } from '../wallet/accounts.ts';
import { checkPin } from '../wallet/pin.ts';
import type { PinSecrets } from '../wallet/pin-hash.ts';
import { creditSpendAndSave, payOrderFromWallet, recordCardSale } from '../wallet/postings.ts';
import { markOrderPaid } from './paid.ts';
import { ownOrder } from './read.ts';
import { lockOrder } from './undo.ts';

/**
 * Paying for an order: the order side of a card payment's settlement, a new card payment page, the
 * payment a /order-complete reference names, and paying from the wallet instead. The gateway side
 * (pages, verify, webhooks, refunds of money the shop cannot keep) is payments/service.ts.
 */

const latestPayment = (db: Db | Tx, groupReferenceId: string) =>
  db
    .select()
    .from(payments)
    .where(eq(payments.orderGroup, groupReferenceId))
    .orderBy(desc(payments.id))
    .limit(1)
    .then((rows) => rows[0] ?? null);

/**
 * The card payment page of an unpaid order: the pending attempt's page when it has one, otherwise a
 * new attempt (`-P2`, `-P3` after a decline, an abandoned page or a gateway failure).
 */
export async function cardPaymentPage(
  deps: PaymentDeps,
  userId: number,
  orderReference: string,
  callbackUrl: string,
) {
  const order = await ownOrder(deps.db, userId, orderReference);
  if (order.paidAt) throw conflict(messages.orderAlreadyPaid);
  if (order.status === 'cancelled') throw conflict(messages.orderExpired);
  const [user] = await deps.db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const last = await latestPayment(deps.db, order.groupReferenceId);
  if (last?.status === 'pending' && last.authorizationUrl && last.accessCode) {
    return { order, payment: last, authorizationUrl: last.authorizationUrl, accessCode: last.accessCode };
  }
  let payment: PaymentRow | undefined =
    last?.status === 'pending' && !last.authorizationUrl ? last : undefined;
  if (!payment) {
    const attempts = await deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(payments)
      .where(eq(payments.orderGroup, order.groupReferenceId));
    const reference = paymentReference(order.reference, (attempts[0]?.n ?? 0) + 1);
    [payment] = await deps.db
      .insert(payments)
      .values({
        reference,
        purpose: 'order',
        orderGroup: order.groupReferenceId,
        userId,
        amountKobo: order.totalKobo,
        gateway: order.paymentGateway ?? 'paystack',
      })
      .onConflictDoNothing({ target: payments.reference })
      .returning();
    // Two taps of "pay again" at once count the same attempts: the second shares the first's page.
    if (!payment) [payment] = await deps.db.select().from(payments).where(eq(payments.reference, reference));
  }
  const page = await initializePayment(deps, payment!, user!.email, callbackUrl);
  // The page names its attempt: the next one when this one's page was lost (payments/service.ts).
  return { order, ...page };
}

/**
 * The order side of settling a successful card payment (OrderSettler), in the settlement's
 * transaction: the payment row is locked already, then the order row (the lock order of ADR 0027).
 * An order that can no longer take the money answers why (released, cancelled, or paid by another
 * attempt) and payments sends the money back.
 */
export const settleOrderPayment: OrderSettler = async (tx, payment) => {
  if (!payment.orderGroup) return 'refused';
  const [order] = await tx
    .select()
    .from(orders)
    .where(eq(orders.groupReferenceId, payment.orderGroup))
    .for('update');
  if (!order) return 'refused';
  if (order.paidAt && order.status !== 'cancelled') return { refund: 'duplicate' };
  if (order.status === 'cancelled')
    return { refund: order.cancelReason === 'unpaid' ? 'released' : 'cancelled' };
  await markOrderPaid(tx, order.id, 'Payment received');
  await recordCardSale(tx, { orderReference: order.reference, amountKobo: payment.amountKobo });
  if (order.spendAndSaveKobo > 0) {
    await creditSpendAndSave(tx, {
      userId: order.userId,
      orderReference: order.reference,
      amountKobo: order.spendAndSaveKobo,
    });
  }
  return 'paid';
};

/** What payments' settlement needs, for the settling orders does itself (app.ts wires the same). */
export const settlementPorts: SettlementPorts = { settleOrderPayment, notify, inbox: sendInboxMessage };

/** The payment named by a /order-complete reference: a payment reference, or an order reference. */
export async function findOrderForReference(db: Db, userId: number, reference: string) {
  const [byPayment] = await db
    .select({ order: orders, payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.groupReferenceId, payments.orderGroup))
    .where(and(eq(payments.reference, reference), eq(orders.userId, userId)))
    .limit(1);
  if (byPayment) return byPayment;
  const order = await ownOrder(db, userId, reference);
  return { order, payment: await latestPayment(db, order.groupReferenceId) };
}

/**
 * Pays an unpaid order from the main wallet (after a declined card, or instead of the card page):
 * the card transaction charge falls away, the debit and the order's change are one transaction, and
 * a card payment that still arrives later is refunded as money the shop cannot keep.
 */
export async function payOrderByWallet(
  deps: PaymentDeps & { pinSecrets: PinSecrets },
  userId: number,
  reference: string,
  pin: string,
) {
  await checkPin(deps.db, deps.pinSecrets, userId, pin);
  const found = await ownOrder(deps.db, userId, reference);
  return transactionWithRetry(deps.db, async (tx) => {
    const order = await lockOrder(tx, found.id);
    if (!order) throw notFound(messages.orderNotFound);
    if (order.paidAt) throw conflict(messages.orderAlreadyPaid);
    if (order.status === 'cancelled') throw conflict(messages.orderExpired);
    const totalKobo = order.totalKobo - order.transactionChargeKobo;
    await lockCustomerWallets(tx, userId);
    await payOrderFromWallet(tx, { userId, orderReference: order.reference, amountKobo: totalKobo });
    await tx
      .update(orders)
      .set({ paymentMode: 'wallet', paymentGateway: null, transactionChargeKobo: 0, totalKobo })
      .where(eq(orders.id, order.id));
    await tx
      .update(payments)
      .set({ status: 'abandoned', gatewayResponse: 'Paid from the wallet instead', updatedAt: new Date() })
      .where(and(eq(payments.orderGroup, order.groupReferenceId), eq(payments.status, 'pending')));
    await markOrderPaid(tx, order.id, 'Paid from the wallet');
    if (order.spendAndSaveKobo > 0) {
      await creditSpendAndSave(tx, {
        userId,
        orderReference: order.reference,
        amountKobo: order.spendAndSaveKobo,
      });
    }
    const [paid] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return paid!;
  });
}
