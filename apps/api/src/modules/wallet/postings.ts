import type { Tx } from '../../db/client.ts';
import { type CustomerWallets, ensureWallets, type SystemWalletCode, systemWallet } from './accounts.ts';
import { LedgerError, type LedgerKind, type PostResult, postLedgerTransaction } from './ledger.ts';

/**
 * The movements the rest of the shop posts, each one balanced ledger transaction with a reference
 * that makes a retry a no-op. Every function takes the caller's transaction: call it in the same
 * transaction as the order or payment change it belongs to, and let a NotEnoughMoney (409) propagate
 * so that transaction rolls back.
 */

/**
 * `wallets`: the customer's wallets when the caller has them at hand (lockCustomerWallets), so they
 * are not read again; only their ids are used, the balances are read under the posting's lock.
 */
export type OrderPosting = {
  userId: number;
  orderReference: string;
  amountKobo: number;
  wallets?: CustomerWallets;
};
export type OrderCoins = { userId: number; orderReference: string; coins: number; wallets?: CustomerWallets };

function positive(amount: number, what: string) {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new LedgerError(`${what} must be positive, got ${amount}`);
}

/** Customer account `from` -> shop account, or the reverse, for one order. */
async function orderMove(
  tx: Tx,
  input: { userId: number; orderReference: string; amount: number; wallets?: CustomerWallets },
  move: {
    suffix: string;
    kind: LedgerKind;
    description: string;
    customer: 'main' | 'spend_and_save' | 'smart_coin';
    shop: SystemWalletCode;
    /** +1: the customer receives; -1: the customer pays. */
    toCustomer: 1 | -1;
  },
): Promise<PostResult> {
  positive(input.amount, move.kind);
  const mine = (input.wallets ?? (await ensureWallets(tx, input.userId)))[move.customer];
  const shop = await systemWallet(tx, move.shop);
  const amount = input.amount * move.toCustomer;
  return postLedgerTransaction(tx, {
    reference: `order:${input.orderReference}:${move.suffix}`,
    kind: move.kind,
    description: move.description,
    legs: [
      { walletId: mine.id, amountKobo: amount },
      { walletId: shop.id, amountKobo: -amount },
    ],
  });
}

/** Pays an order from the main wallet: main -> shop_sales. 409 (nothing written) when short. */
export function payOrderFromWallet(tx: Tx, input: OrderPosting): Promise<PostResult> {
  return orderMove(
    tx,
    { ...input, amount: input.amountKobo },
    {
      suffix: 'wallet',
      kind: 'order_payment',
      description: `Payment for order ${input.orderReference}`,
      customer: 'main',
      shop: 'shop_sales',
      toCustomer: -1,
    },
  );
}

/** The Spend and Save charge of a paid order, saved for the customer: shop_sales -> spend_and_save. */
export function creditSpendAndSave(tx: Tx, input: OrderPosting): Promise<PostResult> {
  return orderMove(
    tx,
    { ...input, amount: input.amountKobo },
    {
      suffix: 'spend-and-save',
      kind: 'spend_and_save',
      description: `Saved from order ${input.orderReference}`,
      customer: 'spend_and_save',
      shop: 'shop_sales',
      toCustomer: 1,
    },
  );
}

/** Coins spent as an order's discount: smart_coin -> smart_coin_issuance. 409 when short. */
export function redeemSmartCoins(tx: Tx, input: OrderCoins): Promise<PostResult> {
  return orderMove(
    tx,
    { ...input, amount: input.coins },
    {
      suffix: 'smart-coin-redeem',
      kind: 'smart_coin_redeem',
      description: `Smart coins used on order ${input.orderReference}`,
      customer: 'smart_coin',
      shop: 'smart_coin_issuance',
      toCustomer: -1,
    },
  );
}

/** Coins a delivered order earns: smart_coin_issuance -> smart_coin. */
export function earnSmartCoins(tx: Tx, input: OrderCoins): Promise<PostResult> {
  return orderMove(
    tx,
    { ...input, amount: input.coins },
    {
      suffix: 'smart-coin-earn',
      kind: 'smart_coin_earn',
      description: `Smart coins earned on order ${input.orderReference}`,
      customer: 'smart_coin',
      shop: 'smart_coin_issuance',
      toCustomer: 1,
    },
  );
}

/** What creditWalletFunding reads of a payment row (payments.purpose, user_id, ...). */
export type FundingPayment = {
  reference: string;
  purpose: string;
  userId: number | null;
  amountKobo: number;
};

/**
 * A card payment that funded the main wallet, credited once: gateway_clearing -> main, reference
 * `funding:<payment reference>`. For settlePayment to call when the gateway confirms a
 * `wallet_funding` payment (verify or webhook, in either order, as often as they come).
 */
export async function creditWalletFunding(tx: Tx, payment: FundingPayment): Promise<PostResult> {
  if (payment.purpose !== 'wallet_funding' || payment.userId === null) {
    throw new LedgerError(`payment ${payment.reference} is not a wallet funding`);
  }
  positive(payment.amountKobo, 'funding');
  const main = (await ensureWallets(tx, payment.userId)).main;
  const clearing = await systemWallet(tx, 'gateway_clearing');
  return postLedgerTransaction(tx, {
    reference: fundingReference(payment.reference),
    kind: 'wallet_funding',
    description: 'Money added by card',
    legs: [
      { walletId: clearing.id, amountKobo: -payment.amountKobo },
      { walletId: main.id, amountKobo: payment.amountKobo },
    ],
  });
}

export const fundingReference = (paymentReference: string) => `funding:${paymentReference}`;

/** Savings moved to the main wallet: spend_and_save -> main, both the customer's. */
export async function withdrawSavings(
  tx: Tx,
  input: { userId: number; reference: string; amountKobo: number },
): Promise<PostResult> {
  positive(input.amountKobo, 'withdrawal');
  const mine = await ensureWallets(tx, input.userId);
  return postLedgerTransaction(tx, {
    reference: input.reference,
    kind: 'savings_withdrawal',
    description: 'Moved from Spend and Save to the main wallet',
    legs: [
      { walletId: mine.spend_and_save.id, amountKobo: -input.amountKobo },
      { walletId: mine.main.id, amountKobo: input.amountKobo },
    ],
  });
}

/**
 * An order paid by card: the money Paystack collected becomes the shop's sale, gateway_clearing ->
 * shop_sales, so the Spend and Save credit that follows is paid out of a recorded sale.
 */
export async function recordCardSale(tx: Tx, input: { orderReference: string; amountKobo: number }) {
  positive(input.amountKobo, 'card sale');
  const clearing = await systemWallet(tx, 'gateway_clearing');
  const sales = await systemWallet(tx, 'shop_sales');
  return postLedgerTransaction(tx, {
    reference: `order:${input.orderReference}:card`,
    kind: 'card_sale',
    description: `Card payment for order ${input.orderReference}`,
    legs: [
      { walletId: clearing.id, amountKobo: -input.amountKobo },
      { walletId: sales.id, amountKobo: input.amountKobo },
    ],
  });
}
