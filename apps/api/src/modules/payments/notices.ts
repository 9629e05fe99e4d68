import { formatNaira } from '@oja/contract/money';
import type { Executor, Tx } from '../../db/client.ts';

/**
 * Engagement's notify (a notification row written with the caller's executor), handed to payments
 * through SettlementPorts: payments importing engagement would close a module cycle.
 */
export type Notify = (
  db: Executor,
  userId: number,
  notice: { kind: 'wallet' | 'order'; title: string; body: string; link: string | null },
) => Promise<void>;

/** A card payment into the main wallet was credited (payment settlement, once per payment). */
export async function announceWalletFunded(
  notify: Notify,
  tx: Tx,
  payment: { userId: number | null; amountKobo: number },
) {
  if (payment.userId === null) return;
  await notify(tx, payment.userId, {
    kind: 'wallet',
    title: 'Money added to your wallet',
    body: `${formatNaira(payment.amountKobo)} was added to your main wallet.`,
    link: '/account/wallet/emart-wallet',
  });
}

/**
 * A charge the shop could not keep (its order was released or cancelled, or another attempt had
 * paid it) has been sent back to the card: the shopper is told why the money will reappear.
 */
export async function announceUnwantedChargeRefunded(
  notify: Notify,
  db: Executor,
  input: { userId: number; paymentReference: string; orderReference: string | null; amountKobo: number },
) {
  const about = input.orderReference ? `order ${input.orderReference}` : 'a payment';
  await notify(db, input.userId, {
    kind: 'order',
    title: 'Payment sent back',
    body: `We received ${formatNaira(input.amountKobo)} for ${about} (payment ${input.paymentReference}) when it could no longer be used, so we have sent it back to your card; banks take a few working days to show it.`,
    link: input.orderReference ? `/account/order/${input.orderReference}` : null,
  });
}
