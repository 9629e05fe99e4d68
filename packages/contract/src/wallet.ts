import { z } from 'zod';
import { nairaAmount } from './amounts.ts';
import { WALLET_KINDS } from './constants.ts';
import { pageQuery, paginated } from './envelope.ts';
import { entityUuid, isoDateTime } from './ids.ts';
import { messages } from './messages.ts';
import { formatNaira, nairaToKobo } from './money.ts';
import { pinBody, pinDigits, resetPinBody as resetPinRule } from './rules.ts';

export const walletKind = z.enum(WALLET_KINDS);

/** Wrong PIN attempts allowed before the PIN locks, and how long it stays locked. */
export const PIN_MAX_ATTEMPTS = 5;
export const PIN_LOCK_MINUTES = 15;

/** Funding the main wallet by card, per payment (kobo): NGN 100 to NGN 5,000,000. */
export const WALLET_FUND_MIN_KOBO = 10_000;
export const WALLET_FUND_MAX_KOBO = 500_000_000;

/** The page Paystack returns to after funding the main wallet (the spec's emart wallet). */
export const WALLET_RETURN_PATH = '/account/wallet/emart-wallet';

/** A wrong PIN while tries remain: said on the `pin` (or `old_pin`) field. */
export function pinTriesLeftMessage(triesLeft: number): string {
  return triesLeft === 1
    ? 'Incorrect PIN. You have 1 try left before your PIN is locked.'
    : `Incorrect PIN. You have ${triesLeft} tries left before your PIN is locked.`;
}

