import { messages } from '@oja/contract/messages';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { StarIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/PageIntro';
import { useOrder } from '../api/orders-queries';
import { BackLink, LoadingBlocks, OrderLoadError } from '../components/PageStates';
import { ItemReview } from '../components/ReviewForm';
import { ReviewCard, ReviewedProduct } from '../components/ReviewParts';
import { orderPath } from '../paths';

/** /account/order/{reference}/review: every item of the order, a form for each delivered, unreviewed one. */
export default function OrderReview() {
  const reference = useParams().reference ?? '';
  const query = useOrder(reference);
  const back = <BackLink to={orderPath(reference)}>Order {reference}</BackLink>;

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-5">
        {back}
        <LoadingBlocks label="Loading the order" count={2} className="h-64" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="flex flex-col gap-5">
        {back}
        <OrderLoadError read={query} title="This order could not be loaded" />
      </div>
    );
  }

  const items = query.data.packages.flatMap((pack) => pack.items);
  const open = items.filter((item) => item.can_review || item.review);
  return (
    <div className="flex max-w-2xl flex-col gap-5">
      {back}
      <PageIntro
        title="Review your order"
        description={`Rate the products of order ${reference}. Your review shows on the product page.`}
      />
      {open.length === 0 ? (
        <EmptyState
          icon={<StarIcon aria-hidden="true" />}
          title="Nothing to review yet"
          actions={
            <Link to={orderPath(reference)} className={buttonClasses('secondary')}>
              Back to the order
            </Link>
          }
        >
          {messages.reviewNotDelivered}
        </EmptyState>
      ) : (
        items.map((item) => (
          <ReviewCard key={item.uuid} testId="order-review-item">
            <ReviewedProduct product={item.product}>
              Qty {item.quantity}
              {item.colors ? ` · ${item.colors}` : ''}
              {item.sizes ? ` · ${item.sizes}` : ''}
            </ReviewedProduct>
            <ItemReview orderReference={reference} item={item} reviewedMessage="You reviewed this product" />
          </ReviewCard>
        ))
      )}
    </div>
  );
}
