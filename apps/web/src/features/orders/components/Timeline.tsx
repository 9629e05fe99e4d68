import { ORDER_STATUS_COLOURS, ORDER_STATUS_LABELS } from '@oja/contract/constants';
import { formatDateTime } from '@oja/contract/dates';
import type { PackageHistory } from '@oja/contract/orders';
import { StoreIcon } from '../../../components/ui/icons';
import { OrderStatusBadge } from '../../../components/ui/OrderStatusBadge';
import { cn } from '../../../lib/cn';

/** The demo simulator's note is for the shop, not the shopper; every other note is shown. */
function eventNote(note: string | null): string | null {
  return note && !/order simulator/i.test(note) ? note : null;
}

/** One package's status events, newest first, each with its date and time (Lagos). */
export function PackageTimeline({
  pack,
  index,
  count,
}: {
  pack: PackageHistory;
  index: number;
  count: number;
}) {
  const events = [...pack.events].reverse();
  const headingId = `history-${pack.reference}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="package-history"
      className="rounded-card border border-ink-200 bg-white"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-ink-100 px-4 py-3">
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg text-brand-700">
            <StoreIcon aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <h2 id={headingId} className="text-sm font-semibold text-ink-900">
              {count > 1 ? `Package ${index + 1} of ${count}` : 'Package'}
              <span className="font-normal text-ink-600">{` · ${pack.vendor.store_name}`}</span>
            </h2>
            <p className="tabular-nums text-xs text-ink-500">{pack.reference}</p>
          </div>
        </div>
        <OrderStatusBadge status={pack.status} size="sm" />
      </header>
      <ol className="flex flex-col px-4 py-4" aria-label={`Status events of ${pack.reference}`}>
        {events.map((event, position) => {
          const latest = position === 0;
          const last = position === events.length - 1;
          const note = eventNote(event.note);
          return (
            <li
              key={`${event.status}-${event.at}`}
              data-testid="history-event"
              data-status={event.status}
              className="relative flex gap-3 pb-5 last:pb-0"
            >
              {last ? null : (
                <span aria-hidden="true" className="absolute top-5 bottom-0 left-[9px] w-0.5 bg-ink-200" />
              )}
              <span
                aria-hidden="true"
                className="relative mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full border-2 bg-white"
                style={{
                  borderColor: ORDER_STATUS_COLOURS[event.status],
                  // A halo in the status colour marks where the package is now.
                  boxShadow: latest ? `0 0 0 4px ${ORDER_STATUS_COLOURS[event.status]}26` : undefined,
                }}
              >
                <span
                  className="size-2 rounded-full"
                  style={{ backgroundColor: ORDER_STATUS_COLOURS[event.status] }}
                />
              </span>
              <div className="flex min-w-0 flex-1 flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <div className="min-w-0">
                  <p
                    className={cn(
                      'text-sm',
                      latest ? 'font-bold text-ink-900' : 'font-semibold text-ink-800',
                    )}
                  >
                    {ORDER_STATUS_LABELS[event.status]}
                    {latest ? <span className="sr-only"> (latest)</span> : null}
                  </p>
                  {note ? <p className="text-xs text-ink-600">{note}</p> : null}
                </div>
                <time dateTime={event.at} className="shrink-0 text-xs text-ink-500 tabular-nums">
                  {formatDateTime(event.at)}
                </time>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
