import { formatNairaAmount } from '@oja/contract/money';
import { ShieldIcon, WalletIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { PageIntro } from '../../../components/ui/PageIntro';
import { useWallet } from '../../../lib/wallet';
import { AddMoneyForm } from '../components/AddMoneyForm';
import { BalanceCard, onCardSecondary } from '../components/BalanceCard';
import { FundingNotice } from '../components/FundingNotice';
import { PinSettingsLink } from '../components/form-parts';
import { TransactionHistory } from '../components/TransactionHistory';

/**
 * /account/wallet/emart-wallet: the main wallet. Its balance, Add money by card (Paystack), the
 * wallet PIN (create or reset in the access modal) and the paged history.
 */
export default function EmartWallet() {
  const wallet = useWallet();
  const hasPin = wallet.data?.isPinAvailable;

  return (
    <div className="flex flex-col gap-6">
      <PageIntro
        title="Wallet"
        description="Add money by card, pay for orders at checkout and see every movement."
      />
      <FundingNotice />
      {wallet.isError ? <LoadError read={wallet} /> : null}
      <div className="grid items-start gap-4 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          <BalanceCard
            label="Wallet balance"
            icon={<WalletIcon />}
            amount={wallet.data ? formatNairaAmount(wallet.data.balance) : null}
            loading={wallet.isPending}
            sub="Pay for orders at checkout with no card charge."
          >
            {hasPin === undefined ? null : (
              <PinSettingsLink className={onCardSecondary}>
                <ShieldIcon aria-hidden="true" />
                {hasPin ? 'Reset PIN' : 'Create PIN'}
              </PinSettingsLink>
            )}
          </BalanceCard>
          {hasPin === false ? (
            <div className="flex items-start gap-3 rounded-card border border-deal-400/40 bg-deal-50 p-4 text-sm text-deal-700">
              <ShieldIcon aria-hidden="true" className="mt-0.5 shrink-0 text-base" />
              <p>
                <span className="font-semibold">Create your wallet PIN</span> to pay from this wallet and to
                move your Spend and Save savings here.
              </p>
            </div>
          ) : null}
        </div>
        <AddMoneyForm />
      </div>
      <TransactionHistory
        wallet="main"
        empty="Money you add by card, savings you move here and payments for orders will show here."
      />
    </div>
  );
}
