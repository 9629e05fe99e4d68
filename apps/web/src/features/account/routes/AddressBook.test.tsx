import type { Address } from '@oja/contract/account';
import { messages } from '@oja/contract/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { startSession } from '../../../lib/session';
import { addressOf, type Call, type Reply, renderPage, stubApi, toasts } from '../test-fixtures';
import AddressBook from './AddressBook';

const PATH = '/account/address-book';
const SECOND = '88888888-8888-4888-8888-888888888888';
let book: Address[];
let calls: Call[];
let onSave: ((call: Call) => Reply) | null;

beforeEach(() => {
  startSession('customer-token');
  toastStore.set([]);
  onSave = null;
  book = [
    addressOf(),
    addressOf({
      uuid: SECOND,
      address: '5 Aminu Kano Crescent',
      city: 'Garki',
      state: 'Abuja (FCT)',
      state_code: 'FC',
      town_id: '0100',
      postal_code: '900001',
      is_primary: false,
    }),
  ];
  calls = stubApi((call) => {
    if (call.path === 'logistics/states') {
      return {
        data: [
          { station_description: 'Abuja (FCT)', station_code: 'FC' },
          { station_description: 'Lagos', station_code: 'LA' },
        ],
      };
    }
    if (call.path === 'logistics/LA/cities')
      return { data: [{ deliverytowncode: 'IKJ', deliverytownid: '0042', name: 'Ikeja' }] };
    if (call.path === 'logistics/FC/cities')
      return { data: [{ deliverytowncode: 'GAR', deliverytownid: '0100', name: 'Garki' }] };
    if (call.path === 'ip-info')
      return { data: { ip: '127.0.0.1', country: 'Nigeria', country_code: 'NG', state_code: 'LA' } };
    if (call.path === 'user/addresses' && call.method === 'GET') return { data: book };
    if (call.path === 'user/addresses' && call.method === 'POST') {
      if (onSave) return onSave(call);
      const body = call.body as Address;
      const added = { ...addressOf(), ...body, uuid: '99999999-9999-4999-8999-999999999999' };
      book = body.is_primary ? [added, ...book.map((a) => ({ ...a, is_primary: false }))] : [...book, added];
      return { status: 201, data: added, message: messages.addressSaved };
    }
    const primary = /^user\/addresses\/([\w-]+)\/primary$/.exec(call.path);
    if (primary) {
      book = book.map((a) => ({ ...a, is_primary: a.uuid === primary[1] }));
      book.sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
      return { data: book[0], message: messages.primaryAddressSet };
    }
    const one = /^user\/addresses\/([\w-]+)$/.exec(call.path);
    if (one && call.method === 'DELETE') {
      const gone = book.find((a) => a.uuid === one[1]);
      book = book.filter((a) => a.uuid !== one[1]);
      if (gone?.is_primary && book[0]) book[0] = { ...book[0], is_primary: true };
      return { data: book, message: messages.addressDeleted };
    }
    if (one && call.method === 'PUT') {
      book = book.map((a) => (a.uuid === one[1] ? { ...a, ...(call.body as Partial<Address>) } : a));
      return { data: book.find((a) => a.uuid === one[1]), message: messages.addressSaved };
    }
    if (call.path === 'account/unread-counts') return { data: { notifications: 0, inbox: 0 } };
    return { status: 404, message: 'Not found' };
  });
});

const cards = () => screen.getAllByTestId('address-card');

