import type { Notification } from '@oja/contract/account';
import { formatWhen } from '@oja/contract/dates';
import { Link } from 'react-router';
import {
  BellIcon,
  BoxIcon,
  CheckIcon,
  ChevronRightIcon,
  HeartIcon,
  StoreIcon,
  TagIcon,
  WalletIcon,
} from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';

type KindLook = { icon: typeof BellIcon; linkLabel: string; savedItem?: boolean };

// By the notice's kind (NotificationKind on the server); an unknown kind gets the bell.
const KINDS: Record<string, KindLook> = {
  order: { icon: BoxIcon, linkLabel: 'View details' },
  wallet: { icon: WalletIcon, linkLabel: 'View details' },
  price_drop: { icon: TagIcon, linkLabel: 'View product', savedItem: true },
  back_in_stock: { icon: StoreIcon, linkLabel: 'View product', savedItem: true },
};
const OTHER: KindLook = { icon: BellIcon, linkLabel: 'View details' };

/**
 * One notice: unread ones are tinted, bold and dotted. Opening its link marks it read too;
 * 'Mark as read' marks it without leaving. Price drops and restocks of saved items say so and lead
 * to the product.
 */
export function NotificationRow({
  notification,
  onMarkRead,
  marking,
}: {
  notification: Notification;
  onMarkRead: (uuid: string) => void;
  marking: boolean;
}) {
  const unread = notification.read_at === null;
  const look = KINDS[notification.kind] ?? OTHER;
  const Icon = look.icon;
  return (
    <li
      data-testid="notification"
      data-notification-kind={notification.kind}
      data-unread={unread}
      className={cn(
        'relative flex gap-3 rounded-xl p-3 ring-1 transition-colors md:p-4',
        unread ? 'bg-brand-50/60 ring-brand-100' : 'bg-white ring-ink-100',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'relative hidden size-10 shrink-0 items-center justify-center rounded-full text-lg sm:inline-flex',
          unread ? 'bg-white text-brand-700 ring-1 ring-brand-200' : 'bg-ink-50 text-ink-500',
        )}
      >
        <Icon />
        {unread ? (
          <span className="absolute -top-0.5 -right-0.5 size-3 rounded-full bg-deal-600 ring-2 ring-white" />
        ) : null}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-col gap-0.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-3">
          <h3
            className={cn(
              'text-sm break-words',
              unread ? 'font-bold text-ink-900' : 'font-semibold text-ink-800',
            )}
          >
            {unread ? (
              <>
                <span className="sr-only">Unread: </span>
                <span
                  aria-hidden="true"
                  className="mr-1.5 mb-0.5 inline-block size-2 rounded-full bg-deal-600 align-middle sm:hidden"
                />
              </>
            ) : null}
            {notification.title}
          </h3>
          <time dateTime={notification.created_at} className="shrink-0 text-xs text-ink-500">
            {formatWhen(notification.created_at)}
          </time>
        </div>
        <p className="text-sm break-words text-ink-600">{notification.body}</p>
        {look.savedItem ? (
          <p className="inline-flex items-center gap-1 self-start rounded-pill bg-deal-50 px-2 py-0.5 text-xs font-semibold text-deal-700">
            <HeartIcon aria-hidden="true" />
            From your saved items
          </p>
        ) : null}
        {notification.link || unread ? (
          <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
            {notification.link ? (
              <Link
                to={notification.link}
                onClick={() => {
                  if (unread) onMarkRead(notification.uuid);
                }}
                className="inline-flex min-h-9 items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
              >
                {look.linkLabel}
                <ChevronRightIcon aria-hidden="true" />
              </Link>
            ) : null}
            {unread ? (
              <button
                type="button"
                onClick={() => onMarkRead(notification.uuid)}
                disabled={marking}
                aria-label={`Mark as read: ${notification.title}`}
                className="inline-flex min-h-9 items-center gap-1 text-sm font-semibold text-ink-600 hover:text-ink-900 disabled:opacity-50"
              >
                <CheckIcon aria-hidden="true" />
                Mark as read
              </button>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  );
}
