import { formatDate } from '@oja/contract/dates';
import { formatCount } from '@oja/contract/money';
import { Link, useParams, useSearchParams } from 'react-router';
import { Container } from '../../../components/ui/Container';
import { EmptyState } from '../../../components/ui/EmptyState';
import { StarIcon } from '../../../components/ui/icons';
import { Pager, pageFrom } from '../../../components/ui/Pager';
import { Picture } from '../../../components/ui/Picture';
import { Skeleton, skeletonKeys } from '../../../components/ui/Skeleton';
import { StarRating } from '../../../components/ui/StarRating';
import { useProductReviews } from '../api/get-products';
import { Breadcrumbs } from '../components/DetailParts';
import { ItemError } from '../components/ItemNotFound';

/** /product/{id}/reviews: the rating summary with a bar per star, then the reviews page by page. */
export default function ProductReviews() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const query = useProductReviews(id, page, 10);

  if (query.isError) return <ItemError read={query} what="Product" />;
  const data = query.data;

  return (
    <Container className="flex max-w-4xl flex-col gap-5 py-5 md:py-8">
      {data ? (
        <>
          <Breadcrumbs
            items={[
              { label: 'Home', to: '/' },
              { label: data.product.name, to: `/product/${encodeURIComponent(data.product.slug)}` },
              { label: 'Reviews' },
            ]}
          />
          <div className="flex items-center gap-3">
            {data.product.thumbnail ? (
              <Picture
                src={data.product.thumbnail}
                widths={[120, 240]}
                sizes="4rem"
                alt=""
                width={64}
                height={64}
                decoding="async"
                className="size-16 shrink-0 rounded-lg bg-white object-contain p-1 ring-1 ring-ink-100"
              />
            ) : null}
            <div className="flex flex-col">
              <h1 className="text-xl font-bold tracking-tight text-ink-900 md:text-2xl">Reviews</h1>
              <Link
                to={`/product/${encodeURIComponent(data.product.slug)}`}
                className="text-sm text-brand-700 hover:underline"
              >
                {data.product.name}
              </Link>
            </div>
          </div>

          <section
            aria-label="Rating summary"
            className="grid gap-5 rounded-card bg-white p-4 ring-1 ring-ink-100 md:grid-cols-[12rem_1fr] md:p-6"
          >
            <div className="flex flex-col items-center justify-center gap-1 text-center">
              <span className="text-5xl font-extrabold text-ink-900">{data.summary.average.toFixed(1)}</span>
              <StarRating rating={data.summary.average} className="text-xl" />
              <span className="text-sm text-ink-600">
                {formatCount(data.summary.count)} {data.summary.count === 1 ? 'review' : 'reviews'}
              </span>
            </div>
            <ul className="flex flex-col gap-2">
              {(['5', '4', '3', '2', '1'] as const).map((star) => {
                const count = data.summary.by_star[star];
                const share = data.summary.count ? Math.round((count / data.summary.count) * 100) : 0;
                return (
                  <li key={star} className="flex items-center gap-3 text-sm">
                    <span className="w-12 shrink-0 text-ink-700">{star} star</span>
                    <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-pill bg-ink-100">
                      <span
                        className="block h-full rounded-pill bg-amber-500"
                        style={{ width: `${share}%` }}
                      />
                    </span>
                    <span className="w-10 shrink-0 text-right tabular-nums text-ink-600">
                      {count}
                      <span className="sr-only"> reviews ({share}%)</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </section>

          {data.data.length === 0 ? (
            <EmptyState icon={<StarIcon />} title="No reviews yet">
              Customers who buy this item can rate it from their orders.
            </EmptyState>
          ) : (
            <ul
              className={query.isPlaceholderData ? 'flex flex-col gap-3 opacity-60' : 'flex flex-col gap-3'}
            >
              {data.data.map((review) => (
                <li
                  key={review.uuid}
                  className="flex flex-col gap-1.5 rounded-card bg-white p-4 ring-1 ring-ink-100"
                >
                  <div className="flex items-center justify-between gap-3">
                    <StarRating rating={review.rating} />
                    <time dateTime={review.created_at} className="text-xs text-ink-500">
                      {formatDate(review.created_at)}
                    </time>
                  </div>
                  {review.title ? <p className="font-semibold text-ink-900">{review.title}</p> : null}
                  <p className="text-sm leading-relaxed text-ink-700">{review.comment}</p>
                  <p className="text-xs font-medium text-ink-500">By {review.reviewer_name}</p>
                </li>
              ))}
            </ul>
          )}
          <Pager pagination={data.pagination} label="Review pages" controls="links" />
        </>
      ) : (
        <div className="flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-40 w-full rounded-card" />
          {skeletonKeys(3).map((key) => (
            <Skeleton key={key} className="h-24 w-full rounded-card" />
          ))}
        </div>
      )}
    </Container>
  );
}
