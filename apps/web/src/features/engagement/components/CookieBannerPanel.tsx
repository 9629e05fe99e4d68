import type { CookieCategory } from '@oja/contract/constants';
import { COOKIE_CATEGORIES } from '@oja/contract/constants';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../lib/cn';
import {
  ALL_OFF,
  CATEGORY_DETAILS,
  type ConsentChoice,
  EVERYTHING,
  markBannerSeen,
  NOTHING_OPTIONAL,
  saveConsent,
  useConsent,
} from '../consent';

function CategorySwitch({
  category,
  on,
  onChange,
}: {
  category: CookieCategory;
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const labelId = useId();
  const detailId = useId();
  return (
    <li className="flex items-start gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p id={labelId} className="text-sm font-semibold text-ink-900">
          {category}
        </p>
        <p id={detailId} className="mt-0.5 text-xs leading-5 text-ink-600">
          {CATEGORY_DETAILS[category]}
        </p>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby={labelId}
        aria-describedby={detailId}
        onClick={() => onChange(!on)}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-pill transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
          on ? 'bg-brand-600' : 'bg-ink-500',
        )}
      >
        <span
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow-card transition-transform',
            on ? 'translate-x-5.5' : 'translate-x-0.5',
          )}
        />
      </button>
    </li>
  );
}

/**
 * The cookie banner (spec sections 2 and 4): accept all, reject all, or manage category by category.
 * Every category starts switched off, Necessary too (spec section 4: all initially shown as
 * disabled; ADR 0041); reopened from the privacy policy, they show the choice in force. On a phone
 * it is one sentence and three buttons (issue 27: it covered ~45 % of the first screen); the
 * categories and the affiliate note are behind Manage. It does not block the page.
 */
export default function CookieBannerPanel() {
  const { decided } = useConsent();
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>(() => decided?.categories ?? ALL_OFF);
  const titleId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  // Shown once per browser session: a reload or the next page does not bring it back.
  useEffect(markBannerSeen, []);
  useEffect(() => {
    if (choosing) listRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [choosing]);

  return (
    // A labelled region, not a dialog: it never takes the page from the shopper, and it sits under
    // modals (z-50) so theirs stay the dialogs on screen. Sticky at the end of the page, it holds its
    // own place there: the end of any page scrolls above it (a Place order button is never stuck
    // beneath it on a phone), and the page is as tall from its first paint as once the app runs.
    <section
      aria-labelledby={titleId}
      data-testid="cookie-banner"
      // js-only: without JavaScript its buttons could not work, so it is hidden then (styles.css).
      className="js-only sticky bottom-0 z-[45] sm:bottom-4 sm:mx-4 sm:mb-4 sm:max-w-md"
    >
      <div className="flex max-h-[80dvh] flex-col overflow-hidden rounded-t-2xl border border-ink-200 bg-white shadow-pop sm:rounded-2xl">
        <div className="overflow-y-auto px-4 pt-3 pb-2 sm:px-5 sm:pt-4">
          <h2 id={titleId} className="text-sm font-bold text-ink-900 sm:text-base">
            Cookies on Oja
          </h2>
          <p className="mt-0.5 text-sm leading-5 text-ink-600">
            Optional cookies stay off until you choose.{' '}
            <Link to="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-2">
              Privacy policy
            </Link>
          </p>
          {choosing ? (
            <ul ref={listRef} className="mt-1 divide-y divide-ink-100" aria-label="Cookie categories">
              {COOKIE_CATEGORIES.map((category) => (
                <CategorySwitch
                  key={category}
                  category={category}
                  on={choice[category]}
                  onChange={(on) => setChoice((current) => ({ ...current, [category]: on }))}
                />
              ))}
            </ul>
          ) : null}
        </div>
        <div
          className={cn(
            'grid gap-2 border-t border-ink-100 bg-ink-50 px-4 py-2.5 sm:py-3',
            choosing ? 'grid-cols-2' : 'grid-cols-3',
          )}
        >
          {choosing ? (
            <Button variant="dark" size="sm" className="col-span-2" onClick={() => saveConsent(choice)}>
              Save choices
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => saveConsent(NOTHING_OPTIONAL)}>
            Reject all
          </Button>
          {choosing ? null : (
            <Button variant="secondary" size="sm" aria-expanded={false} onClick={() => setChoosing(true)}>
              Manage
            </Button>
          )}
          <Button size="sm" onClick={() => saveConsent(EVERYTHING)}>
            Accept all
          </Button>
        </div>
      </div>
    </section>
  );
}
