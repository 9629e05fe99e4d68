import type { InboxMessageSummary } from '@oja/contract/account';
import { formatWhen } from '@oja/contract/dates';
import { type ReactNode, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { InboxIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Pager, pageFrom } from '../../../components/ui/Pager';
import { cn } from '../../../lib/cn';
import { useInbox } from '../api/inbox';
import { InboxMessageView } from '../components/InboxMessageView';
import { EmptyList, ListSkeleton } from '../components/parts';

function searchWith(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const search = next.toString();
  return search ? `?${search}` : '?';
}

function MessageRow({
  message,
  selected,
  to,
}: {
  message: InboxMessageSummary;
  selected: boolean;
  to: string;
}) {
  const unread = message.read_at === null;
  return (
    <li>
      <Link
        to={to}
        data-testid="inbox-message"
        data-unread={unread}
        aria-current={selected ? 'true' : undefined}
        className={cn(
          'flex gap-3 rounded-xl p-3 ring-1 transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
          selected
            ? 'bg-brand-50 ring-brand-300'
            : unread
              ? 'bg-white ring-ink-200 hover:bg-ink-50'
              : 'bg-ink-50/60 ring-ink-100 hover:bg-ink-50',
        )}
      >
        <span
          aria-hidden="true"
          className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', unread ? 'bg-deal-600' : 'bg-transparent')}
        />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-baseline justify-between gap-2">
            <span
              className={cn(
                'line-clamp-2 min-w-0 text-sm break-words',
                unread ? 'font-bold text-ink-900' : 'font-medium text-ink-700',
              )}
            >
              {unread ? <span className="sr-only">Unread: </span> : null}
              {message.subject}
            </span>
            <time dateTime={message.created_at} className="shrink-0 text-xs text-ink-500">
              {formatWhen(message.created_at)}
            </time>
          </span>
          <span className="line-clamp-2 text-sm text-ink-600">{message.preview}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * /account/inbox: the messages Oja sends (order mails, answers to an appeal), newest first, paged.
 * `?message=` opens one beside the list (wide screens) or in its place (phones); opening it marks it
 * read.
 */
export default function Inbox() {
  const listId = useId();
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const selected = params.get('message');
  const inbox = useInbox(page);

  let list: ReactNode;
  if (inbox.isPending) {
    list = <ListSkeleton label="Loading your messages" rows={4} />;
  } else if (inbox.isError) {
    list = <LoadError read={inbox} />;
  } else if (inbox.data.data.length === 0) {
    list = (
      <EmptyList icon={<InboxIcon />} title="Your inbox is empty">
        A copy of every mail about your orders, and our support team's answers, will be kept here.
      </EmptyList>
    );
  } else {
    list = (
      <>
        <ul
          aria-labelledby={listId}
          className={cn('flex flex-col gap-2', inbox.isPlaceholderData && 'opacity-60')}
        >
          {inbox.data.data.map((message) => (
            <MessageRow
              key={message.uuid}
              message={message}
              selected={message.uuid === selected}
              to={searchWith(params, { message: message.uuid })}
            />
          ))}
        </ul>
        <Pager label="Inbox pages" pagination={inbox.data.pagination} newestFirst />
      </>
    );
  }

  const unread = inbox.data?.unread_count ?? 0;
  return (
    <div className="flex flex-col gap-5">
      <PageIntro
        title="Inbox"
        description={
          inbox.data
            ? unread > 0
              ? `${unread} unread ${unread === 1 ? 'message' : 'messages'}`
              : 'Messages about your orders and your account.'
            : 'Messages about your orders and your account.'
        }
      />
      <h2 id={listId} className="sr-only">
        Messages
      </h2>
      <div className={cn('grid items-start gap-4', selected && 'xl:grid-cols-[340px_minmax(0,1fr)]')}>
        <div className={cn('flex min-w-0 flex-col gap-2', selected && 'hidden xl:flex')}>{list}</div>
        {selected ? (
          <InboxMessageView uuid={selected} backTo={searchWith(params, { message: null })} />
        ) : null}
      </div>
    </div>
  );
}
