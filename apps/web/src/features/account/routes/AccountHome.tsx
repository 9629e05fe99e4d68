import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/Button';
import { KeyIcon, MailIcon, PhoneIcon, ShieldIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useAccountOverview } from '../api/overview';
import { PrimaryAddress } from '../components/PrimaryAddress';
import { ListSkeleton, Panel } from '../components/parts';
import { QuickLinks } from '../components/QuickLinks';
import { RecentOrders } from '../components/RecentOrders';
import { WalletTiles } from '../components/WalletTiles';
import { greeting } from '../format';

function initialsOf(first: string, last: string): string {
  return `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';
}

/**
 * /account: who is signed in, the three wallets, the latest orders, the delivery address, a way to
 * every account page and the change-password link (the identity feature opens its dialog for
 * ?modal=change-password).
 */
export default function AccountHome() {
  const overview = useAccountOverview();
  const data = overview.data;
  const securityId = useId();

  return (
    <div className="flex flex-col gap-6">
      <header className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="inline-flex size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800 ring-4 ring-brand-50 md:size-16 md:text-xl"
        >
          {data ? initialsOf(data.firstname, data.lastname) : null}
        </span>
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-medium text-brand-700">{greeting()}</p>
          {data ? (
            <h1 className="truncate text-2xl font-bold tracking-tight text-ink-900 md:text-3xl">
              {data.fullname}
            </h1>
          ) : (
            <>
              <h1 className="sr-only">My account</h1>
              <Skeleton className="h-8 w-48" />
            </>
          )}
          {data ? (
            <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink-600">
              <span className="inline-flex min-w-0 items-center gap-1.5" data-testid="account-email">
                <MailIcon aria-hidden="true" className="shrink-0 text-ink-400" />
                <span className="truncate">{data.email}</span>
              </span>
              {data.phone_number ? (
                <span className="inline-flex items-center gap-1.5">
                  <PhoneIcon aria-hidden="true" className="text-ink-400" />
                  {data.phone_number}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
      </header>

      {overview.isError ? <LoadError read={overview} /> : null}

      <WalletTiles wallets={data?.wallets} />

      <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_320px]">
        {data ? <RecentOrders orders={data.recent_orders} /> : <ListSkeleton label="Loading your orders" />}
        <div className="flex flex-col gap-4">
          {data ? <PrimaryAddress address={data.primary_address} /> : null}
          <Panel
            headingId={securityId}
            title={
              <span className="inline-flex items-center gap-2">
                <ShieldIcon aria-hidden="true" className="text-brand-700" />
                Sign-in and security
              </span>
            }
          >
            <p className="text-sm text-ink-600">Changing your password signs you out on every device.</p>
            <Link to="?modal=change-password" className={buttonClasses('secondary', 'sm', 'self-start')}>
              <KeyIcon aria-hidden="true" />
              Change password
            </Link>
          </Panel>
        </div>
      </div>

      <QuickLinks unread={data?.unread} />
    </div>
  );
}
