import { messages } from '@oja/contract/messages';
import { koboToNaira } from '@oja/contract/money';
import type { CancelPreview } from '@oja/contract/orders';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { orders } from '../../db/tables/orders.ts';
import { notFound } from '../../lib/http-errors.ts';
import { walletsSideOfCancel } from '../wallet/reversals.ts';
import { cancelRefundKobo, paidCardPayment } from './undo.ts';

/**
 * GET orders/{reference}/cancel-preview: what a cancel now would give back, read without changing
 * anything, by the cancel's own rules (cancelRefundKobo, and the wallets' take-back rule behind
 * walletsSideOfCancel). A wallet move between this read and the cancel (savings moved out meanwhile)
 * changes the cancel's figure, which its answer and notice then give.
 */
export async function cancelPreview(db: Executor, userId: number, reference: string): Promise<CancelPreview> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.reference, reference), eq(orders.userId, userId)));
  if (!order) throw notFound(messages.orderNotFound);
  const wallets = await walletsSideOfCancel(db, userId, reference);
  const none = { paid: false, method: null, refund_amount: 0, savings_kept: 0 };
  if (!order.paidAt || order.totalKobo <= 0) return { ...none, coins_returned: wallets.coinsSpent };
  const paidKobo =
    order.paymentMode === 'wallet' ? order.totalKobo : ((await paidCardPayment(db, order))?.amountKobo ?? 0);
  const refund = cancelRefundKobo(paidKobo, wallets.savingsCreditedKobo, wallets.savingsToTakeBackKobo);
  return {
    paid: true,
    method: order.paymentMode === 'wallet' ? 'wallet' : 'card',
    refund_amount: koboToNaira(refund.amountKobo),
    savings_kept: koboToNaira(refund.savingsKeptKobo),
    coins_returned: wallets.coinsSpent,
  };
}
