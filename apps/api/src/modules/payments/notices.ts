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
