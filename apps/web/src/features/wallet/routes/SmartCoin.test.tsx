import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { startSession } from '../../../lib/session';
import { page, renderPage, stubApi, transaction } from '../test-fixtures';
import SmartCoin from './SmartCoin';

const PATH = '/account/wallet/smart-coin';

beforeEach(() => {
  startSession('customer-token');
  stubApi((call) => {
    if (call.path === 'smart-coin-wallet') {
      return { data: { coins: 120, balance: 120, coin_value: 1, coins_per_100_naira: 1 } };
    }
    if (call.path.startsWith('wallet/transactions')) {
      return {
        data: page([
          transaction({
            wallet: 'smart_coin',
            unit: 'coins',
            amount: 120,
            balance_after: 120,
            description: 'Smart coins earned on order OJA-7KQ2M9XD',
            reference: 'order:OJA-7KQ2M9XD:smart-coin-earn',
          }),
        ]),
      };
    }
    return { status: 404, message: 'Not found' };
  });
});

describe('Smart Coin page', () => {
  it('shows coins and their naira value, how they are earned and spent, and their history in coins', async () => {
    renderPage(<SmartCoin />, PATH, PATH);
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('120 coins');
    expect(screen.getByText(/Worth/)).toHaveTextContent('Worth ₦120.00 off your next order');
    expect(screen.getByText(/Earn 1 coin for every ₦100/)).toBeInTheDocument();
    expect(screen.getByText('Each coin takes ₦1.00 off your total.')).toBeInTheDocument();
    const row = await screen.findByTestId('wallet-transaction');
    expect(within(row).getByTestId('wallet-transaction-amount')).toHaveTextContent('+120 coins');
    expect(row).toHaveTextContent('Balance 120 coins');
  });
});
