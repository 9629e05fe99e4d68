import { describe, expect, it } from 'vitest';
import { formatCoins, formatWalletAmount, parseNairaInput, signedWalletAmount } from './format';

describe('wallet figures', () => {
  it('writes coins as a count with their unit', () => {
    expect(formatCoins(0)).toBe('0 coins');
    expect(formatCoins(1)).toBe('1 coin');
    expect(formatCoins(1250)).toBe('1,250 coins');
  });

  it('writes a history amount in its wallet unit, signed by its direction', () => {
    expect(formatWalletAmount(12500.5, 'naira')).toBe('₦12,500.50');
    expect(signedWalletAmount({ amount: 5000, direction: 'credit', unit: 'naira' })).toBe('+₦5,000.00');
    expect(signedWalletAmount({ amount: 1200, direction: 'debit', unit: 'naira' })).toBe('−₦1,200.00');
    expect(signedWalletAmount({ amount: 12, direction: 'credit', unit: 'coins' })).toBe('+12 coins');
  });

  it('reads a typed amount, leaving the rules to the contract', () => {
    expect(parseNairaInput('')).toBeUndefined();
    expect(parseNairaInput('  ')).toBeUndefined();
    expect(parseNairaInput('5,000')).toBe(5000);
    expect(parseNairaInput('₦ 2500.50')).toBe(2500.5);
    expect(parseNairaInput('12abc')).toBeNaN();
    expect(parseNairaInput('-5')).toBeNaN();
  });
});
