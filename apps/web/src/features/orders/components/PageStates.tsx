import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { BoxIcon, ChevronLeftIcon } from '../../../components/ui/icons';
import { type FailedRead, LoadError } from '../../../components/ui/LoadError';
import { Skeleton, skeletonKeys } from '../../../components/ui/Skeleton';
import { ApiError } from '../../../lib/api-client';
import { ORDERS_PATH } from '../paths';

/** 'Back to …' above a page of the orders area. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex w-fit items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
    >
      <ChevronLeftIcon aria-hidden="true" />
      {children}
    </Link>
  );
}

/** Grey blocks in the shape of what is coming, announced once to screen readers. */
export function LoadingBlocks({
  label,
  count = 3,
  className = 'h-24',
}: {
  label: string;
  count?: number;
  className?: string;
}) {
  return (
    <div className="flex flex-col gap-3" role="status" aria-busy="true" aria-label={label}>
      {skeletonKeys(count).map((key) => (
        <Skeleton key={key} className={`${className} w-full rounded-card`} />
      ))}
    </div>
  );
}

/**
 * A read of the orders area that failed: another customer's or a missing order answers 404 ('We could
 * not find this order', nothing to try again), anything else offers to try again. My orders either way.
 */
export function OrderLoadError({ read, title }: { read: FailedRead; title: string }) {
  const missing = read.error instanceof ApiError && read.error.status === 404;
  return (
    <LoadError
      layout="page"
      headingLevel={1}
      icon={<BoxIcon aria-hidden="true" />}
      read={read}
      title={missing ? 'We could not find this order' : title}
      message={
        missing ? 'It is not one of your orders. Your orders are all in Orders & Tracking.' : undefined
      }
      canRetry={!missing}
      links={
        <Link to={ORDERS_PATH} className={buttonClasses(missing ? 'primary' : 'secondary')}>
          My orders
        </Link>
      }
    />
  );
}
