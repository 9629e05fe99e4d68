import { messages } from '@oja/contract/messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { ACCESS_MODAL, getAccessModalState, openAccessModal } from '../access-modal-state';
import { PinSettingsPanel } from './PinSettingsPanel';

type Call = { path: string; body: unknown };
type Reply = { status?: number; data?: unknown; message?: string; errors?: Record<string, string[]> };
let reply: (call: Call) => Reply;
let calls: Call[];
let pinExists: boolean;

beforeEach(() => {
  startSession('customer-token');
  openAccessModal(ACCESS_MODAL.pinSettings);
  pinExists = false;
  calls = [];
  reply = (call) => {
    if (call.path === 'spend-and-save-wallet') {
      return { data: { isPinAvailable: pinExists, balance: 0, percentage: 0, enabled: false } };
    }
    if (call.path === 'wallet/pin') {
      pinExists = true;
      return { status: 201, data: { isPinAvailable: true }, message: 'PIN created successfully' };
    }
    if (call.path === 'wallet/reset-pin')
      return { data: { isPinAvailable: true }, message: 'PIN reset successfully' };
    return { status: 404, message: 'Not found' };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        path: String(input).replace('/api/v1/', ''),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const { status = 200, data = null, message = 'Successful', errors } = reply(call);
      return new Response(
        JSON.stringify({
          status: status < 400 ? 'success' : 'error',
          message,
          data,
          ...(errors ? { errors } : {}),
        }),
        { status },
      );
    }),
  );
});

let shownSearch = '';
function ShownSearch() {
  shownSearch = useLocation().search;
  return null;
}

