import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { Container } from '../../../components/ui/Container';
import { MailIcon, StoreIcon } from '../../../components/ui/icons';
import { productPictures } from '../../../lib/product-pictures';
import { useCar } from '../api/get-products';
import {
  Breadcrumbs,
  DetailsSkeleton,
  MetaRow,
  OptionList,
  PriceBlock,
  VendorBox,
} from '../components/DetailParts';
import { Gallery } from '../components/Gallery';
import { ItemError } from '../components/ItemNotFound';
import { useProductActions } from '../components/product-actions';
import { priceTerms } from '../lib/card-rules';
import { recordRecentlyViewed } from '../lib/recently-viewed';

export const CAR_ENQUIRY_EMAIL = 'cars@oja.ng';

/** /cars/{id}: a car with Negotiable or Fixed Price and a way to contact the dealer. */
export default function CarDetails() {
  const { id = '' } = useParams();
  const query = useCar(id);
  const { SaveButton } = useProductActions();
  const car = query.data;

  useEffect(() => {
    if (car) recordRecentlyViewed(car);
  }, [car]);

  if (query.isError) return <ItemError read={query} what="Car" />;
  if (!car) {
    return (
      <Container className="py-5 md:py-8">
        <DetailsSkeleton />
      </Container>
    );
  }

  const terms = priceTerms(car) ?? 'Fixed Price';
  const enquiry = `mailto:${CAR_ENQUIRY_EMAIL}?${new URLSearchParams({
    subject: `Enquiry: ${car.name}`,
    body: `Hello, I am interested in the ${car.name} (${window.location.origin}/cars/${car.slug}). Is it still available, and when can I inspect it?`,
  })
    .toString()
    .replace(/\+/g, '%20')}`;

  return (
    <Container className="flex flex-col gap-5 py-4 md:gap-8 md:py-8">
      <Breadcrumbs
        items={[{ label: 'Home', to: '/' }, { label: 'Cars', to: '/cars' }, { label: car.name }]}
      />
      <div className="grid grid-cols-1 gap-5 md:gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <Gallery images={productPictures(car)} name={car.name} />
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            {car.brand ? (
              <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{car.brand}</p>
            ) : null}
            <div className="flex items-start gap-3">
              <h1 className="flex-1 text-xl font-bold leading-tight tracking-tight text-ink-900 md:text-3xl">
                {car.name}
              </h1>
              <SaveButton product={car} variant="details" />
            </div>
            {car.caption ? <p className="text-sm text-ink-600">{car.caption}</p> : null}
            <MetaRow product={car} />
          </div>
          <PriceBlock product={car} />
          <p
            data-testid="price-terms"
            className={
              car.is_negotiable
                ? 'w-fit rounded-pill bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800'
                : 'w-fit rounded-pill bg-ink-100 px-3 py-1 text-sm font-semibold text-ink-800'
            }
          >
            {terms}
          </p>
          <OptionList label="Colours" values={car.colors} />
          <div className="flex flex-col gap-2 rounded-card bg-white p-4 ring-1 ring-ink-100">
            <h2 className="font-bold text-ink-900">Interested in this car?</h2>
            <p className="text-sm text-ink-600">
              {car.is_negotiable
                ? 'The price is negotiable. Send an enquiry and the dealer will contact you to agree a price and book an inspection.'
                : 'The price is fixed. Send an enquiry and the dealer will contact you to book an inspection.'}{' '}
              Never pay before you have inspected the car and its papers.
            </p>
            <div className="mt-1 flex flex-wrap gap-2">
              <a href={enquiry} className={buttonClasses('primary', 'lg')}>
                <MailIcon aria-hidden /> Enquire now
              </a>
              <Link
                to={`/vendor/${encodeURIComponent(car.vendor.slug)}`}
                className={buttonClasses('secondary', 'lg')}
              >
                <StoreIcon aria-hidden /> Visit the dealer
              </Link>
            </div>
          </div>
          <VendorBox product={car} />
        </div>
      </div>
      <section
        aria-labelledby="car-description-heading"
        className="flex flex-col gap-2 rounded-card bg-white p-4 ring-1 ring-ink-100 md:p-6"
      >
        <h2 id="car-description-heading" className="text-lg font-bold text-ink-900">
          Description
        </h2>
        <p className="whitespace-pre-line text-sm leading-relaxed text-ink-700">{car.description}</p>
      </section>
    </Container>
  );
}