describe('address book', () => {
  it('lists the addresses with the primary one first and marked', async () => {
    renderPage(<AddressBook />, PATH, PATH);
    await screen.findAllByTestId('address-card');
    expect(cards().map((card) => card.dataset.primary)).toEqual(['true', 'false']);
    expect(within(cards()[0]!).getByTestId('primary-badge')).toHaveTextContent('Primary');
    expect(within(cards()[0]!).queryByRole('button', { name: /Set .* as primary/ })).not.toBeInTheDocument();
    expect(screen.getByText('2 of 20 addresses')).toBeInTheDocument();
  });

  it('makes another address primary', async () => {
    renderPage(<AddressBook />, PATH, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Set 5 Aminu Kano Crescent as primary' }));
    await waitFor(() => expect(toasts()).toEqual([['success', messages.primaryAddressSet]]));
    await waitFor(() => expect(within(cards()[0]!).getByTestId('primary-badge')).toBeInTheDocument());
    expect(cards()[0]).toHaveTextContent('5 Aminu Kano Crescent');
    expect(
      calls.some((call) => call.method === 'POST' && call.path === `user/addresses/${SECOND}/primary`),
    ).toBe(true);
  });

  it('asks before deleting, says what happens to the primary, and shows the book the server answers', async () => {
    renderPage(<AddressBook />, PATH, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 12 Allen Avenue' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent(
      'Your most recently added other address will become your delivery address.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete 12 Allen Avenue' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(toasts()).toEqual([['success', messages.addressDeleted]]));
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('5 Aminu Kano Crescent');
    expect(cards()[0]?.dataset.primary).toBe('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds an address in the shared editor, as the primary when asked, with Info updated', async () => {
    renderPage(<AddressBook />, PATH, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a new address' });
    const form = within(dialog);
    fireEvent.change(form.getByLabelText('Address'), { target: { value: '3 Broad Street' } });
    await form.findByRole('option', { name: 'Lagos' });
    fireEvent.change(form.getByLabelText('Region'), { target: { value: 'LA' } });
    await form.findByRole('option', { name: 'Ikeja' });
    fireEvent.change(form.getByLabelText('City'), { target: { value: '0042' } });
    fireEvent.change(form.getByLabelText('Postal code'), { target: { value: '100221' } });
    fireEvent.change(form.getByLabelText('Phone number'), { target: { value: '08031234567' } });
    fireEvent.click(form.getByRole('checkbox', { name: /Make this my primary address/ }));
    fireEvent.click(form.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts()).toEqual([['success', messages.infoUpdated]]);
    expect(calls.find((call) => call.method === 'POST' && call.path === 'user/addresses')?.body).toEqual({
      address: '3 Broad Street',
      postal_code: '100221',
      state: 'Lagos',
      state_code: 'LA',
      city: 'Ikeja',
      town_id: '0042',
      country: 'Nigeria',
      phone_number: '08031234567',
      is_primary: true,
    });
    await waitFor(() => expect(cards()[0]).toHaveTextContent('3 Broad Street'));
  });

  it('shows the server’s field messages under the fields with the saving-info toast', async () => {
    onSave = () => ({
      status: 422,
      message: 'The given data was invalid.',
      errors: { address: [messages.addressRequired], phone_number: [messages.phoneElevenDigits] },
    });
    renderPage(<AddressBook />, PATH, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a new address' }));
    const form = within(screen.getByRole('dialog'));
    fireEvent.click(form.getByRole('button', { name: 'Save address' }));
    expect(await form.findByText(messages.addressRequired)).toBeInTheDocument();
    expect(form.getByLabelText('Phone number')).toHaveAccessibleDescription(messages.phoneElevenDigits);
    expect(toasts()).toEqual([['error', messages.errorSavingInfo]]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('edits an address: the primary one stays primary without asking', async () => {
    renderPage(<AddressBook />, PATH, PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 12 Allen Avenue' }));
    const form = within(screen.getByRole('dialog', { name: 'Edit address' }));
    expect(form.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(form.getByLabelText('Address')).toHaveValue('12 Allen Avenue');
    await form.findByRole('option', { name: 'Ikeja' });
    fireEvent.change(form.getByLabelText('Address'), { target: { value: '14 Allen Avenue' } });
    fireEvent.click(form.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(toasts()).toEqual([['success', messages.infoUpdated]]));
    expect(calls.find((call) => call.method === 'PUT')?.path).toBe(`user/addresses/${book[0]!.uuid}`);
    await waitFor(() => expect(cards()[0]).toHaveTextContent('14 Allen Avenue'));
  });

  it('invites the first address when the book is empty', async () => {
    book = [];
    renderPage(<AddressBook />, PATH, PATH);
    expect(await screen.findByText('No addresses yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    const form = within(screen.getByRole('dialog', { name: 'Add a new address' }));
    // The first address is primary whatever is sent: nothing to ask.
    expect(form.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
