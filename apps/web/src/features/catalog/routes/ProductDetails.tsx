import type { ProductDetails as ProductDetailsAnswer } from '@oja/contract/catalog';
import { noPriceYetMessage } from '@oja/contract/messages';
import { formatCount } from '@oja/contract/money';
import { useEffect, useState } from 'react';
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
  OptionChooser,
  OptionList,
  PriceBlock,
  ReviewsPreview,
  VendorBox,
} from '../components/DetailParts';
import { Gallery } from '../components/Gallery';
import { ItemError } from '../components/ItemNotFound';
import { useProductActions } from '../components/product-actions';
import { VendorContact } from '../components/VendorContact';
import {
  isCar,
  isCartItem,
  isContactForPrice,
  isOutOfStock,
  priceTerms,
  productHref,
} from '../lib/card-rules';
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

type Choice = { id: string; colors: string | null; sizes: string | null };

/** What to do when the page cannot sell the item itself: why, and how to reach the vendor. */
function ContactBox({
  title,
  product,
  children,
}: {
  title: string;
  product: ProductDetailsAnswer;
  children: string;
}) {
  return (
    <section
      aria-labelledby="contact-heading"
      className="flex flex-col gap-2 rounded-card bg-brand-50 p-4 ring-1 ring-brand-100"
      data-testid="contact-vendor"
    >
      <h2 id="contact-heading" className="text-base font-bold text-ink-900">
        {title}
      </h2>
      <p className="text-sm text-ink-700">{children}</p>
      <VendorContact vendor={product.vendor} />
    </section>
  );
}

/** /product/{id}: cards link here with the slug; a numeric id works too. */
export default function ProductDetails() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  const { SaveButton, AddToCartButton } = useProductActions();
  const product = query.data;
  // The chips' colour and size, for this product only (another product page reuses this component).
  const [chosen, setChosen] = useState<Choice>({ id, colors: null, sizes: null });
  const choice = chosen.id === id ? chosen : { id, colors: null, sizes: null };
  const setChoice = (change: Partial<Choice>) => setChosen({ ...choice, ...change });

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
  const unpriced = isContactForPrice(product);
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
      <div className="grid grid-cols-1 gap-5 md:gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
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

          {/* Chips choose only what Add to cart can add; otherwise the values only describe the item. */}
          {cartItem && !unpriced && product.quantity > 0 ? (
            <>
              <OptionChooser
                label="Colour"
                values={product.colors}
                value={choice.colors}
                onChange={(colors) => setChoice({ colors })}
              />
              <OptionChooser
                label="Size"
                values={product.sizes}
                value={choice.sizes}
                onChange={(sizes) => setChoice({ sizes })}
              />
            </>
          ) : (
            <>
              <OptionList label="Colours" values={product.colors} />
              <OptionList label="Sizes" values={product.sizes} />
            </>
          )}

          {cartItem && unpriced ? (
            <ContactBox title="Contact the vendor for the price" product={product}>
              {noPriceYetMessage(product.name)}
            </ContactBox>
          ) : cartItem ? (
            <div className="flex flex-col gap-2 empty:hidden">
              <AddToCartButton product={product} variant="details" choice={choice} />
            </div>
          ) : isCar(product) ? (
            <Link
              to={productHref(product)}
              className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
            >
              See car details <ArrowRightIcon aria-hidden />
            </Link>
          ) : (
            <ContactBox title="Contact the provider" product={product}>
              {`Services are agreed with the provider: call, message or email ${product.vendor.store_name}.`}
            </ContactBox>
          )}

          <VendorBox product={product} />
        </div>
      </div>

      <div className="grid grid-cols-1 gap-5 md:gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
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
