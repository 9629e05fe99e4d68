import { QUANTITY_CHANGE_DELAY_MS } from '@oja/contract/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../../lib/cn';
import { createDebouncer, parseQuantity, stepQuantity } from '../quantity';

type QuantityInputProps = {
  value: number;
  min: number;
  max: number;
  /** Called with the new quantity once the shopper pauses (delayMs; 0 calls at once). */
  onCommit: (quantity: number) => void;
  label: string;
  delayMs?: number;
  size?: 'sm' | 'md';
  className?: string;
};

const stepClasses =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-ink-200 bg-white text-lg font-semibold text-ink-800 ' +
  'hover:border-ink-300 hover:bg-ink-50 disabled:cursor-not-allowed disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * The quantity input of spec section 5: whole numbers from min to max (max is the stock), plus and
 * minus that stop at the bounds, the spec's message for anything else, and changes sent only after
 * a 500 ms pause, so a burst of taps is one request.
 */
export function QuantityInput({
  value,
  min,
  max,
  onCommit,
  label,
  delayMs = QUANTITY_CHANGE_DELAY_MS,
  size = 'md',
  className,
}: QuantityInputProps) {
  const [draft, setDraft] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  const onCommitRef = useRef(onCommit);
  onCommitRef.current = onCommit;
  const [debouncer] = useState(() => createDebouncer<number>((next) => onCommitRef.current(next), delayMs));

  // A new value from outside (the server's answer, a rollback) shows unless the shopper is mid-edit.
  useEffect(() => {
    if (!debouncer.pending) {
      setDraft(String(value));
      setError(null);
    }
  }, [value, debouncer]);

  // Leaving the page must not drop the last change.
  useEffect(() => () => debouncer.flush(), [debouncer]);

  const current = parseQuantity(draft, min, max);
  const shown = current.ok ? current.value : value;

  function change(next: number) {
    setDraft(String(next));
    setError(null);
    if (delayMs === 0) onCommitRef.current(next);
    else if (next === value) debouncer.cancel();
    else debouncer.push(next);
  }

  function type(text: string) {
    setDraft(text);
    const parsed = parseQuantity(text, min, max);
    if (!parsed.ok) {
      setError(parsed.error);
      debouncer.cancel();
      return;
    }
    change(parsed.value);
  }

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <div className="flex items-center gap-1.5">
        <button
          type="button"
          className={cn(stepClasses, size === 'sm' && 'size-8')}
          aria-label={`Decrease ${label}`}
          disabled={shown <= min}
          onClick={() => change(stepQuantity(shown, -1, min, max))}
        >
          −
        </button>
        <input
          type="text"
          inputMode="numeric"
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={draft}
          onChange={(event) => type(event.target.value)}
          onBlur={() => {
            if (error) {
              setDraft(String(value));
              setError(null);
            }
          }}
          className={cn(
            'h-9 w-14 rounded-lg border border-ink-300 bg-white text-center text-base font-semibold tabular-nums text-ink-900',
            'focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 aria-[invalid=true]:border-danger-600',
            size === 'sm' && 'h-8 w-12',
          )}
        />
        <button
          type="button"
          className={cn(stepClasses, size === 'sm' && 'size-8')}
          aria-label={`Increase ${label}`}
          disabled={shown >= max}
          onClick={() => change(stepQuantity(shown, 1, min, max))}
        >
          +
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-xs font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
