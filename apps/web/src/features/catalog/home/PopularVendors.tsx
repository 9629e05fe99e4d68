import type { Vendor } from '@oja/contract/catalog';
import { formatCount } from '@oja/contract/money';
import { Link } from 'react-router';
import { MapPinIcon } from '../../../components/ui/icons';
import { Skeleton, skeletonKeys } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';
import { VendorLogo } from '../components/VendorLogo';

export function VendorCard({ vendor, className }: { vendor: Vendor; className?: string }) {
  const where = [vendor.city, vendor.state].filter(Boolean).join(', ');
  return (
    <Link
      to={`/vendor/${encodeURIComponent(vendor.slug)}`}
      data-testid="vendor-card"
      className={cn(
        'group flex h-full items-center gap-3 rounded-card bg-white p-3 shadow-card ring-1 ring-ink-100 transition hover:shadow-pop hover:ring-brand-200',
        className,
      )}
    >
      <VendorLogo logo={vendor.logo} className="text-lg font-black" />
      <span className="flex min-w-0 flex-col">
        <span className="truncate text-sm font-semibold text-ink-900 group-hover:text-brand-700">
          {vendor.store_name}
        </span>
        {where ? (
          <span className="flex items-center gap-1 truncate text-xs text-ink-500">
            <MapPinIcon aria-hidden className="shrink-0" />
            {where}
          </span>
        ) : null}
        {vendor.product_count !== undefined ? (
          <span className="text-xs text-ink-500">
            {formatCount(vendor.product_count)} {vendor.product_count === 1 ? 'listing' : 'listings'}
          </span>
        ) : null}
      </span>
    </Link>
  );
}

export function VendorCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex items-center gap-3 rounded-card bg-white p-3 shadow-card ring-1 ring-ink-100"
    >
      <Skeleton className="size-12 rounded-full" />
      <span className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
      </span>
    </div>
  );
}

export function PopularVendors({ vendors, loading }: { vendors: Vendor[] | undefined; loading: boolean }) {
  if (!loading && (!vendors || vendors.length === 0)) return null;
  return (
    <section aria-labelledby="popular-vendors-heading" className="flex flex-col gap-3 md:gap-4">
      <div className="flex items-center justify-between gap-4">
        <h2
          id="popular-vendors-heading"
          className="text-lg font-bold tracking-tight text-ink-900 md:text-2xl"
        >
          Popular vendors
        </h2>
        <Link to="/store-listing" className="text-sm font-semibold text-brand-700 hover:underline">
          All stores
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-2.5 sm:grid-cols-2 md:gap-4 lg:grid-cols-4">
        {loading || !vendors
          ? skeletonKeys(4).map((key) => (
              <li key={key}>
                <VendorCardSkeleton />
              </li>
            ))
          : vendors.slice(0, 8).map((vendor) => (
              <li key={vendor.slug}>
                <VendorCard vendor={vendor} />
              </li>
            ))}
      </ul>
    </section>
  );
}
