import { formatCount } from '@oja/contract/money';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/Spinner';
import { productPictures } from '../../../lib/product-pictures';
import { useProduct } from '../api/get-products';
import {
  Breadcrumbs,
  DetailsSkeleton,
  MetaRow,
  OptionList,
  PriceBlock,
  ReviewsPreview,
  VendorBox,
} from '../components/DetailParts';
import { Gallery } from '../components/Gallery';
import { ItemError } from '../components/ItemNotFound';
import { useProductActions } from '../components/product-actions';
import { isCar, isCartItem, isOutOfStock, priceTerms, productHref } from '../lib/card-rules';
import { recordRecentlyViewed } from '../lib/recently-viewed';

function StockNote({ quantity, cartItem }: { quantity: number; cartItem: boolean }) {
  if (quantity === 0) {
    return (
      <p className="w-fit rounded-md bg-ink-900 px-2.5 py-1 text-sm font-bold uppercase tracking-wide text-white">
        Out of Stock
      </p>
    );
  }
  if (!cartItem) return null;
  return (
    <p className={quantity <= 10 ? 'text-sm font-semibold text-deal-600' : 'text-sm text-brand-700'}>
      {quantity <= 10 ? `Only ${quantity} left` : `${formatCount(quantity)} in stock`}
    </p>
  );
}

/** /product/{id}: cards link here with the slug; a numeric id works too. */
export default function ProductDetails() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  const { SaveButton, AddToCartButton } = useProductActions();
  const product = query.data;

  useEffect(() => {
    if (product) recordRecentlyViewed(product);
  }, [product]);

  if (query.isError) return <ItemError read={query} what="Product" />;

  if (!product) {
    return (
      <Container className="py-5 md:py-8">
        <DetailsSkeleton />
        <Spinner className="sr-only" label="Loading product" />
      </Container>
    );
  }

  const cartItem = isCartItem(product);
  const terms = priceTerms(product);
  const key = product.slug || String(product.id);

  return (
    <Container className="flex flex-col gap-5 py-4 md:gap-8 md:py-8">
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: product.category.name, to: `/category/${product.category.uuid}` },
          { label: product.name },
        ]}
      />
      <div className="grid gap-5 md:gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <Gallery images={productPictures(product)} name={product.name} dimmed={isOutOfStock(product)} />
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            {product.brand ? (
              <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">{product.brand}</p>
            ) : null}
            <div className="flex items-start gap-3">
              <h1 className="flex-1 text-xl font-bold leading-tight tracking-tight text-ink-900 md:text-3xl">
                {product.name}
              </h1>
              <SaveButton product={product} variant="details" />
            </div>
            {product.caption ? <p className="text-sm text-ink-600">{product.caption}</p> : null}
            <MetaRow product={product} />
          </div>

          <PriceBlock product={product} />
          {terms ? (
            <p className="w-fit rounded-pill bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
              {terms}
            </p>
          ) : null}
          <StockNote quantity={product.quantity} cartItem={cartItem} />

          <OptionList label="Colours" values={product.colors} />
          <OptionList label="Sizes" values={product.sizes} />

          {cartItem ? (
            <div className="flex flex-col gap-2 empty:hidden">
              <AddToCartButton product={product} variant="details" />
            </div>
          ) : (
            <Link
              to={
                isCar(product) ? productHref(product) : `/vendor/${encodeURIComponent(product.vendor.slug)}`
              }
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              {isCar(product) ? 'See car details' : 'Contact the provider'} <ArrowRightIcon aria-hidden />
            </Link>
          )}

          <VendorBox product={product} />
        </div>
      </div>

      <div className="grid gap-5 md:gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          aria-labelledby="description-heading"
          className="flex flex-col gap-2 rounded-card bg-white p-4 ring-1 ring-ink-100 md:p-6"
        >
          <h2 id="description-heading" className="text-lg font-bold text-ink-900">
            Description
          </h2>
          <p className="whitespace-pre-line text-sm leading-relaxed text-ink-700">{product.description}</p>
        </section>
        <ReviewsPreview productKey={key} />
      </div>
    </Container>
  );
}
