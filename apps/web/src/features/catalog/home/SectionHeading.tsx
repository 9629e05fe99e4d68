import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/ui/icons';

/** A home section's title row with an optional View All link. */
export function SectionHeading({
  id,
  title,
  viewAll,
  viewAllLabel = 'View All',
  children,
}: {
  id: string;
  title: string;
  viewAll?: string;
  viewAllLabel?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id={id} className="text-lg font-bold tracking-tight text-ink-900 md:text-2xl">
          {title}
        </h2>
        {children}
      </div>
      {viewAll ? (
        <Link
          to={viewAll}
          aria-label={`${viewAllLabel} ${title}`}
          className="inline-flex items-center gap-1 rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          {viewAllLabel} <ArrowRightIcon aria-hidden />
        </Link>
      ) : null}
    </div>
  );
}
