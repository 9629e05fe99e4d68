import { messages } from '@oja/contract/messages';
import type { OrderDetailsItem } from '@oja/contract/orders';
import { type GivenReview, orderReviewBody } from '@oja/contract/reviews';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/Button';
import { StarRating } from '../../../components/ui/StarRating';
import { fieldClasses, TextField } from '../../../components/ui/TextField';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { fieldErrors } from '../../../lib/form-errors';
import { useReviewItem } from '../api/orders-queries';
import { productPath } from '../paths';
import { StarInput } from './StarInput';

const COMMENT_MAX = 2000;
const TITLE_MAX = 150;

type Errors = Partial<Record<'rating' | 'title' | 'comment', string>>;

/** The item reviewed: one product of one order. */
type ReviewTarget = {
  orderReference: string;
  itemUuid: string;
  product: { name: string; slug: string };
};

/** After the review: thanks, the stars given, and the way to the product page where it shows. */
function ReviewThanks({
  review,
  productSlug,
  message,
}: {
  review: Pick<GivenReview, 'rating'>;
  productSlug: string;
  message: string;
}) {
  return (
    <div
      role="status"
      data-testid="review-thanks"
      className="flex flex-col items-start gap-3 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-100"
    >
      <p className="font-bold text-ink-900">{message}</p>
      <p className="flex items-center gap-2 text-sm text-ink-700">
        You rated it <StarRating rating={review.rating} />
      </p>
      <Link to={productPath(productSlug)} className={buttonClasses('primary', 'sm')}>
        See your review on the product page
      </Link>
    </div>
  );
}

/**
 * Stars, an optional title and a few words, checked with the contract's own rule before sending;
 * the server's refusal (already reviewed, not delivered) shows above the button.
 */
function ReviewForm({
  target,
  onReviewed,
}: {
  target: ReviewTarget;
  onReviewed: (review: GivenReview, message: string) => void;
}) {
  const review = useReviewItem();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const id = useId();

  if (review.isSuccess) {
    return (
      <ReviewThanks
        review={review.data.data}
        productSlug={target.product.slug}
        message={review.data.message}
      />
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = orderReviewBody.safeParse({ rating, title: title.trim() || undefined, comment });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error));
      return;
    }
    setErrors({});
    review.mutate(
      { reference: target.orderReference, itemUuid: target.itemUuid, body: checked.data },
      { onSuccess: ({ data, message }) => onReviewed(data, message) },
    );
  }

  const failure = review.error;
  const serverField = (field: keyof Errors) =>
    failure instanceof ApiError ? failure.fieldError(field) : undefined;
  const commentError = errors.comment ?? serverField('comment');
  const refusal =
    failure && !(failure instanceof ApiError && Object.keys(failure.errors).length > 0)
      ? errorMessage(failure)
      : null;

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      aria-label={`Review ${target.product.name}`}
    >
      <StarInput
        value={rating}
        onChange={(next) => {
          setRating(next);
          setErrors((current) => ({ ...current, rating: undefined }));
        }}
        error={errors.rating ?? serverField('rating')}
      />
      <TextField
        label="Title (optional)"
        value={title}
        maxLength={TITLE_MAX}
        placeholder="Sum it up in a few words"
        onChange={(event) => setTitle(event.target.value)}
        error={errors.title ?? serverField('title')}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium text-ink-800">
          Your review
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          rows={4}
          maxLength={COMMENT_MAX}
          placeholder="What did you like or dislike? How was the quality?"
          onChange={(event) => {
            setComment(event.target.value);
            setErrors((current) => ({ ...current, comment: undefined }));
          }}
          aria-invalid={commentError ? true : undefined}
          aria-describedby={`${id}-comment-hint${commentError ? ` ${id}-comment-error` : ''}`}
          className={cn(fieldClasses, 'h-auto min-h-28 py-2')}
        />
        <div className="flex justify-between gap-3 text-xs">
          {commentError ? (
            <p id={`${id}-comment-error`} className="font-medium text-danger-600">
              {commentError}
            </p>
          ) : (
            <span />
          )}
          <p id={`${id}-comment-hint`} className="text-ink-500">
            {comment.length}/{COMMENT_MAX}
          </p>
        </div>
      </div>
      {refusal ? (
        <p role="alert" className="text-sm font-medium text-danger-700">
          {refusal}
        </p>
      ) : null}
      <Button
        type="submit"
        loading={review.isPending || review.isSuccess}
        className="w-full sm:w-fit sm:min-w-44"
      >
        Submit review
      </Button>
    </form>
  );
}

/**
 * One item's place for a review: the form while it can be reviewed, the thanks once sent (kept even
 * when the order, asked again, says it is reviewed), the stars given, or why it cannot be yet.
 */
export function ItemReview({
  orderReference,
  item,
  reviewedMessage,
}: {
  orderReference: string;
  item: OrderDetailsItem;
  reviewedMessage: string;
}) {
  const [thanks, setThanks] = useState<{ rating: number; message: string } | null>(null);
  if (thanks)
    return <ReviewThanks review={thanks} productSlug={item.product.slug} message={thanks.message} />;
  if (item.review) {
    return <ReviewThanks review={item.review} productSlug={item.product.slug} message={reviewedMessage} />;
  }
  if (!item.can_review) {
    return (
      <p className="rounded-lg bg-ink-50 px-3 py-2.5 text-sm text-ink-700">{messages.reviewNotDelivered}</p>
    );
  }
  return (
    <ReviewForm
      target={{ orderReference, itemUuid: item.uuid, product: item.product }}
      onReviewed={(review, message) => setThanks({ rating: review.rating, message })}
    />
  );
}
