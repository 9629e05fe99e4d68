import { formatNairaAmount } from '@oja/contract/money';
import { cn } from '../../lib/cn';

/**
 * A naira amount as the API sends it (naira, at most 2 decimals), e.g. ₦12,500.00.
 * A selling price of 0 reads 'Contact for price' (spec section 2, Cards).
 */
export function Price({
  amount,
  className,
  contactWhenZero = false,
}: {
  amount: number;
  className?: string;
  contactWhenZero?: boolean;
}) {
  if (contactWhenZero && amount === 0) {
    return <span className={cn('font-semibold text-ink-700', className)}>Contact for price</span>;
  }
  return <span className={cn('font-semibold tabular-nums', className)}>{formatNairaAmount(amount)}</span>;
}
