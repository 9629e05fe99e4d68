import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';

const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-9 md:size-10"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinejoin="round"
    >
      <path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />
    </svg>
  );
}

/**
 * Stars as a native radio group: arrows move between them, each says '4 stars, Very good' to a screen
 * reader, and the stars up to the chosen (or hovered) one fill.
 */
export function StarInput({
  value,
  onChange,
  error,
  legend = 'Your rating',
}: {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
  legend?: string;
}) {
  const name = useId();
  const [hovered, setHovered] = useState(0);
  const shown = hovered || value;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink-800">{legend}</legend>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex">
          {RATING_WORDS.map((word, index) => {
            const stars = index + 1;
            return (
              <label
                key={word}
                className="relative cursor-pointer"
                onMouseEnter={() => setHovered(stars)}
                onMouseLeave={() => setHovered(0)}
              >
                <input
                  type="radio"
                  name={name}
                  value={stars}
                  checked={value === stars}
                  onChange={() => onChange(stars)}
                  aria-invalid={error ? true : undefined}
                  // Over the star, unseen: a tap on the star is a tap on the radio itself.
                  className="peer absolute inset-0 m-0 size-full cursor-pointer appearance-none opacity-0"
                />
                <span className="sr-only">{`${stars} ${stars === 1 ? 'star' : 'stars'}, ${word}`}</span>
                <span
                  className={cn(
                    'inline-flex rounded-md p-0.5 transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-brand-600',
                    stars <= shown ? 'text-amber-500' : 'text-ink-300',
                  )}
                >
                  <Star filled={stars <= shown} />
                </span>
              </label>
            );
          })}
        </div>
        <span aria-hidden="true" className="min-w-20 text-sm font-semibold text-ink-700">
          {shown ? RATING_WORDS[shown - 1] : 'Tap a star'}
        </span>
      </div>
      {error ? (
        <p id={`${name}-error`} className="text-xs font-medium text-danger-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
