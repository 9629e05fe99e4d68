import { formatNairaAmount } from '@oja/contract/money';
import type { SmartCoinAnswer } from '@oja/contract/wallet';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BoxIcon, CartIcon, CoinIcon, TagIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useSmartCoinWallet } from '../api/wallet-api';
import { BalanceCard, onCardPrimary } from '../components/BalanceCard';
import { TransactionHistory } from '../components/TransactionHistory';
import { WalletPanel } from '../components/WalletPanel';
import { formatCoins } from '../format';

/** The three lines of "How Smart Coins work", from the server's own rates. */
export function smartCoinSteps(rates: Pick<SmartCoinAnswer, 'coins_per_100_naira' | 'coin_value'>) {
  const value = formatNairaAmount(rates.coin_value);
  return {
    earn: `Earn ${formatCoins(rates.coins_per_100_naira)} for every ₦100 you pay for goods (coins spent on an order earn none), once the order is delivered.`,
    value: `Each coin takes ${value} off your total.`,
    spend: 'At checkout, switch on “Use my smart coins” and the discount is taken off before you pay.',
  };
}

function Step({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-lg text-brand-700"
      >
        {icon}
      </span>
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="font-semibold text-ink-900">{title}</p>
        <p className="text-sm text-ink-600">{children}</p>
      </div>
    </li>
  );
}

/**
 * /account/wallet/smart-coin: the coins held and what they are worth, how they are earned and spent
 * (the server's rates, never figures of the page's own), and their history.
 */
export default function SmartCoin() {
  const wallet = useSmartCoinWallet();
  const data = wallet.data;
  const steps = data ? smartCoinSteps(data) : null;

  return (
    <div className="flex flex-col gap-6">
      <PageIntro title="Smart Coin Wallet" description="Smart coins you can use as a discount at checkout." />
      {wallet.isError ? <LoadError read={wallet} /> : null}
      <div className="grid items-start gap-4 md:grid-cols-2">
        <BalanceCard
          label="Smart coins"
          icon={<CoinIcon />}
          amount={data ? formatCoins(data.coins) : null}
          loading={wallet.isPending}
          sub={
            data ? (
              <>
                Worth <span className="font-semibold text-white">{formatNairaAmount(data.balance)}</span> off
                your next order
              </>
            ) : null
          }
        >
          <Link to="/products" className={onCardPrimary}>
            <CartIcon aria-hidden="true" /> Shop and earn
          </Link>
        </BalanceCard>
        <WalletPanel title="How Smart Coins work">
          {steps ? (
            <ol className="flex flex-col gap-4">
              <Step icon={<BoxIcon />} title="Earn on delivered orders">
                {steps.earn}
              </Step>
              <Step icon={<CoinIcon />} title="Every coin has a naira value">
                {steps.value}
              </Step>
              <Step icon={<TagIcon />} title="Spend them at checkout">
                {steps.spend}
              </Step>
            </ol>
          ) : (
            <div className="flex flex-col gap-3" aria-hidden="true">
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-10 w-full" />
            </div>
          )}
        </WalletPanel>
      </div>
      <TransactionHistory
        wallet="smart_coin"
        empty="Coins you earn on delivered orders and spend at checkout will show here."
      />
    </div>
  );
}
