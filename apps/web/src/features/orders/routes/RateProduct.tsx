import { messages } from '@oja/contract/messages';
import type { OrderDetails, OrderDetailsItem } from '@oja/contract/orders';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { StarIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/PageIntro';
import { useOrder, useReviewsAndRatings } from '../api/orders-queries';
import { BackLink, LoadingBlocks, OrderLoadError } from '../components/PageStates';
import { ItemReview } from '../components/ReviewForm';
import { ReviewCard, ReviewedProduct } from '../components/ReviewParts';
import { orderPath, REVIEWS_PATH } from '../paths';

/** The order's line of this product (cards and links name it by uuid; a slug is taken too). */
export function itemOfProduct(order: OrderDetails, productId: string): OrderDetailsItem | undefined {
  for (const pack of order.packages) {
    const item = pack.items.find(
      (line) => line.product.uuid === productId || line.product.slug === productId,
    );
    if (item) return item;
  }
  return undefined;
}

function NothingToReview({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <EmptyState
      headingLevel={1}
      icon={<StarIcon aria-hidden="true" />}
      title={title}
      actions={
        <Link to={REVIEWS_PATH} className={buttonClasses('primary')}>
          Reviews and Ratings
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}

/** The form for one item of a known order. */
function RateOrderItem({ reference, productId }: { reference: string; productId: string }) {
  const query = useOrder(reference);
  if (query.isPending) return <LoadingBlocks label="Loading the product" count={1} className="h-72" />;
  if (query.isError) {
    return <OrderLoadError read={query} title="This order could not be loaded" />;
  }
  const item = itemOfProduct(query.data, productId);
  if (!item) {
    return (
      <NothingToReview title="This product is not in this order">{messages.itemNotFound}</NothingToReview>
    );
  }
  const bought = (
    <>
      From order{' '}
      <Link
        to={orderPath(reference)}
        className="whitespace-nowrap tabular-nums hover:text-brand-700 hover:underline"
      >
        {reference}
      </Link>
    </>
  );
  return (
    <>
      <PageIntro title="Rate product" description="Tell other shoppers what you think of it." />
      <ReviewCard testId="rate-product">
        <ReviewedProduct product={item.product}>{bought}</ReviewedProduct>
        <ItemReview
          orderReference={reference}
          item={item}
          reviewedMessage="You have already reviewed this product for this order"
        />
      </ReviewCard>
    </>
  );
}

/** Without an order in the address: the first delivered, unreviewed line of this product. */
function RateFromToReview({ productId }: { productId: string }) {
  const query = useReviewsAndRatings(1);
  if (query.isPending) return <LoadingBlocks label="Loading the product" count={1} className="h-72" />;
  if (query.isError) {
    return <OrderLoadError read={query} title="Your reviews could not be loaded" />;
  }
  const item = query.data.to_review.find(
    (line) => line.product.uuid === productId || line.product.slug === productId,
  );
  if (!item) {
    return (
      <NothingToReview title="Nothing to review for this product">
        Products show up for review once their order is delivered, and each can be reviewed once per order.
      </NothingToReview>
    );
  }
  return <RateOrderItem reference={item.order_reference} productId={item.product.uuid} />;
}

/** /account/reviews-and-ratings/rate-product/{id}?order={reference}: stars and a few words. */
export default function RateProduct() {
  const productId = useParams().id ?? '';
  const reference = (useSearchParams()[0].get('order') ?? '').trim();
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      <BackLink to={REVIEWS_PATH}>Reviews and Ratings</BackLink>
      {reference ? (
        <RateOrderItem reference={reference} productId={productId} />
      ) : (
        <RateFromToReview productId={productId} />
      )}
    </div>
  );
}
