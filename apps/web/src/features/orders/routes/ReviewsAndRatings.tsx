import { formatDate } from '@oja/contract/dates';
import type { GivenReview, ItemToReview } from '@oja/contract/reviews';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { StarIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Pager, pageFrom } from '../../../components/ui/Pager';
import { StarRating } from '../../../components/ui/StarRating';
import { cn } from '../../../lib/cn';
import { useReviewsAndRatings } from '../api/orders-queries';
import { LoadingBlocks, OrderLoadError } from '../components/PageStates';
import { ReviewedProduct } from '../components/ReviewParts';
import { Tabs } from '../components/Tabs';
import { ORDERS_PATH, orderPath, rateProductPath } from '../paths';

type ReviewTab = 'to-review' | 'given';

function ToReviewRow({ item }: { item: ItemToReview }) {
  return (
    <li
      data-testid="item-to-review"
      className="flex flex-col gap-3 rounded-card border border-ink-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between md:p-4"
    >
      <ReviewedProduct product={item.product}>
        Delivered {formatDate(item.delivered_at)} ·{' '}
        <Link
          to={orderPath(item.order_reference)}
          className="whitespace-nowrap tabular-nums hover:text-brand-700 hover:underline"
        >
          {item.order_reference}
        </Link>
      </ReviewedProduct>
      <Link
        to={rateProductPath(item.product.uuid, item.order_reference)}
        className={buttonClasses('primary', 'sm', 'shrink-0 sm:min-w-36')}
      >
        <StarIcon aria-hidden="true" />
        Rate this product<span className="sr-only">{`: ${item.product.name}`}</span>
      </Link>
    </li>
  );
}

function GivenRow({ review }: { review: GivenReview }) {
  return (
    <li
      data-testid="given-review"
      className="flex flex-col gap-3 rounded-card border border-ink-200 bg-white p-3 md:p-4"
    >
      <ReviewedProduct product={review.product}>
        Reviewed {formatDate(review.created_at)}
        {review.order_reference ? (
          <>
            {' · '}
            <span className="whitespace-nowrap">{review.order_reference}</span>
          </>
        ) : null}
      </ReviewedProduct>
      <div className="flex flex-col gap-1 border-t border-ink-100 pt-3">
        <StarRating rating={review.rating} className="text-lg" />
        {review.title ? <p className="text-sm font-semibold text-ink-900">{review.title}</p> : null}
        <p className="whitespace-pre-line text-sm text-ink-700">{review.comment}</p>
      </div>
    </li>
  );
}

/** /account/reviews-and-ratings: delivered items waiting for a review, and the reviews given (paged). */
export default function ReviewsAndRatings() {
  const [params, setParams] = useSearchParams();
  const tab: ReviewTab = params.get('tab') === 'given' ? 'given' : 'to-review';
  const page = pageFrom(params);
  const query = useReviewsAndRatings(tab === 'given' ? page : 1);

  /** A tab opens on its first page. */
  function showTab(nextTab: ReviewTab) {
    setParams(nextTab === 'given' ? { tab: 'given' } : {});
  }

  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingBlocks label="Loading your reviews" />;
  } else if (query.isError) {
    body = <OrderLoadError read={query} title="Your reviews could not be loaded" />;
  } else if (tab === 'to-review') {
    const items = query.data.to_review;
    body =
      items.length === 0 ? (
        <EmptyState
          icon={<StarIcon aria-hidden="true" />}
          title="Nothing waiting for your review"
          actions={
            <Link to={ORDERS_PATH} className={buttonClasses('secondary')}>
              My orders
            </Link>
          }
        >
          Once an order is delivered, its products show here for you to rate.
        </EmptyState>
      ) : (
        <ul aria-label="Products to review" className="flex flex-col gap-3">
          {items.map((item) => (
            <ToReviewRow key={`${item.order_reference}-${item.item_uuid}`} item={item} />
          ))}
        </ul>
      );
  } else {
    const { data, pagination } = query.data.reviews;
    body =
      data.length === 0 ? (
        <EmptyState icon={<StarIcon aria-hidden="true" />} title="No reviews yet">
          Your reviews help other shoppers choose. Rate a delivered product to see it here.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-3">
          <ul
            aria-label="Your reviews"
            className={cn('flex flex-col gap-3', query.isPlaceholderData && 'opacity-70')}
          >
            {data.map((review) => (
              <GivenRow key={review.uuid} review={review} />
            ))}
          </ul>
          <Pager label="Review pages" pagination={pagination} />
        </div>
      );
  }

  return (
    <div className="flex flex-col gap-5">
      <PageIntro
        title="Reviews and Ratings"
        description="Rate the products you bought and see the reviews you gave."
      />
      <Tabs
        label="Reviews"
        idPrefix="reviews"
        tabs={[
          { key: 'to-review', label: 'To review', count: query.data?.to_review.length },
          { key: 'given', label: 'Your reviews', count: query.data?.reviews.pagination.total },
        ]}
        selected={tab}
        onSelect={showTab}
      >
        {body}
      </Tabs>
    </div>
  );
}
