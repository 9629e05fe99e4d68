import type { CheckoutSummaryAnswer } from '@oja/contract/checkout';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { startSession } from '../../../lib/session';
import { leaveForGateway } from '../gateway';
import { type Call, renderPage, stubApi, summaryAnswer } from '../test-fixtures';
import Checkout from './Checkout';

vi.mock('../gateway', () => ({ leaveForGateway: vi.fn() }));

type Reply = { status?: number; data?: unknown; message?: string; errors?: Record<string, string[]> };
let reply: (call: Call) => Reply;
let calls: Call[];
let hasPin: boolean;

/** The server's pricing: no card charge by wallet, the coin discount when asked for. */
function priced(path: string, overrides: Partial<CheckoutSummaryAnswer> = {}): CheckoutSummaryAnswer {
  const query = new URLSearchParams(path.split('?')[1]);
  const byWallet = query.get('payment_mode') === 'wallet';
  const coins = query.get('use_smart_coin_as_discount') === 'true';
  const base = summaryAnswer({ wallet_balance: 20000, smart_coin_enabled: true, ...overrides });
  const smart = coins ? -150 : 0;
  const charge = byWallet ? 0 : 282.25;
  return {
    ...base,
    payment_mode: byWallet ? 'wallet' : 'card_payment',
    totals: {
      ...base.totals,
      smart_coin_charge: smart,
      transaction_charge: charge,
      total: 12150 + smart + charge,
      order_charge: 12150 + smart,
    },
  };
}

beforeEach(() => {
  startSession('customer-token');
  toastStore.set([]);
  vi.mocked(leaveForGateway).mockClear();
  hasPin = true;
  reply = (call) => {
    if (call.path.startsWith('checkout/summary')) return { data: priced(call.path) };
    if (call.path === 'wallet') return { data: { balance: 20000, isPinAvailable: hasPin } };
    if (call.path === 'checkout') {
      return {
        data: {
          reference: 'OJA-7KQ2M9XD',
          payment_reference: null,
          status: 'confirmed',
          payment_status: 'paid',
          payment_mode: 'wallet',
          authorization_url: null,
          access_code: null,
          totals: priced('?payment_mode=wallet').totals,
        },
      };
    }
    return { status: 404, message: 'Not found' };
  };
  calls = stubApi((call) => reply(call));
});

const summaryCalls = () => calls.filter((call) => call.path.startsWith('checkout/summary'));
const placeButton = () => screen.getAllByRole('button', { name: 'Place order' })[0]!;

async function chooseWallet() {
  fireEvent.click(await screen.findByRole('radio', { name: /Oja Wallet/ }));
  await waitFor(() => expect(summaryCalls().at(-1)?.path).toContain('payment_mode=wallet'));
  await waitFor(() => expect(placeButton()).toBeEnabled());
}