/** The PIN is locked after too many wrong tries (429). */
export function pinLockedMessage(minutesLeft: number): string {
  const minutes = Math.max(1, Math.ceil(minutesLeft));
  return `Too many wrong PIN attempts. Your wallet PIN is locked: try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** A withdrawal larger than the savings: the most that can move now. */
export function savingsAtMostMessage(balanceKobo: number): string {
  return `${messages.notEnoughSavings} You can move at most ${formatNaira(balanceKobo)}.`;
}

/** GET spend-and-save-wallet. `isPinAvailable` decides between create pin and reset pin. */
export const spendAndSaveWalletAnswer = z.object({
  isPinAvailable: z.boolean(),
  balance: nairaAmount,
  /** In percent (5 means 5% of each cart total is saved). */
  percentage: z.number().min(0).max(100),
  enabled: z.boolean(),
});
export type SpendAndSaveWalletAnswer = z.infer<typeof spendAndSaveWalletAnswer>;

/** The Spend and Save on/off switch; the percentage may change with it (needed the first time it is turned on). */
export const spendAndSaveSettingsBody = z.object({
  enabled: z.boolean(),
  percentage: z.number().min(1).max(100).optional(),
});
export type SpendAndSaveSettingsBody = z.infer<typeof spendAndSaveSettingsBody>;

/** GET wallet (the main wallet, /account/wallet/emart-wallet). */
export const walletAnswer = z.object({
  isPinAvailable: z.boolean(),
  balance: nairaAmount,
});
export type WalletAnswer = z.infer<typeof walletAnswer>;

/** GET smart-coin-wallet. `balance` is the naira value usable as a checkout discount. */
export const smartCoinAnswer = z.object({
  balance: nairaAmount,
  coins: z.number().int().nonnegative(),
  /** What one coin takes off a checkout total, in naira. */
  coin_value: nairaAmount,
  /** Coins earned per NGN 100 of a delivered order's cart total. */
  coins_per_100_naira: z.number().int().nonnegative(),
});
export type SmartCoinAnswer = z.infer<typeof smartCoinAnswer>;

export const walletTransaction = z.object({
  uuid: entityUuid,
  wallet: walletKind,
  direction: z.enum(['credit', 'debit']),
  /** Always positive; `direction` gives the sign. Coins for the smart coin wallet (see `unit`). */
  amount: nairaAmount,
  balance_after: nairaAmount,
  /** `naira` for the main and Spend and Save wallets, `coins` for the smart coin wallet. */
  unit: z.enum(['naira', 'coins']),
  description: z.string(),
  reference: z.string().nullable(),
  created_at: isoDateTime,
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

export const walletTransactionsQuery = pageQuery.extend({ wallet: walletKind.optional() });
export type WalletTransactionsQuery = z.infer<typeof walletTransactionsQuery>;
export const walletTransactionsAnswer = paginated(walletTransaction);
export type WalletTransactionsAnswer = z.infer<typeof walletTransactionsAnswer>;

/** POST wallet/pin: the pin rule of rules.ts under the name the wallet screens use. */
export const createPinBody = pinBody;
export type CreatePinBody = z.infer<typeof createPinBody>;

/** POST wallet/reset-pin. */
export const resetPinBody = resetPinRule;
export type ResetPinBody = z.infer<typeof resetPinBody>;

/**
 * POST wallet/pin/reset-with-link ("Forgot PIN", ADR 0073): the token of the link mailed by
 * POST wallet/pin/request-reset-link, and the new PIN (the old one is not needed).
 */
export const pinResetWithLinkBody = z.object({
  token: z
    .string({ error: messages.tokenRequired })
    .trim()
    .min(1, { error: messages.tokenRequired })
    .max(2000, { error: messages.pinLinkInvalid }),
  new_pin: pinBody.shape.new_pin,
});
export type PinResetWithLinkBody = z.infer<typeof pinResetWithLinkBody>;

/** POST wallet/pin, wallet/reset-pin and wallet/pin/reset-with-link answer with the PIN state the access modal reads. */
export const pinAnswer = z.object({ isPinAvailable: z.boolean() });
export type PinAnswer = z.infer<typeof pinAnswer>;

/**
 * A 4-digit PIN typed to approve a payment or a withdrawal: new_pin's messages without its rule
 * against trivial PINs, which would lock out a wallet whose PIN was set before that rule.
 */
export const pinField = pinDigits;

/** Kobo of a form amount; NaN (refused by every bound below) when it is out of range. */
function koboOrNaN(naira: number): number {
  try {
    return nairaToKobo(naira);
  } catch {
    return Number.NaN;
  }
}

/** A naira amount in a form: required, more than zero, at most 2 decimals. */
const positiveNaira = z
  .number({ error: messages.walletAmountRequired })
  .pipe(nairaAmount)
  .refine((naira) => naira > 0, { error: messages.walletAmountPositive });

/** POST spend-and-save-wallet/withdraw: move savings to the main wallet (Idempotency-Key header optional). */
export const spendAndSaveWithdrawBody = z.object({ amount: positiveNaira, pin: pinField });
export type SpendAndSaveWithdrawBody = z.infer<typeof spendAndSaveWithdrawBody>;
export const spendAndSaveWithdrawAnswer = z.object({
  reference: z.string(),
  amount: nairaAmount,
  /** The Spend and Save balance after the move. */
  balance: nairaAmount,
  main_balance: nairaAmount,
});
export type SpendAndSaveWithdrawAnswer = z.infer<typeof spendAndSaveWithdrawAnswer>;

/** POST wallet/fund: add money to the main wallet by card (Idempotency-Key header optional). */
export const walletFundBody = z.object({
  amount: positiveNaira
    .refine((naira) => koboOrNaN(naira) >= WALLET_FUND_MIN_KOBO, { error: messages.walletFundMin })
    .refine((naira) => koboOrNaN(naira) <= WALLET_FUND_MAX_KOBO, { error: messages.walletFundMax }),
  /** Where the gateway returns the shopper: this shop's emart wallet page (default) or /order-complete. */
  callback_url: z.url().max(2000).optional(),
});
export type WalletFundBody = z.infer<typeof walletFundBody>;
export const walletFundAnswer = z.object({
  /** The payment reference Paystack returns with (`?reference=` on the callback page). */
  reference: z.string(),
  amount: nairaAmount,
  authorization_url: z.string(),
  access_code: z.string(),
});
export type WalletFundAnswer = z.infer<typeof walletFundAnswer>;

/** POST wallet/fund/verify: the wallet page, back from the gateway, asks how the funding went. */
export const walletFundVerifyBody = z.object({
  reference: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w.=-]+$/),
});
export type WalletFundVerifyBody = z.infer<typeof walletFundVerifyBody>;
export const walletFundVerifyAnswer = z.object({
  reference: z.string(),
  amount: nairaAmount,
  status: z.enum(['pending', 'success', 'failed', 'abandoned', 'reversed']),
  /** True once the money is in the main wallet (posted exactly once, by verify or by the webhook). */
  credited: z.boolean(),
  balance: nairaAmount,
});
export type WalletFundVerifyAnswer = z.infer<typeof walletFundVerifyAnswer>;
