import { messages } from '@oja/contract/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { startSession } from '../../../lib/session';
import { address, type Call, renderPage, stubApi } from '../test-fixtures';
import { AddressEditor } from './AddressEditor';

const states = [
  { station_description: 'Abuja (FCT)', station_code: 'FC' },
  { station_description: 'Lagos', station_code: 'LA' },
];
const cities: Record<string, unknown[]> = {
  LA: [
    { deliverytowncode: 'IKJ', deliverytownid: '0042', name: 'Ikeja' },
    { deliverytowncode: 'LEK', deliverytownid: '0043', name: 'Lekki' },
  ],
  FC: [{ deliverytowncode: 'GAR', deliverytownid: '0100', name: 'Garki' }],
};

let save: (call: Call) => {
  status?: number;
  data?: unknown;
  message?: string;
  errors?: Record<string, string[]>;
};
let calls: Call[];

beforeEach(() => {
  startSession('customer-token');
  toastStore.set([]);
  save = () => ({ data: address, message: 'Info updated' });
  calls = stubApi((call) => {
    if (call.path === 'logistics/states') return { data: states };
    const city = /^logistics\/(\w+)\/cities$/.exec(call.path);
    if (city) return { data: cities[city[1]!] ?? [] };
    if (call.path === 'user/address/delivery') return save(call);
    return { status: 404, message: 'Not found' };
  });
});

const field = (name: string) => screen.getByLabelText(name);

describe('address editor', () => {
  it('loads cities only once a region is chosen, and a new region asks for its city again', async () => {
    renderPage(<AddressEditor open onClose={() => {}} address={null} />);
    const region = field('Region');
    await screen.findByRole('option', { name: 'Lagos' });
    expect(field('City')).toBeDisabled();
    expect(calls.some((call) => call.path.endsWith('/cities'))).toBe(false);

    fireEvent.change(region, { target: { value: 'LA' } });
    await screen.findByRole('option', { name: 'Lekki' });
    fireEvent.change(field('City'), { target: { value: '0043' } });
    expect(field('City')).toHaveValue('0043');

    fireEvent.change(region, { target: { value: 'FC' } });
    await screen.findByRole('option', { name: 'Garki' });
    expect(field('City')).toHaveValue('');
  });

  it('sends an empty form as it is and shows the server message of each field under it', async () => {
    save = () => ({
      status: 422,
      message: 'The given data was invalid.',
      errors: {
        address: [messages.addressRequired],
        state: [messages.regionRequired],
        state_code: [messages.regionRequired],
        town_id: [messages.cityRequired],
        postal_code: [messages.postalCodeRequired],
        phone_number: [messages.phoneElevenDigits, 'Another message'],
      },
    });
    renderPage(<AddressEditor open onClose={() => {}} address={null} />);
    await screen.findByRole('option', { name: 'Lagos' });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await screen.findByText(messages.addressRequired);
    const sent = calls.find((call) => call.path === 'user/address/delivery');
    expect(sent?.method).toBe('PUT');
    expect(sent?.body).toEqual({
      address: '',
      postal_code: '',
      state: '',
      state_code: '',
      city: '',
      town_id: '',
      country: 'Nigeria',
      phone_number: '',
    });
    expect(field('Address')).toHaveAccessibleDescription(messages.addressRequired);
    expect(field('Region')).toHaveAccessibleDescription(messages.regionRequired);
    expect(field('City')).toHaveAccessibleDescription(messages.cityRequired);
    expect(field('Postal code')).toHaveAccessibleDescription(messages.postalCodeRequired);
    expect(field('Phone number')).toHaveAccessibleDescription(messages.phoneElevenDigits);
    expect(screen.queryByText('Another message')).not.toBeInTheDocument();
    expect(toastStore.get().map((toast) => [toast.kind, toast.message])).toEqual([
      ['error', messages.errorSavingInfo],
    ]);

    // Typing in a field clears its message.
    fireEvent.change(field('Address'), { target: { value: '3 Broad Street' } });
    expect(screen.queryByText(messages.addressRequired)).not.toBeInTheDocument();
  });

  it('saves the region and town names the lists gave, toasts Info updated and closes', async () => {
    const onClose = vi.fn();
    const onSaved = vi.fn();
    renderPage(<AddressEditor open onClose={onClose} onSaved={onSaved} address={address} />);
    expect(screen.getByRole('dialog', { name: 'Change delivery address' })).toBeInTheDocument();
    expect(field('Address')).toHaveValue('12 Allen Avenue');
    await screen.findByRole('option', { name: 'Ikeja' });
    expect(field('City')).toHaveValue('0042');
    fireEvent.change(field('Phone number'), { target: { value: '0803 000 1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith(address);
    expect(calls.find((call) => call.path === 'user/address/delivery')?.body).toEqual({
      address: '12 Allen Avenue',
      postal_code: '100001',
      state: 'Lagos',
      state_code: 'LA',
      city: 'Ikeja',
      town_id: '0042',
      country: 'Nigeria',
      phone_number: '0803 000 1111',
    });
    expect(toastStore.get().map((toast) => [toast.kind, toast.message])).toEqual([
      ['success', messages.infoUpdated],
    ]);
  });
});
