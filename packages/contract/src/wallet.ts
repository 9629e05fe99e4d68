import { z } from 'zod';
import { nairaAmount } from './amounts.ts';
import { WALLET_KINDS } from './constants.ts';
import { pageQuery, paginated } from './envelope.ts';
import { entityUuid, isoDateTime } from './ids.ts';
import { pinBody, resetPinBody as resetPinRule } from './rules.ts';

export const walletKind = z.enum(WALLET_KINDS);

/** GET spend-and-save-wallet. `isPinAvailable` decides between create pin and reset pin. */
export const spendAndSaveWalletAnswer = z.object({
  isPinAvailable: z.boolean(),
  balance: nairaAmount,
  /** In percent (5 means 5% of each cart total is saved). */
  percentage: z.number().min(0).max(100),
  enabled: z.boolean(),
});
export type SpendAndSaveWalletAnswer = z.infer<typeof spendAndSaveWalletAnswer>;

/** The Spend and Save on/off switch; the percentage may change with it. */
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
});
export type SmartCoinAnswer = z.infer<typeof smartCoinAnswer>;

export const walletTransaction = z.object({
  uuid: entityUuid,
  wallet: walletKind,
  direction: z.enum(['credit', 'debit']),
  /** Always positive; `direction` gives the sign. */
  amount: nairaAmount,
  balance_after: nairaAmount,
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
