import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { formatNaira } from './money.ts';
import {
  PIN_LOCK_MINUTES,
  pinLockedMessage,
  pinTriesLeftMessage,
  savingsAtMostMessage,
  spendAndSaveWithdrawBody,
  WALLET_FUND_MAX_KOBO,
  WALLET_FUND_MIN_KOBO,
  walletFundBody,
} from './wallet.ts';

const firstError = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('wallet contract', () => {
  it('funding takes NGN 100 to NGN 5,000,000, and the messages name those bounds', () => {
    expect(messages.walletFundMin).toContain(formatNaira(WALLET_FUND_MIN_KOBO));
    expect(messages.walletFundMax).toContain(formatNaira(WALLET_FUND_MAX_KOBO));
    expect(walletFundBody.safeParse({ amount: 100 }).success).toBe(true);
    expect(walletFundBody.safeParse({ amount: 5_000_000 }).success).toBe(true);
    expect(firstError(walletFundBody.safeParse({ amount: 99.99 }))).toBe(messages.walletFundMin);
    expect(firstError(walletFundBody.safeParse({ amount: 5_000_000.01 }))).toBe(messages.walletFundMax);
    expect(firstError(walletFundBody.safeParse({}))).toBe(messages.walletAmountRequired);
    expect(walletFundBody.safeParse({ amount: 1e300 }).success).toBe(false);
  });

  it('a withdrawal needs a positive amount and a 4-digit PIN kept as text', () => {
    expect(spendAndSaveWithdrawBody.parse({ amount: 0.01, pin: '0042' })).toEqual({
      amount: 0.01,
      pin: '0042',
    });
    expect(firstError(spendAndSaveWithdrawBody.safeParse({ amount: 0, pin: '0042' }))).toBe(
      messages.walletAmountPositive,
    );
    expect(firstError(spendAndSaveWithdrawBody.safeParse({ amount: 5, pin: '42' }))).toBe(messages.pinDigits);
  });

  it('PIN and savings messages say what is left', () => {
    expect(pinTriesLeftMessage(1)).toBe('Incorrect PIN. You have 1 try left before your PIN is locked.');
    expect(pinTriesLeftMessage(3)).toContain('3 tries left');
    expect(pinLockedMessage(PIN_LOCK_MINUTES)).toContain('try again in 15 minutes');
    expect(pinLockedMessage(0.2)).toContain('try again in 1 minute.');
    expect(savingsAtMostMessage(1_050)).toContain('₦10.50');
  });
});
