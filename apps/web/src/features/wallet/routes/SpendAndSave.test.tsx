import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { startSession } from '../../../lib/session';
import { type Call, page, type Reply, renderPage, stubApi, transaction } from '../test-fixtures';
import SpendAndSave from './SpendAndSave';

let reply: (call: Call) => Reply;
let calls: Call[];
let state: { isPinAvailable: boolean; balance: number; percentage: number; enabled: boolean };
const PATH = '/account/wallet/spend-and-save';

beforeEach(() => {
  startSession('customer-token');
  toastStore.set([]);
  state = { isPinAvailable: true, balance: 1250, percentage: 0, enabled: false };
  reply = (call) => {
    if (call.path === 'spend-and-save-wallet') return { data: state };
    if (call.path === 'spend-and-save-wallet/settings') {
      const body = call.body as { enabled: boolean; percentage?: number };
      state = { ...state, enabled: body.enabled, percentage: body.percentage ?? state.percentage };
      return { data: state, message: body.enabled ? 'Spend and Save is on' : 'Spend and Save is off' };
    }
    if (call.path.startsWith('wallet/transactions')) {
      return {
        data: page([
          transaction({
            wallet: 'spend_and_save',
            amount: 1250,
            balance_after: 1250,
            description: 'Saved from order OJA-7KQ2M9XD',
            reference: 'order:OJA-7KQ2M9XD:spend-and-save',
          }),
        ]),
      };
    }
    return { status: 404, message: 'Not found' };
  };
  calls = stubApi((call) => reply(call));
});

describe('Spend and Save page', () => {
  it('switches on with the chosen percentage and shows the on notice, then off with the off notice', async () => {
    renderPage(<SpendAndSave />, PATH, PATH);
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('₦1,250.00');
    const toggle = screen.getByRole('switch', { name: 'Spend and Save' });
    expect(toggle).not.toBeChecked();
    // Never switched on: a suggested percentage is offered.
    expect(screen.getByLabelText('Percentage of each cart total to save')).toHaveValue(5);
    fireEvent.click(screen.getByRole('button', { name: '10%' }));
    fireEvent.click(toggle);

    const on = await screen.findByRole('dialog', { name: 'Spend and Save is on' });
    expect(on).toHaveTextContent(
      '10% of each cart total is added at checkout and saved to this wallet when the order is paid.',
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ enabled: true, percentage: 10 });
    fireEvent.click(within(on).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Spend and Save' })).toBeChecked());

    fireEvent.click(screen.getByRole('switch', { name: 'Spend and Save' }));
    const off = await screen.findByRole('dialog', { name: 'Spend and Save is off' });
    expect(off).toHaveTextContent('Your savings of ₦1,250.00 stay in this wallet');
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toEqual({ enabled: false });
  });

  it('asks for a percentage before switching on without one', async () => {
    renderPage(<SpendAndSave />, PATH, PATH);
    const field = await screen.findByLabelText('Percentage of each cart total to save');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Spend and Save' }));
    expect(await screen.findByText('Please choose the percentage of each order to save')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('moves savings with the PIN and a fresh Idempotency-Key per attempt; a wrong PIN shows under the field', async () => {
    let tries = 0;
    const previous = reply;
    reply = (call) => {
      if (call.path !== 'spend-and-save-wallet/withdraw') return previous(call);
      tries += 1;
      if (tries === 1) {
        return {
          status: 422,
          message: 'Incorrect PIN. You have 4 tries left before your PIN is locked.',
          errors: { pin: ['Incorrect PIN. You have 4 tries left before your PIN is locked.'] },
        };
      }
      return {
        data: { reference: 'savings:1:abc', amount: 1250, balance: 0, main_balance: 1250 },
        message: 'Savings moved to your wallet',
      };
    };
    renderPage(<SpendAndSave />, PATH, PATH);
    await screen.findByTestId('wallet-balance');
    const form = screen.getByRole('form', { name: 'Move to main wallet' });
    fireEvent.click(within(form).getByRole('button', { name: 'Move all' }));
    fireEvent.change(within(form).getByLabelText('Wallet PIN'), { target: { value: '1111' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Move to main wallet' }));
    expect(
      await within(form).findByText('Incorrect PIN. You have 4 tries left before your PIN is locked.'),
    ).toBeInTheDocument();
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Wallet PIN'), { target: { value: '2580' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Move to main wallet' }));
    await waitFor(() =>
      expect(toastStore.get().map((toast) => toast.message)).toEqual([
        'Savings moved to your wallet: ₦1,250.00',
      ]),
    );
    const moves = calls.filter((call) => call.path === 'spend-and-save-wallet/withdraw');
    expect(moves.map((call) => call.body)).toEqual([
      { amount: 1250, pin: '1111' },
      { amount: 1250, pin: '2580' },
    ]);
    expect(moves[0]!.headers['Idempotency-Key']).not.toBe(moves[1]!.headers['Idempotency-Key']);
  });

  it('without a PIN, moving savings offers to create one', async () => {
    state = { ...state, isPinAvailable: false };
    renderPage(<SpendAndSave />, PATH, PATH);
    expect(await screen.findByRole('link', { name: 'Create PIN' })).toHaveAttribute(
      'href',
      `${PATH}?modal=pin-settings`,
    );
    expect(await screen.findByText('Saved from order OJA-7KQ2M9XD')).toBeInTheDocument();
  });
});
