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

/** /store-listing: every store on Oja, searchable by name. */
export default function StoreListing() {
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const search = params.get('search')?.trim() || undefined;
  const query = useStores(page, search);
  const inputId = useId();

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
          <ul className={GRID}>
            {query.data.data.map((vendor) => (
              <li key={vendor.slug}>
                <VendorCard vendor={vendor} />
              </li>
            ))}
          </ul>
          <Pager pagination={query.data.pagination} label="Store pages" controls="links" />
        </>
      )}
    </Container>
  );
}
