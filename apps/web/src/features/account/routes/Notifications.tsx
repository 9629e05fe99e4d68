import { type ReactNode, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { BellIcon, CheckAllIcon, ChevronRightIcon, InboxIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Pager, pageFrom } from '../../../components/ui/Pager';
import { useToast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useUnreadCounts } from '../../../lib/unread-counts';
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from '../api/notifications';
import { NotificationRow } from '../components/NotificationRow';
import { CountPill, EmptyList, ListSkeleton } from '../components/parts';

const tabClasses = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center gap-1.5 rounded-pill px-3.5 text-sm font-semibold transition-colors',
    active ? 'bg-ink-900 text-white' : 'text-ink-700 hover:bg-ink-100',
  );

/**
 * /account/notifications: order moves, wallet movements, and price drops and restocks of saved items,
 * newest first, paged (`?page=`), with an Unread tab (`?show=unread`); mark one read, or all at once.
 * The header and side menu badges follow.
 */
export default function Notifications() {
  const listId = useId();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const unreadOnly = params.get('show') === 'unread';
  const list = useNotifications(page, unreadOnly);
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const counts = useUnreadCounts();
  const unreadCount = list.data?.unread_count ?? 0;

  /** All or Unread, from the first page. */
  function show(only: boolean) {
    const search = new URLSearchParams(params);
    search.delete('page');
    if (only) search.set('show', 'unread');
    else search.delete('show');
    setParams(search);
  }

  function markRead(uuid: string) {
    markOne.mutate(uuid, { onError: (error) => toast.error(errorMessage(error)) });
  }

  function markEverything() {
    markAll.mutate(undefined, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  let body: ReactNode;
  if (list.isPending) {
    body = <ListSkeleton label="Loading notifications" />;
  } else if (list.isError) {
    body = <LoadError read={list} />;
  } else if (list.data.data.length === 0) {
    body = unreadOnly ? (
      <EmptyList icon={<CheckAllIcon />} title="You’re all caught up">
        No unread notifications. New order updates, wallet movements and saved item alerts will show here.
      </EmptyList>
    ) : (
      <EmptyList icon={<BellIcon />} title="No notifications yet">
        When you place an order, when it ships and arrives, when money moves in your wallet, and when a saved
        item gets cheaper or is back in stock, we tell you here.
      </EmptyList>
    );
  } else {
    body = (
      <>
        <ul
          aria-labelledby={listId}
          className={cn('flex flex-col gap-2', list.isPlaceholderData && 'opacity-60')}
        >
          {list.data.data.map((notification) => (
            <NotificationRow
              key={notification.uuid}
              notification={notification}
              onMarkRead={markRead}
              marking={markOne.isPending && markOne.variables === notification.uuid}
            />
          ))}
        </ul>
        <Pager label="Notification pages" pagination={list.data.pagination} newestFirst />
      </>
    );
  }

  const inboxUnread = counts.data?.inbox ?? 0;
  // Nothing to count or mark on an empty list.
  const showSummary = list.data !== undefined && (list.data.pagination.total > 0 || unreadCount > 0);

  return (
    <div className="flex flex-col gap-5">
      <PageIntro
        title="Notifications"
        description="Updates about your orders, your wallet and your saved items."
      />
      <h2 id={listId} className="sr-only">
        {unreadOnly ? 'Unread notifications' : 'All notifications'}
      </h2>
      <div className="flex flex-col gap-3 border-b border-ink-100 pb-3">
        <nav aria-label="Show" className="flex items-center gap-1 self-start rounded-pill bg-ink-50 p-1">
          <button
            type="button"
            aria-pressed={!unreadOnly}
            className={tabClasses(!unreadOnly)}
            onClick={() => show(false)}
          >
            All
          </button>
          <button
            type="button"
            aria-pressed={unreadOnly}
            className={tabClasses(unreadOnly)}
            onClick={() => show(true)}
          >
            Unread
            <CountPill count={unreadCount} />
          </button>
        </nav>
        {showSummary ? (
          <div className="flex min-h-9 items-center justify-between gap-3">
            <p data-testid="unread-summary" className="text-sm text-ink-600" aria-live="polite">
              {list.data ? (unreadCount === 0 ? 'You have read everything.' : `${unreadCount} unread`) : null}
            </p>
            <Button
              variant="ghost"
              size="sm"
              onClick={markEverything}
              loading={markAll.isPending}
              disabled={unreadCount === 0}
              className="whitespace-nowrap text-brand-700 hover:text-brand-800"
            >
              {markAll.isPending ? null : <CheckAllIcon aria-hidden="true" />}
              Mark all as read
            </Button>
          </div>
        ) : null}
      </div>
      {body}
      <Link
        to="/account/inbox"
        className="flex items-center gap-3 rounded-xl bg-ink-50 p-3 text-sm text-ink-700 ring-1 ring-ink-100 hover:bg-brand-50 hover:text-brand-800"
      >
        <span
          aria-hidden="true"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-white text-lg text-brand-700 ring-1 ring-ink-200"
        >
          <InboxIcon />
        </span>
        <span className="flex-1">
          <span className="font-semibold text-ink-900">Inbox</span> — order mails and answers from our support
          team
        </span>
        <CountPill count={inboxUnread} label={`${inboxUnread} unread`} />
        <ChevronRightIcon aria-hidden="true" className="text-ink-400" />
      </Link>
    </div>
  );
}
