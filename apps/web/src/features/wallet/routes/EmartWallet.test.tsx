import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { leaveForPaymentPage } from '../payment-page';
import { type Call, page, type Reply, renderPage, stubApi, transaction } from '../test-fixtures';
import EmartWallet from './EmartWallet';

vi.mock('../payment-page', () => ({ leaveForPaymentPage: vi.fn() }));

let reply: (call: Call) => Reply;
let calls: Call[];
const PATH = '/account/wallet/emart-wallet';

beforeEach(() => {
  startSession('customer-token');
  vi.mocked(leaveForPaymentPage).mockClear();
  reply = (call) => {
    if (call.path === 'wallet') return { data: { balance: 7500, isPinAvailable: false } };
    if (call.path.startsWith('wallet/transactions')) {
      return {
        data: page([
          transaction({
            uuid: '22222222-2222-4222-8222-222222222222',
            direction: 'debit',
            amount: 2500,
            balance_after: 7500,
            description: 'Payment for order OJA-7KQ2M9XD',
            reference: 'order:OJA-7KQ2M9XD:wallet',
            created_at: '2026-11-23T20:40:00.000Z',
          }),
          transaction({ amount: 10000, balance_after: 10000 }),
        ]),
      };
    }
    return { status: 404, message: 'Not found' };
  };
  calls = stubApi((call) => reply(call));
});

describe('main wallet page', () => {
  it('shows the balance, the PIN action and the history with dates, references and signed amounts', async () => {
    renderPage(<EmartWallet />, PATH, PATH);
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('₦7,500.00');
    expect(screen.getByRole('link', { name: 'Create PIN' })).toHaveAttribute(
      'href',
      `${PATH}?modal=pin-settings`,
    );
    const rows = await screen.findAllByTestId('wallet-transaction');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Payment for order OJA-7KQ2M9XD');
    expect(rows[0]).toHaveTextContent('23 Nov 2026, 9:40 pm');
    expect(rows[0]).toHaveTextContent('order:OJA-7KQ2M9XD:wallet');
    expect(within(rows[0]!).getByTestId('wallet-transaction-amount')).toHaveTextContent('−₦2,500.00');
    expect(rows[0]).toHaveTextContent('Balance ₦7,500.00');
    expect(within(rows[1]!).getByTestId('wallet-transaction-amount')).toHaveTextContent('+₦10,000.00');
    expect(calls.find((call) => call.path.startsWith('wallet/transactions'))?.path).toBe(
      'wallet/transactions?wallet=main&page=1&perPage=10',
    );
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('offers Reset PIN once a PIN exists, and says when there is no history', async () => {
    const previous = reply;
    reply = (call) => {
      if (call.path === 'wallet') return { data: { balance: 0, isPinAvailable: true } };
      if (call.path.startsWith('wallet/transactions')) return { data: page([]) };
      return previous(call);
    };
    renderPage(<EmartWallet />, PATH, PATH);
    expect(await screen.findByRole('link', { name: 'Reset PIN' })).toBeInTheDocument();
    expect(await screen.findByText('No transactions yet')).toBeInTheDocument();
  });

  it('adds money by card: a quick amount, POST wallet/fund with the return page, then the Paystack page', async () => {
    const previous = reply;
    reply = (call) =>
      call.path === 'wallet/fund'
        ? {
            data: {
              reference: 'OJA-WF-ABCDEFGHJKLM',
              amount: 5000,
              authorization_url: 'http://localhost/sandbox/paystack/checkout/xyz',
              access_code: 'xyz',
            },
          }
        : previous(call);
    renderPage(<EmartWallet />, PATH, PATH);
    await screen.findByTestId('wallet-balance');
    fireEvent.click(screen.getByRole('button', { name: '₦5,000' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('5000');
    fireEvent.click(screen.getByRole('button', { name: 'Add ₦5,000.00' }));
    await waitFor(() =>
      expect(leaveForPaymentPage).toHaveBeenCalledWith('http://localhost/sandbox/paystack/checkout/xyz'),
    );
    const fund = calls.find((call) => call.path === 'wallet/fund')!;
    expect(fund.body).toEqual({ amount: 5000, callback_url: `${window.location.origin}${PATH}` });
    expect(fund.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an amount under NGN 100 before calling the server', async () => {
    renderPage(<EmartWallet />, PATH, PATH);
    await screen.findByTestId('wallet-balance');
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add ₦50.00' }));
    expect(await screen.findByText('The least you can add at once is ₦100.00')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'wallet/fund')).toBe(false);
  });

  it('back from the gateway: verifies the reference once, says so and drops it from the address', async () => {
    const previous = reply;
    reply = (call) =>
      call.path === 'wallet/fund/verify'
        ? {
            data: {
              reference: 'OJA-WF-ABCDEFGHJKLM',
              amount: 5000,
              status: 'success',
              credited: true,
              balance: 12500,
            },
          }
        : previous(call);
    const { router } = renderPage(
      <EmartWallet />,
      `${PATH}?reference=OJA-WF-ABCDEFGHJKLM&trxref=OJA-WF-ABCDEFGHJKLM`,
      PATH,
    );
    expect(await screen.findByTestId('funding-notice')).toHaveTextContent('₦5,000.00 added to your wallet');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const verifies = calls.filter((call) => call.path === 'wallet/fund/verify');
    expect(verifies).toHaveLength(1);
    expect(verifies[0]!.body).toEqual({ reference: 'OJA-WF-ABCDEFGHJKLM' });
    // The wallet asks again once the funding is settled.
    await waitFor(() => expect(calls.filter((call) => call.path === 'wallet').length).toBeGreaterThan(1));
  });
});
