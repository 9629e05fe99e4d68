import { NavLink } from 'react-router';
import { LogoutIcon } from '../../components/ui/icons';
import { requestLogout } from '../../features/identity/logout-confirm-state';
import { cn } from '../../lib/cn';
import { badgeCount, useUnreadCounts } from '../../lib/unread-counts';
import { ACCOUNT_MENU, type AccountMenuEntry, accountPath } from './account-menu';

/** The unread count beside an entry (Notifications); nothing at zero. */
function UnreadBadge({ kind, active }: { kind: AccountMenuEntry['unread']; active?: boolean }) {
  const { data } = useUnreadCounts();
  const count = kind && data ? data[kind] : 0;
  if (count <= 0) return null;
  return (
    <span
      data-testid="menu-unread-badge"
      className={cn(
        'relative ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-pill px-1.5 text-[11px] leading-none font-bold tabular-nums',
        active ? 'bg-white text-brand-800' : 'bg-deal-600 text-white',
      )}
    >
      <span aria-hidden="true">{badgeCount(count)}</span>
      <span className="sr-only">{`, ${count} unread`}</span>
    </span>
  );
}

const linkClasses = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-ink-700 hover:bg-ink-100 hover:text-ink-900',
  );

/** The account side menu (>= 990 px). NavLink marks the current page with aria-current. */
export function AccountSideMenu() {
  return (
    <nav aria-label="Account" className="rounded-card bg-white p-2 shadow-card ring-1 ring-ink-100">
      <ul className="flex flex-col gap-0.5">
        {ACCOUNT_MENU.filter((entry) => !entry.hidden).map((entry) => {
          const Icon = entry.icon;
          if (entry.children) {
            return (
              <li key={entry.label}>
                <p className="flex min-h-11 items-center gap-3 px-3 text-sm font-semibold text-ink-900">
                  <Icon aria-hidden className="text-lg text-ink-500" />
                  {entry.label}
                </p>
                <ul className="ml-6 flex flex-col gap-0.5 border-l border-ink-100 pl-3">
                  {entry.children.map((child) => (
                    <li key={child.path}>
                      <NavLink to={accountPath(child.path)} className={linkClasses}>
                        {child.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          }
          return (
            <li key={entry.label}>
              <NavLink to={accountPath(entry.path ?? '')} end={!entry.path} className={linkClasses}>
                <Icon aria-hidden className="text-lg text-ink-500" />
                {entry.label}
                <UnreadBadge kind={entry.unread} />
              </NavLink>
            </li>
          );
        })}
        <li className="mt-1 border-t border-ink-100 pt-1">
          <button
            type="button"
            onClick={requestLogout}
            className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-semibold text-danger-700 hover:bg-red-50"
          >
            <LogoutIcon aria-hidden className="text-lg" />
            Logout
          </button>
        </li>
      </ul>
    </nav>
  );
}

/** Below 990 px the menu becomes a row of chips above the page. */
export function AccountChips() {
  const entries: { label: string; path: string; unread?: AccountMenuEntry['unread'] }[] = ACCOUNT_MENU.filter(
    (entry) => !entry.hidden,
  ).flatMap((entry) =>
    entry.children ? entry.children : [{ label: entry.label, path: entry.path ?? '', unread: entry.unread }],
  );
  const chipClasses = ({ isActive }: { isActive: boolean }) =>
    cn(
      'inline-flex h-9 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-pill px-3 text-sm font-medium ring-1',
      isActive ? 'bg-brand-600 text-white ring-brand-600' : 'bg-white text-ink-700 ring-ink-200',
    );
  return (
    <nav aria-label="Account sections" className="-mx-4 overflow-x-auto px-4 scrollbar-none lg:hidden">
      <ul className="flex gap-2 pb-1">
        {entries.map((entry) => (
          <li key={entry.path || 'home'}>
            <NavLink to={accountPath(entry.path)} end={!entry.path} className={chipClasses}>
              {({ isActive }) => (
                <>
                  {entry.label}
                  <UnreadBadge kind={entry.unread} active={isActive} />
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