describe('checkout: paying by wallet', () => {
  it('shows the balance, prices the wallet without the card charge and asks for the PIN', async () => {
    renderPage(<Checkout />);
    const wallet = await screen.findByRole('radio', { name: /Oja Wallet/ });
    expect(screen.getByTestId('wallet-option-balance')).toHaveTextContent(
      'Balance ₦20,000.00 · no card charge',
    );
    expect(screen.queryByLabelText('Wallet PIN')).not.toBeInTheDocument();
    expect(wallet).toBeEnabled();
    await chooseWallet();
    expect(screen.getByLabelText('Wallet PIN')).toHaveAttribute('inputmode', 'numeric');
    expect(screen.queryByTestId('summary-transaction_charge')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('checkout-total')[0]).toHaveTextContent('₦12,150.00');
  });

  it('pays with the PIN and goes straight to the order, no gateway', async () => {
    renderPage(<Checkout />);
    await chooseWallet();
    fireEvent.click(placeButton());
    expect(await screen.findByText('PIN is required')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'checkout')).toBe(false);

    fireEvent.change(screen.getByLabelText('Wallet PIN'), { target: { value: '2580' } });
    fireEvent.click(placeButton());
    await waitFor(() =>
      expect(leaveForGateway).toHaveBeenCalledWith('/order-complete?reference=OJA-7KQ2M9XD'),
    );
    expect(calls.find((call) => call.path === 'checkout')?.body).toMatchObject({
      payment_mode: 'wallet',
      pin: '2580',
      order_amount: 12150,
      use_smart_coin_as_discount: false,
    });
  });

  it('shows a wrong PIN under the field and a locked PIN there too, without a toast', async () => {
    renderPage(<Checkout />);
    await chooseWallet();
    const words = 'Incorrect PIN. You have 4 tries left before your PIN is locked.';
    reply = (
      (previous) => (call: Call) =>
        call.path === 'checkout' ? { status: 422, message: words, errors: { pin: [words] } } : previous(call)
    )(reply);
    fireEvent.change(screen.getByLabelText('Wallet PIN'), { target: { value: '1111' } });
    fireEvent.click(placeButton());
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.getByLabelText('Wallet PIN')).toHaveAttribute('aria-invalid', 'true');
    expect(toastStore.get()).toEqual([]);
    // Typing again clears the refusal.
    fireEvent.change(screen.getByLabelText('Wallet PIN'), { target: { value: '2' } });
    expect(screen.queryByText(words)).not.toBeInTheDocument();
  });

  it('says clearly when the wallet is short, with a way to add money', async () => {
    renderPage(<Checkout />);
    await chooseWallet();
    const short = 'You do not have enough money in your wallet for this. Please add money or pay by card.';
    reply = (
      (previous) => (call: Call) =>
        call.path === 'checkout' ? { status: 409, message: short } : previous(call)
    )(reply);
    fireEvent.change(screen.getByLabelText('Wallet PIN'), { target: { value: '2580' } });
    fireEvent.click(placeButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(short);
    expect(within(alert).getByRole('link', { name: 'Add money to your wallet' })).toHaveAttribute(
      'href',
      '/account/wallet/emart-wallet',
    );
  });

  it('closes the wallet with the reason when the balance is below the total', async () => {
    reply = (
      (previous) => (call: Call) =>
        call.path.startsWith('checkout/summary')
          ? { data: priced(call.path, { wallet_balance: 500 }) }
          : previous(call)
    )(reply);
    renderPage(<Checkout />);
    const wallet = await screen.findByRole('radio', { name: /Oja Wallet/ });
    expect(wallet).toBeDisabled();
    expect(screen.getByTestId('wallet-option-balance')).toHaveTextContent(
      'Balance ₦500.00 · this order needs ₦12,150.00',
    );
    expect(screen.getByRole('link', { name: 'Add money to your wallet' })).toBeInTheDocument();
  });

  it('offers to create a PIN when the customer has none', async () => {
    hasPin = false;
    renderPage(<Checkout />, '/checkout', '/checkout');
    fireEvent.click(await screen.findByRole('radio', { name: /Oja Wallet/ }));
    await waitFor(() => expect(summaryCalls().at(-1)?.path).toContain('payment_mode=wallet'));
    expect(await screen.findByRole('link', { name: 'Create a PIN' })).toHaveAttribute(
      'href',
      '/checkout?modal=pin-settings',
    );
    expect(screen.queryByLabelText('Wallet PIN')).not.toBeInTheDocument();
    expect(placeButton()).toBeDisabled();
    expect(screen.getAllByText('Create your wallet PIN to pay by wallet.').length).toBeGreaterThan(0);
  });

  it('uses the smart coins: asks for the discount and shows it as a negative line', async () => {
    renderPage(<Checkout />);
    const toggle = await screen.findByRole('switch', { name: 'Use my smart coins' });
    expect(toggle).toBeEnabled();
    fireEvent.click(toggle);
    await waitFor(() => expect(summaryCalls().at(-1)?.path).toContain('use_smart_coin_as_discount=true'));
    await waitFor(() =>
      expect(screen.getByTestId('summary-smart_coin_charge')).toHaveTextContent('-₦150.00'),
    );
    expect(screen.getByText('₦150.00 off this order')).toBeInTheDocument();
  });

  it('closes the smart coin toggle when there are no coins to use', async () => {
    reply = (
      (previous) => (call: Call) =>
        call.path.startsWith('checkout/summary')
          ? { data: priced(call.path, { smart_coin_enabled: false }) }
          : previous(call)
    )(reply);
    renderPage(<Checkout />);
    expect(await screen.findByRole('switch', { name: 'Use my smart coins' })).toBeDisabled();
    expect(screen.getByText(/You have no smart coins to use yet/)).toBeInTheDocument();
  });

  it('shows the Spend and Save charge the server added', async () => {
    reply = ((previous) => (call: Call) => {
      if (!call.path.startsWith('checkout/summary')) return previous(call);
      const summary = priced(call.path);
      return {
        data: {
          ...summary,
          totals: {
            ...summary.totals,
            spend_and_save_charge: 500,
            total: summary.totals.total + 500,
            order_charge: summary.totals.order_charge + 500,
          },
        },
      };
    })(reply);
    renderPage(<Checkout />);
    expect(await screen.findByTestId('summary-spend_and_save_charge')).toHaveTextContent('₦500.00');
    expect(screen.getByTestId('spend-and-save-note')).toHaveTextContent(
      'Spend and Save is on: ₦500.00 of this order goes to your savings when it is paid.',
    );
  });
});
