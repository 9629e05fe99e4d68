import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { walletRefusalOf } from './api/wallet-refusal';
import {
  NO_PIN_BLOCKER,
  placeOrderBlocker,
  placeOrderBody,
  WALLET_SHORT_BLOCKER,
  walletCovers,
} from './place-order-body';
import { summaryAnswer } from './test-fixtures';

const walletTotals = {
  ...summaryAnswer().totals,
  transaction_charge: 0,
  total: 12150,
  order_charge: 12150,
};

describe('paying by wallet', () => {
  it('sends the mode the summary was priced for, the PIN and the smart coin choice', () => {
    const summary = summaryAnswer({ payment_mode: 'wallet', wallet_balance: 20000, totals: walletTotals });
    const body = placeOrderBody(summary, 'dev:CHECKOUT', 'https://oja.ng/order-complete', {
      useSmartCoin: true,
      pin: '0042',
    });
    expect(body).toMatchObject({
      payment_mode: 'wallet',
      order_amount: 12150,
      use_smart_coin_as_discount: true,
      pin: '0042',
    });
  });

  it('never sends a PIN with a card payment', () => {
    const body = placeOrderBody(summaryAnswer(), 'dev:CHECKOUT', 'https://oja.ng/order-complete', {
      pin: '0042',
    });
    expect(body.payment_mode).toBe('card_payment');
    expect(body).not.toHaveProperty('pin');
  });

  it('weighs the balance against the total without the card charge, however the summary was priced', () => {
    // Priced for card: NGN 12,432.25 with the card charge, NGN 12,150.00 without it.
    expect(walletCovers(summaryAnswer({ wallet_balance: 12150 }))).toBe(true);
    expect(walletCovers(summaryAnswer({ wallet_balance: 12149.99 }))).toBe(false);
    expect(
      walletCovers(summaryAnswer({ payment_mode: 'wallet', wallet_balance: 12150, totals: walletTotals })),
    ).toBe(true);
  });

  it('holds Place order while the wallet is short or has no PIN', () => {
    const wallet = summaryAnswer({ payment_mode: 'wallet', wallet_balance: 100, totals: walletTotals });
    expect(placeOrderBlocker(wallet)).toBe(WALLET_SHORT_BLOCKER);
    const funded = { ...wallet, wallet_balance: 50000 };
    expect(placeOrderBlocker(funded, { hasPin: false })).toBe(NO_PIN_BLOCKER);
    expect(placeOrderBlocker(funded, { hasPin: true })).toBeNull();
    // Unknown PIN state: the server answers for it.
    expect(placeOrderBlocker(funded)).toBeNull();
    // A card payment does not care about the wallet.
    expect(placeOrderBlocker(summaryAnswer({ wallet_balance: 0 }), { hasPin: false })).toBeNull();
  });

  it('tells the wallet refusals apart from the rest', () => {
    const wrong = 'Incorrect PIN. You have 4 tries left before your PIN is locked.';
    expect(walletRefusalOf(new ApiError(wrong, 422, 'error', { pin: [wrong] }))).toEqual({
      kind: 'wrong-pin',
      message: wrong,
    });
    const locked = 'Too many wrong PIN attempts. Your wallet PIN is locked: try again in 15 minutes.';
    expect(walletRefusalOf(new ApiError(locked, 429))).toEqual({ kind: 'locked', message: locked });
    const short = 'You do not have enough money in your wallet for this. Please add money or pay by card.';
    expect(walletRefusalOf(new ApiError(short, 409))).toEqual({ kind: 'short', message: short });
    expect(walletRefusalOf(new ApiError('Please create your wallet PIN first.', 409))).toEqual({
      kind: 'no-pin',
      message: 'Please create your wallet PIN first.',
    });
    expect(walletRefusalOf(new ApiError('The total has changed.', 409))).toBeNull();
    expect(walletRefusalOf(new ApiError('Bad courier', 422, 'error', { courier_id: ['x'] }))).toBeNull();
    expect(walletRefusalOf(new Error('network'))).toBeNull();
  });
});
