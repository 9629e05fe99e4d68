import type { Vendor } from '@oja/contract/catalog';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';
import { EmptyState } from '../../../components/ui/EmptyState';
import { StoreIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Pager, pageFrom } from '../../../components/ui/Pager';
import { skeletonKeys } from '../../../components/ui/Skeleton';
import { fieldClasses } from '../../../components/ui/TextField';
import { useStores } from '../api/get-products';
import { VendorCard, VendorCardSkeleton } from '../home/PopularVendors';

const GRID = 'grid grid-cols-1 gap-2.5 sm:grid-cols-2 md:gap-4 lg:grid-cols-3 xl:grid-cols-4';

/**
 * The API lists popular stores first, then every other store, each group A to Z: each group on a page
 * gets its heading, so the second A to Z does not look like the list starting again.
 */
function groupsOf(stores: Vendor[]) {
  const popular = stores.filter((vendor) => vendor.is_popular);
  const others = stores.filter((vendor) => !vendor.is_popular);
  return [
    { key: 'popular', title: 'Popular stores, A to Z', vendors: popular },
    { key: 'more', title: 'More stores, A to Z', vendors: others },
  ].filter((group) => group.vendors.length > 0);
}

/** /store-listing: every store on Oja, searchable by name. */
export default function StoreListing() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const search = params.get('search')?.trim() || undefined;
  const query = useStores(page, search);
  const inputId = useId();
  const headingId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    setParams(value ? { search: value } : {});
  }

  return (
    <Container className="flex flex-col gap-5 py-5 md:gap-6 md:py-8">
      <PageIntro
        title="Stores"
        description="Shop from trusted sellers in Lagos, Abuja, Kano, Port Harcourt and beyond."
      />
      <search className="max-w-xl">
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            Search stores
          </label>
          <input
            id={inputId}
            name="search"
            type="search"
            defaultValue={search ?? ''}
            placeholder="Search stores"
            className={fieldClasses}
          />
          <Button type="submit">Search</Button>
        </form>
      </search>
      {query.isPending ? (
        <ul className={GRID} aria-hidden="true">
          {skeletonKeys(12).map((key) => (
            <li key={key}>
              <VendorCardSkeleton />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <LoadError layout="page" title="We could not load the stores" read={query} />
      ) : query.data.data.length === 0 ? (
        <EmptyState icon={<StoreIcon />} title={search ? `No stores match “${search}”` : 'No stores yet'} />
      ) : (
        <>
          {groupsOf(query.data.data).map((group) => (
            <section
              key={group.title}
              aria-labelledby={`${headingId}-${group.key}`}
              className="flex flex-col gap-3"
            >
              <h2 id={`${headingId}-${group.key}`} className="text-lg font-bold text-ink-900">
                {group.title}
              </h2>
              <ul className={GRID}>
                {group.vendors.map((vendor) => (
                  <li key={vendor.slug}>
                    <VendorCard vendor={vendor} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <Pager pagination={query.data.pagination} label="Store pages" controls="links" />
        </>
      )}
    </Container>
  );
}
