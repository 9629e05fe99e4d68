import { messages } from '@oja/contract/messages';
import { describe, expect, it } from 'vitest';
import { checkFundAmount } from './components/AddMoneyForm';
import { fundingOutcome } from './components/FundingNotice';
import { checkWithdrawal } from './components/MoveSavingsForm';
import { checkPercentage, spendAndSaveNotice } from './components/SpendAndSaveSettings';
import { smartCoinSteps } from './routes/SmartCoin';

describe('adding money', () => {
  it('takes NGN 100 to NGN 5,000,000 with the contract’s own messages', () => {
    expect(checkFundAmount('')).toEqual({ error: messages.walletAmountRequired });
    expect(checkFundAmount('abc')).toEqual({ error: messages.walletAmountRequired });
    expect(checkFundAmount('99.99')).toEqual({ error: messages.walletFundMin });
    expect(checkFundAmount('5,000,000.01')).toEqual({ error: messages.walletFundMax });
    expect(checkFundAmount('100')).toEqual({ amount: 100 });
    expect(checkFundAmount('₦12,500.50')).toEqual({ amount: 12500.5 });
  });

  it('says how a funding went from the verify answer', () => {
    const answer = { reference: 'OJA-WF-1', amount: 5000, balance: 7500, status: 'success' as const };
    expect(fundingOutcome({ ...answer, credited: true })).toEqual({
      tone: 'success',
      title: '₦5,000.00 added to your wallet',
      detail: 'Your wallet balance is now ₦7,500.00.',
    });
    expect(fundingOutcome({ ...answer, status: 'pending', credited: false }).tone).toBe('pending');
    expect(fundingOutcome({ ...answer, status: 'failed', credited: false })).toMatchObject({
      tone: 'failed',
      title: 'Your payment did not go through',
    });
    expect(fundingOutcome({ ...answer, status: 'reversed', credited: false }).detail).toContain('reversed');
  });
});

describe('Spend and Save', () => {
  it('needs a percentage from 1 to 100 to switch on', () => {
    expect(checkPercentage(' ')).toEqual({ error: messages.spendAndSavePercentageRequired });
    expect(checkPercentage('0')).toEqual({ error: 'Choose a percentage from 1 to 100' });
    expect(checkPercentage('101')).toEqual({ error: 'Choose a percentage from 1 to 100' });
    expect(checkPercentage('x')).toEqual({ error: 'Choose a percentage from 1 to 100' });
    expect(checkPercentage('10')).toEqual({ percentage: 10 });
    expect(checkPercentage('2.5')).toEqual({ percentage: 2.5 });
  });

  it('says what switching on and off means', () => {
    const state = { isPinAvailable: true, balance: 1250, percentage: 10, enabled: true };
    expect(spendAndSaveNotice(state)).toEqual({
      title: 'Spend and Save is on',
      body: '10% of each cart total is added at checkout and saved to this wallet when the order is paid. Move your savings to your main wallet whenever you like.',
    });
    expect(spendAndSaveNotice({ ...state, enabled: false })).toEqual({
      title: 'Spend and Save is off',
      body: 'Nothing more is added at checkout. Your savings of ₦1,250.00 stay in this wallet until you move them.',
    });
  });

  it('moves savings with an amount and a PIN that is there, the digits left to the server', () => {
    expect(checkWithdrawal('', '')).toEqual({
      errors: { amount: messages.walletAmountRequired, pin: messages.pinRequired },
    });
    expect(checkWithdrawal('0', '1234')).toEqual({ errors: { amount: messages.walletAmountPositive } });
    expect(checkWithdrawal('500', '12')).toEqual({ amount: 500 });
  });
});

describe('Smart Coin', () => {
  it('explains earning and spending from the server’s rates', () => {
    expect(smartCoinSteps({ coins_per_100_naira: 1, coin_value: 1 })).toEqual({
      earn: 'Earn 1 coin for every ₦100 you pay for goods (coins spent on an order earn none), once the order is delivered.',
      value: 'Each coin takes ₦1.00 off your total.',
      spend: 'At checkout, switch on “Use my smart coins” and the discount is taken off before you pay.',
    });
    expect(smartCoinSteps({ coins_per_100_naira: 3, coin_value: 0.5 }).earn).toContain('Earn 3 coins');
  });
});
