import type { WalletKind } from '@oja/contract/constants';
import { formatDateTime } from '@oja/contract/dates';
import { formatCount } from '@oja/contract/money';
import type { WalletTransaction } from '@oja/contract/wallet';
import { type ReactNode, useId } from 'react';
import { useSearchParams } from 'react-router';
import { ClockIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { Pager, pageFrom } from '../../../components/ui/Pager';
import { Skeleton, skeletonKeys } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { useWalletHistory } from '../api/wallet-api';
import { formatWalletAmount, signedWalletAmount } from '../format';

function TransactionRow({ transaction }: { transaction: WalletTransaction }) {
  const credit = transaction.direction === 'credit';
  return (
    <li data-testid="wallet-transaction" className="flex items-start gap-3 py-3.5">
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 hidden size-9 shrink-0 items-center justify-center rounded-full text-base font-bold md:inline-flex',
          credit ? 'bg-brand-50 text-brand-700' : 'bg-ink-100 text-ink-700',
        )}
      >
        {credit ? '+' : '−'}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <p className="min-w-0 font-medium break-words text-ink-900">{transaction.description}</p>
          <p
            data-testid="wallet-transaction-amount"
            className={cn(
              'shrink-0 text-right font-semibold tabular-nums',
              credit ? 'text-brand-700' : 'text-danger-700',
            )}
          >
            <span className="sr-only">{credit ? 'Money in ' : 'Money out '}</span>
            {signedWalletAmount(transaction)}
          </p>
        </div>
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-xs text-ink-500">
          <time dateTime={transaction.created_at}>{formatDateTime(transaction.created_at)}</time>
          <span className="tabular-nums">
            Balance {formatWalletAmount(transaction.balance_after, transaction.unit)}
          </span>
        </div>
        {transaction.reference ? (
          <p className="truncate font-mono text-xs text-ink-500" title={transaction.reference}>
            <span className="sr-only">Reference </span>
            {transaction.reference}
          </p>
        ) : null}
      </div>
    </li>
  );
}

/**
 * A wallet's paged history, newest first: when, what, its reference, the amount in or out and the
 * balance after it. The page number is in the address (`?page=`), so back and reload keep it.
 */
export function TransactionHistory({
  wallet,
  title = 'Transactions',
  empty,
}: {
  wallet: WalletKind;
  title?: string;
  /** What the empty history says (how money or coins first arrive here). */
  empty: ReactNode;
}) {
  const headingId = useId();
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const history = useWalletHistory(wallet, page);

  let body: ReactNode;
  if (history.isPending) {
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading transactions"
        className="flex flex-col gap-3 py-2"
      >
        {skeletonKeys(3).map((key) => (
          <Skeleton key={key} className="h-14 w-full" />
        ))}
      </div>
    );
  } else if (history.isError) {
    body = <LoadError read={history} />;
  } else if (history.data.data.length === 0) {
    body = (
      <div className="flex flex-col items-center gap-2 rounded-xl bg-ink-50 px-4 py-8 text-center">
        <span
          aria-hidden="true"
          className="inline-flex size-11 items-center justify-center rounded-full bg-white text-xl text-ink-500 ring-1 ring-ink-200"
        >
          <ClockIcon />
        </span>
        <p className="font-semibold text-ink-900">No transactions yet</p>
        <p className="max-w-sm text-sm text-ink-600">{empty}</p>
      </div>
    );
  } else {
    const { pagination } = history.data;
    body = (
      <>
        <ul
          aria-labelledby={headingId}
          className={cn('divide-y divide-ink-100', history.isPlaceholderData && 'opacity-60')}
        >
          {history.data.data.map((transaction) => (
            <TransactionRow key={transaction.uuid} transaction={transaction} />
          ))}
        </ul>
        <Pager label={`${title} pages`} pagination={pagination} newestFirst />
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-ink-900">
          {title}
        </h2>
        {history.data && history.data.pagination.total > 0 ? (
          <span className="text-xs text-ink-500 tabular-nums">
            {formatCount(history.data.pagination.total)}{' '}
            {history.data.pagination.total === 1 ? 'entry' : 'entries'}
          </span>
        ) : null}
      </div>
      {body}
    </section>
  );
}
