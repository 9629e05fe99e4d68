import { formatNairaAmount } from '@oja/contract/money';
import { PiggyIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { PageIntro } from '../../../components/ui/PageIntro';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useSpendAndSaveWallet } from '../../../lib/wallet';
import { BalanceCard, CardBadge } from '../components/BalanceCard';
import { MoveSavingsForm } from '../components/MoveSavingsForm';
import { SpendAndSaveSettings } from '../components/SpendAndSaveSettings';
import { TransactionHistory } from '../components/TransactionHistory';

/**
 * /account/wallet/spend-and-save: the savings, the switch with its percentage and notices, moving
 * savings to the main wallet, and the history of what was saved and moved.
 */
export default function SpendAndSave() {
  const wallet = useSpendAndSaveWallet();
  const state = wallet.data;

  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title="Spend and Save Wallet"
        description="Save a percentage of every purchase automatically."
      />
      {wallet.isError ? <LoadError read={wallet} /> : null}
      {/* Phones read balance, settings, then moving; wider screens put the settings beside both. */}
      <div className="grid items-start gap-4 md:grid-cols-2">
        <BalanceCard
          label="Savings"
          icon={<PiggyIcon />}
          amount={state ? formatNairaAmount(state.balance) : null}
          loading={wallet.isPending}
          badge={
            state ? (
              <CardBadge tone={state.enabled ? 'on' : 'off'}>
                {state.enabled ? `On · ${state.percentage}%` : 'Off'}
              </CardBadge>
            ) : null
          }
          sub={
            state?.enabled
              ? `${state.percentage}% of each cart total is saved here when an order is paid.`
              : 'Switch Spend and Save on to save as you shop.'
          }
        />
        <div className="md:row-span-2">
          {state ? (
            <SpendAndSaveSettings state={state} />
          ) : wallet.isPending ? (
            <div className="flex flex-col gap-3 rounded-card border border-ink-200 p-5" aria-hidden="true">
              <Skeleton className="h-5 w-32" />
              <Skeleton className="h-14 w-full" />
              <Skeleton className="h-11 w-full" />
            </div>
          ) : null}
        </div>
        {state ? <MoveSavingsForm state={state} /> : null}
      </div>
      <TransactionHistory
        wallet="spend_and_save"
        empty="With Spend and Save on, the share of each paid order shows here, and so does each move to your main wallet."
      />
    </div>
  );
}