/** The panel on a signed-in page, `/account` unless the test opens a mailed link's address. */
function renderPanel(at = '/account') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <PinSettingsPanel />
        <ShownSearch />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('PIN settings (access modal state 5)', () => {
  it('creates a PIN when the wallet has none, then shows the spec’s words on the done step', async () => {
    renderPanel();
    const field = await screen.findByLabelText('New PIN');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('maxlength', '4');
    expect(field).toHaveAccessibleDescription('4 digits, not a run like 1234 or a repeat like 0000');
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.queryByLabelText('Old PIN')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Create PIN' }));
    expect(await screen.findByText('PIN is required')).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'wallet/pin')).toBe(false);

    fireEvent.change(field, { target: { value: '0042' } });
    fireEvent.change(screen.getByLabelText('Confirm new PIN'), { target: { value: '0042' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create PIN' }));
    expect(await screen.findByText('PIN created successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'wallet/pin')?.body).toEqual({ new_pin: '0042' });
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(getAccessModalState()).toBe(ACCESS_MODAL.closed);
  });

  it('checks the contract’s PIN rule before calling the server: digits, trivial PINs, the confirmation', async () => {
    renderPanel();
    const field = await screen.findByLabelText('New PIN');
    const confirm = screen.getByLabelText('Confirm new PIN');
    const create = () => fireEvent.click(screen.getByRole('button', { name: 'Create PIN' }));

    fireEvent.change(field, { target: { value: '12' } });
    fireEvent.change(confirm, { target: { value: '12' } });
    create();
    expect(await screen.findByText(messages.pinDigits)).toBeInTheDocument();

    for (const trivial of ['0000', '1234']) {
      fireEvent.change(field, { target: { value: trivial } });
      fireEvent.change(confirm, { target: { value: trivial } });
      create();
      expect(await screen.findByText(messages.pinTrivial)).toBeInTheDocument();
      // Said once, under the field, not again above the button.
      expect(screen.getAllByText(messages.pinTrivial)).toHaveLength(1);
    }

    fireEvent.change(field, { target: { value: '4831' } });
    fireEvent.change(confirm, { target: { value: '4813' } });
    create();
    expect(await screen.findByText(messages.pinsDoNotMatch)).toBeInTheDocument();
    expect(screen.queryByText(messages.pinTrivial)).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === 'wallet/pin')).toBe(false);

    fireEvent.change(confirm, { target: { value: '4831' } });
    create();
    expect(await screen.findByText('PIN created successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'wallet/pin')?.body).toEqual({ new_pin: '4831' });
  });

  it('shows a refusal of the server under its field, once', async () => {
    reply = (
      (previous) => (call: Call) =>
        call.path === 'wallet/pin'
          ? { status: 422, message: messages.pinTrivial, errors: { new_pin: [messages.pinTrivial] } }
          : previous(call)
    )(reply);
    renderPanel();
    fireEvent.change(await screen.findByLabelText('New PIN'), { target: { value: '4831' } });
    fireEvent.change(screen.getByLabelText('Confirm new PIN'), { target: { value: '4831' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create PIN' }));
    expect(await screen.findByText(messages.pinTrivial)).toBeInTheDocument();
    expect(screen.getAllByText(messages.pinTrivial)).toHaveLength(1);
  });

  it('resets the PIN with the old one when the wallet has a PIN; a wrong old PIN says the tries left', async () => {
    pinExists = true;
    let wrongOnce = true;
    reply = ((previous) => (call: Call) => {
      if (call.path === 'wallet/reset-pin' && wrongOnce) {
        wrongOnce = false;
        const words = 'Incorrect PIN. You have 4 tries left before your PIN is locked.';
        return { status: 422, message: words, errors: { old_pin: [words] } };
      }
      return previous(call);
    })(reply);
    renderPanel();
    const oldPin = await screen.findByLabelText('Old PIN');
    const newPin = screen.getByLabelText('New PIN');
    fireEvent.change(oldPin, { target: { value: '1111' } });
    fireEvent.change(newPin, { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('Confirm new PIN'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset PIN' }));
    expect(await screen.findByText(messages.pinTrivial)).toBeInTheDocument();
    fireEvent.change(newPin, { target: { value: '2580' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset PIN' }));
    expect(await screen.findByText(messages.pinsDoNotMatch)).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'wallet/reset-pin')).toBe(false);
    fireEvent.change(screen.getByLabelText('Confirm new PIN'), { target: { value: '2580' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset PIN' }));
    expect(
      await screen.findByText('Incorrect PIN. You have 4 tries left before your PIN is locked.'),
    ).toBeInTheDocument();

    fireEvent.change(oldPin, { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset PIN' }));
    expect(await screen.findByText('PIN reset successfully')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === 'wallet/reset-pin').at(-1)?.body).toEqual({
      old_pin: '1234',
      new_pin: '2580',
    });
  });

  it('shows a locked PIN’s message above the button', async () => {
    pinExists = true;
    reply = (
      (previous) => (call: Call) =>
        call.path === 'wallet/reset-pin'
          ? {
              status: 429,
              message: 'Too many wrong PIN attempts. Your wallet PIN is locked: try again in 15 minutes.',
            }
          : previous(call)
    )(reply);
    renderPanel();
    fireEvent.change(await screen.findByLabelText('Old PIN'), { target: { value: '1111' } });
    fireEvent.change(screen.getByLabelText('New PIN'), { target: { value: '2592' } });
    fireEvent.change(screen.getByLabelText('Confirm new PIN'), { target: { value: '2592' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many wrong PIN attempts. Your wallet PIN is locked: try again in 15 minutes.',
    );
  });
});

describe('Forgot PIN (ADR 0073)', () => {
  it('mails a link from the reset step when the old PIN is forgotten', async () => {
    pinExists = true;
    reply = (
      (previous) => (call: Call) =>
        call.path === 'wallet/pin/request-reset-link' ? { message: messages.linkSent } : previous(call)
    )(reply);
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot PIN?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.linkSent);
    expect(calls.filter((call) => call.path === 'wallet/pin/request-reset-link')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(getAccessModalState()).toBe(ACCESS_MODAL.closed);
  });

  it('sets a new PIN with the mailed link’s token, which leaves the address bar', async () => {
    pinExists = true;
    reply = (
      (previous) => (call: Call) =>
        call.path === 'wallet/pin/reset-with-link'
          ? { data: { isPinAvailable: true }, message: messages.pinReset }
          : previous(call)
    )(reply);
    renderPanel('/account?pin_reset_token=link-token-1');
    const field = await screen.findByLabelText('New PIN');
    expect(screen.queryByLabelText('Old PIN')).not.toBeInTheDocument();
    await waitFor(() => expect(shownSearch).toBe(''));
    fireEvent.change(field, { target: { value: '0000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new PIN' }));
    expect(await screen.findByText(messages.pinTrivial)).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '2468' } });
    fireEvent.change(screen.getByLabelText('Confirm new PIN'), { target: { value: '2486' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new PIN' }));
    expect(await screen.findByText(messages.pinsDoNotMatch)).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'wallet/pin/reset-with-link')).toBe(false);
    fireEvent.change(screen.getByLabelText('Confirm new PIN'), { target: { value: '2468' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new PIN' }));
    expect(await screen.findByText(messages.pinReset)).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'wallet/pin/reset-with-link')?.body).toEqual({
      token: 'link-token-1',
      new_pin: '2468',
    });
  });

  it('says when the link no longer works and offers a new one', async () => {
    reply = (
      (previous) => (call: Call) =>
        call.path === 'wallet/pin/reset-with-link'
          ? { status: 422, message: messages.pinLinkInvalid, errors: { token: [messages.pinLinkInvalid] } }
          : previous(call)
    )(reply);
    renderPanel('/account?pin_reset_token=used-token');
    fireEvent.change(await screen.findByLabelText('New PIN'), { target: { value: '2468' } });
    fireEvent.change(screen.getByLabelText('Confirm new PIN'), { target: { value: '2468' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set new PIN' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.pinLinkInvalid);
    fireEvent.click(screen.getByRole('button', { name: 'Email me a new link' }));
    expect(screen.getByRole('button', { name: 'Email me a link' })).toBeInTheDocument();
  });
});
