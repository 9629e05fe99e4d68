import { formatCoins, formatNairaAmount } from '@oja/contract/money';
import type { WalletTransaction } from '@oja/contract/wallet';

export { formatCoins };

/** A history figure in its wallet's unit: naira for the main and Spend and Save wallets, else coins. */
export function formatWalletAmount(amount: number, unit: WalletTransaction['unit']): string {
  return unit === 'coins' ? formatCoins(amount) : formatNairaAmount(amount);
}

/** '+₦5,000.00' for money in, '−₦1,200.00' (a true minus sign) for money out. */
export function signedWalletAmount(transaction: Pick<WalletTransaction, 'amount' | 'direction' | 'unit'>) {
  const sign = transaction.direction === 'credit' ? '+' : '−';
  return `${sign}${formatWalletAmount(transaction.amount, transaction.unit)}`;
}

/**
 * A naira amount typed in a form ('5,000', '₦ 2500.50') as a number; NaN when it is not one, so the
 * contract's schema answers with its own message. Empty is undefined: 'Please enter an amount'.
 */
export function parseNairaInput(text: string): number | undefined {
  const cleaned = text.replace(/[₦,\s]/g, '');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
