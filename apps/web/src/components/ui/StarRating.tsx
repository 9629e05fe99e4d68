import { cn } from '../../lib/cn';

/** Five stars filled to `rating` (0 to 5, halves rounded), with the number for screen readers. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating * 2) / 2;
  return (
    <span
      role="img"
      aria-label={`${rating.toFixed(1)} out of 5 stars`}
      className={cn('inline-flex', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = filled >= star ? 100 : filled >= star - 0.5 ? 50 : 0;
        return (
          <span key={star} aria-hidden="true" className="relative inline-block text-ink-200">
            ★
            <span className="absolute inset-0 overflow-hidden text-amber-500" style={{ width: `${fill}%` }}>
              ★
            </span>
          </span>
        );
      })}
    </span>
  );
}
