import { type ReactNode, useId } from 'react';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';

/**
 * A wallet's balance as the first thing on its page: a green card with the label, the big figure
 * (naira, or coins), a line under it and the wallet's actions.
 */
export function BalanceCard({
  label,
  amount,
  sub,
  badge,
  icon,
  children,
  className,
  loading = false,
}: {
  label: string;
  /** Already formatted (₦12,500.00 or 120 coins). */
  amount: string | null;
  sub?: ReactNode;
  badge?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  className?: string;
  loading?: boolean;
}) {
  const labelId = useId();
  return (
    <section
      aria-labelledby={labelId}
      className={cn(
        'relative isolate flex flex-col gap-4 overflow-hidden rounded-2xl bg-linear-to-br from-brand-600 via-brand-700 to-brand-900 p-5 text-white shadow-card md:p-6',
        className,
      )}
    >
      {/* Two soft rings: a card, not a flat box, without an image to download. */}
      <span
        aria-hidden="true"
        className="absolute -top-16 -right-12 -z-10 size-44 rounded-full border-[28px] border-white/[0.07]"
      />
      <span
        aria-hidden="true"
        className="absolute -right-4 -bottom-20 -z-10 size-40 rounded-full bg-brand-400/15"
      />
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-2.5">
          {icon ? (
            <span
              aria-hidden="true"
              className="inline-flex size-9 items-center justify-center rounded-full bg-white/15 text-lg"
            >
              {icon}
            </span>
          ) : null}
          <h2 id={labelId} className="text-sm font-medium text-white/85">
            {label}
          </h2>
        </div>
        {badge}
      </div>
      <div className="flex flex-col gap-1">
        {loading || amount === null ? (
          <Skeleton className="h-9 w-44 bg-white/25" />
        ) : (
          <p
            data-testid="wallet-balance"
            className="text-3xl leading-tight font-bold tracking-tight tabular-nums md:text-4xl"
          >
            {amount}
          </p>
        )}
        {sub ? <div className="text-sm text-white/80">{sub}</div> : null}
      </div>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </section>
  );
}

/** A white pill on the balance card (Spend and Save on/off). */
export function CardBadge({ children, tone = 'on' }: { children: ReactNode; tone?: 'on' | 'off' }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center gap-1.5 rounded-pill px-2.5 py-1 text-xs font-semibold',
        tone === 'on' ? 'bg-white text-brand-800' : 'bg-white/15 text-white',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-1.5 rounded-full', tone === 'on' ? 'bg-brand-500' : 'bg-white/60')}
      />
      {children}
    </span>
  );
}

/** Classes for a button or link on the green card. */
const onCardButton =
  'inline-flex h-10 items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
export const onCardPrimary = cn(onCardButton, 'bg-white text-brand-800 hover:bg-brand-50');
export const onCardSecondary = cn(
  onCardButton,
  'bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20',
);
