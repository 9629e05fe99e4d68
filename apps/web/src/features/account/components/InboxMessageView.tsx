import { formatWhen } from '@oja/contract/dates';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useInboxMessage } from '../api/inbox';

const KIND_LABELS: Record<string, string> = {
  order: 'Order',
  appeal: 'Support',
  newsletter: 'Newsletter',
};

/** Where a message's link leads, in words. */
function linkLabel(link: string): string {
  if (link.includes('/package-history')) return 'Track this order';
  if (link.startsWith('/account/order/')) return 'View the order';
  if (link.startsWith('/account/wallet')) return 'Open your wallet';
  if (link.startsWith('/account/newsletter-preference')) return 'Newsletter choices';
  return 'Open';
}

/** One message in full (opening it marks it read), with the way back to the list. */
export function InboxMessageView({ uuid, backTo }: { uuid: string; backTo: string }) {
  const message = useInboxMessage(uuid);
  return (
    <article
      aria-busy={message.isPending || undefined}
      data-testid="inbox-message-view"
      className="flex min-w-0 flex-col gap-4 xl:rounded-2xl xl:bg-white xl:p-6 xl:ring-1 xl:ring-ink-100"
    >
      <Link
        to={backTo}
        className="-ml-1 inline-flex min-h-9 items-center gap-1 self-start text-sm font-semibold text-brand-700 hover:underline xl:hidden"
      >
        <ChevronLeftIcon aria-hidden="true" />
        Back to inbox
      </Link>
      {message.isPending ? (
        <div className="flex flex-col gap-3" role="status" aria-label="Loading the message">
          <Skeleton className="h-7 w-3/4" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : message.isError ? (
        <LoadError read={message} />
      ) : (
        <>
          <header className="flex flex-col gap-2 border-b border-ink-100 pb-4">
            <div className="flex flex-wrap items-center gap-2 text-xs text-ink-500">
              <span className="rounded-pill bg-brand-50 px-2 py-0.5 font-semibold text-brand-800">
                {KIND_LABELS[message.data.kind] ?? 'Message'}
              </span>
              <span>From Oja</span>
              <span aria-hidden="true">·</span>
              <time dateTime={message.data.created_at}>{formatWhen(message.data.created_at)}</time>
            </div>
            <h2 className="text-xl font-bold tracking-tight break-words text-ink-900">
              {message.data.subject}
            </h2>
          </header>
          <div className="flex flex-col gap-3 text-[15px] leading-relaxed break-words text-ink-800">
            {message.data.body.split(/\n{2,}/).map((paragraph, index) => (
              // Paragraphs of one message never move: their position is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <p key={index} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
          {message.data.link ? (
            <Link to={message.data.link} className={buttonClasses('primary', 'md', 'self-start')}>
              {linkLabel(message.data.link)}
              <ChevronRightIcon aria-hidden="true" />
            </Link>
          ) : null}
        </>
      )}
    </article>
  );
}
