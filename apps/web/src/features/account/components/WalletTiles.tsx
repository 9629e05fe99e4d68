import type { AccountOverviewAnswer } from '@oja/contract/account-overview';
import { formatCoins, formatNairaAmount } from '@oja/contract/money';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon, CoinIcon, PiggyIcon, WalletIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/Skeleton';
import { cn } from '../../../lib/cn';

const chevronTone = (tone: 'main' | 'save' | 'coin') =>
  cn('transition-transform group-hover:translate-x-0.5', tone === 'main' ? 'text-white/80' : 'text-ink-400');

function Tile({
  to,
  label,
  amount,
  sub,
  icon,
  tone,
}: {
  to: string;
  label: string;
  amount: string | null;
  sub: ReactNode;
  icon: ReactNode;
  tone: 'main' | 'save' | 'coin';
}) {
  return (
    <li>
      <Link
        to={to}
        data-testid="wallet-tile"
        className={cn(
          'group relative isolate flex h-full items-center gap-3 overflow-hidden rounded-2xl p-3 shadow-card ring-1 transition-shadow hover:shadow-pop focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:flex-col sm:items-stretch sm:p-4',
          tone === 'main' && 'bg-linear-to-br from-brand-600 to-brand-900 text-white ring-brand-700',
          tone === 'save' && 'bg-white text-ink-900 ring-ink-100',
          tone === 'coin' && 'bg-deal-50 text-ink-900 ring-deal-100',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'absolute -top-10 -right-10 -z-10 size-28 rounded-full',
            tone === 'main' ? 'bg-white/10' : tone === 'save' ? 'bg-brand-50' : 'bg-deal-100/70',
          )}
        />
        <span className="flex min-w-0 flex-1 items-center justify-between gap-2 sm:flex-none">
          <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-base',
                tone === 'main' && 'bg-white/15',
                tone === 'save' && 'bg-brand-50 text-brand-700',
                tone === 'coin' && 'bg-white text-deal-600',
              )}
            >
              {icon}
            </span>
            {label}
          </span>
          <ChevronRightIcon aria-hidden="true" className={cn('hidden sm:block', chevronTone(tone))} />
        </span>
        {amount === null ? (
          <Skeleton className={cn('h-7 w-24 sm:h-8 sm:w-32', tone === 'main' && 'bg-white/25')} />
        ) : (
          <span
            data-testid="wallet-tile-amount"
            className="text-lg font-bold tracking-tight tabular-nums sm:text-2xl"
          >
            {amount}
          </span>
        )}
        <span className={cn('hidden text-xs sm:block', tone === 'main' ? 'text-white/80' : 'text-ink-600')}>
          {sub}
        </span>
        <ChevronRightIcon aria-hidden="true" className={cn('shrink-0 sm:hidden', chevronTone(tone))} />
      </Link>
    </li>
  );
}

/** The three wallets of the account home, each leading to its page. */
export function WalletTiles({ wallets }: { wallets: AccountOverviewAnswer['wallets'] | undefined }) {
  const coins = wallets?.smart_coin.coins ?? 0;
  return (
    <ul aria-label="Wallet balances" className="grid gap-2 sm:grid-cols-3 sm:gap-3">
      <Tile
        to="/account/wallet/emart-wallet"
        label="Wallet"
        tone="main"
        icon={<WalletIcon />}
        amount={wallets ? formatNairaAmount(wallets.main) : null}
        sub="Pay at checkout, no card charge"
      />
      <Tile
        to="/account/wallet/spend-and-save"
        label="Spend and Save"
        tone="save"
        icon={<PiggyIcon />}
        amount={wallets ? formatNairaAmount(wallets.spend_and_save) : null}
        sub="Saved a little from each order"
      />
      <Tile
        to="/account/wallet/smart-coin"
        label="Smart Coin"
        tone="coin"
        icon={<CoinIcon />}
        amount={wallets ? formatCoins(coins) : null}
        sub={
          wallets ? `Worth ${formatNairaAmount(wallets.smart_coin.value)} off an order` : 'Earned on delivery'
        }
      />
    </ul>
  );
}
