import { formatCount } from '@oja/contract/money';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { EmptyState } from '../../../components/ui/EmptyState';
import { MapPinIcon, StarIcon, StoreIcon } from '../../../components/ui/icons';
import { Pager, pageFrom } from '../../../components/ui/Pager';
import { Picture } from '../../../components/ui/Picture';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useVendorPage } from '../api/get-products';
import { Breadcrumbs } from './DetailParts';
import { ItemError } from './ItemNotFound';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { VendorContact } from './VendorContact';

/** /vendor/{name} (public) and /store/{id} (signed in): the seller's profile and listings. */
export function VendorPage({ kind, id }: { kind: 'vendors' | 'stores'; id: string }) {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const query = useVendorPage(kind, id, page);
  if (query.isError) return <ItemError read={query} what="Store" />;
  const data = query.data;
  const vendor = data?.vendor;
  const where = vendor ? [vendor.city, vendor.state].filter(Boolean).join(', ') : '';

  return (
    <Container className="flex flex-col gap-5 py-5 md:gap-6 md:py-8">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Stores', to: '/store-listing' },
          { label: vendor?.store_name ?? 'Store' },
        ]}
      />
      <header className="flex items-center gap-4 rounded-2xl bg-linear-to-br from-brand-700 to-brand-500 p-4 text-white shadow-card md:p-6">
        <span className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-full bg-white text-3xl text-brand-700 md:size-20">
          {vendor?.logo ? (
            <Picture
              src={vendor.logo}
              widths={[120, 240]}
              sizes="5rem"
              alt=""
              width={80}
              height={80}
              decoding="async"
              className="size-full object-cover"
            />
          ) : (
            <StoreIcon aria-hidden />
          )}
        </span>
        {vendor ? (
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-xl font-bold tracking-tight md:text-3xl">{vendor.store_name}</h1>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-brand-50">
              {where ? (
                <span className="inline-flex items-center gap-1">
                  <MapPinIcon aria-hidden /> {where}
                </span>
              ) : null}
              {vendor.rating ? (
                <span className="inline-flex items-center gap-1">
                  <StarIcon aria-hidden /> {vendor.rating.toFixed(1)} rating
                </span>
              ) : null}
              <span>
                {formatCount(data.products.pagination.total)}{' '}
                {data.products.pagination.total === 1 ? 'listing' : 'listings'}
              </span>
            </p>
          </div>
        ) : (
          <div className="flex flex-1 flex-col gap-2" aria-hidden="true">
            <Skeleton className="h-7 w-48 bg-white/30" />
            <Skeleton className="h-4 w-32 bg-white/30" />
          </div>
        )}
      </header>
      {vendor ? <VendorContact vendor={vendor} /> : null}
      {!data ? (
        <ProductGridSkeleton />
      ) : data.products.data.length === 0 ? (
        <EmptyState icon={<StoreIcon />} title="No listings yet">
          This store has nothing for sale right now. Check back soon.
        </EmptyState>
      ) : (
        <>
          <h2 className="text-lg font-bold text-ink-900">Listings</h2>
          <div className={query.isPlaceholderData ? 'opacity-60' : undefined}>
            <ProductGrid
              products={data.products.data}
              label={`Listings of ${vendor?.store_name ?? 'the store'}`}
            />
          </div>
          <Pager pagination={data.products.pagination} label="Listing pages" controls="links" />
        </>
      )}
    </Container>
  );
}
