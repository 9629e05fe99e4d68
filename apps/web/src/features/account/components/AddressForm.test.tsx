import { messages } from '@oja/contract/messages';
import type { DeliveryAddressBody } from '@oja/contract/rules';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../components/ui/toast-store';
import { ApiError } from '../../../lib/api-client';
import { startSession } from '../../../lib/session';
import { addressOf, type Call, renderPage, stubApi, toasts } from '../test-fixtures';
import { AddressEditorDialog } from './AddressForm';

const address = addressOf();
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

let sent: DeliveryAddressBody[];
let refusal: ApiError | null;
let calls: Call[];

/** The call that keeps the address (the address book's, or checkout's delivery address). */
async function save(body: DeliveryAddressBody) {
  sent.push(body);
  if (refusal) throw refusal;
  return { address, message: messages.infoUpdated };
}

beforeEach(() => {
  startSession('customer-token');
  toastStore.set([]);
  sent = [];
  refusal = null;
  calls = stubApi((call) => {
    if (call.path === 'logistics/states') return { data: states };
    const city = /^logistics\/(\w+)\/cities$/.exec(call.path);
    if (city) return { data: cities[city[1]!] ?? [] };
    return { status: 404, message: 'Not found' };
  });
});

function renderEditor({
  current = null,
  onClose = () => {},
  onSaved,
}: {
  current?: typeof address | null;
  onClose?: () => void;
  onSaved?: (saved: typeof address) => void;
} = {}) {
  renderPage(
    <AddressEditorDialog
      open
      onClose={onClose}
      title={current ? 'Change delivery address' : 'Add a delivery address'}
      address={current}
      save={save}
      onSaved={onSaved}
    />,
  );
}

const field = (name: string) => screen.getByLabelText(name);

describe('address form', () => {
  it('loads cities only once a region is chosen, and a new region asks for its city again', async () => {
    renderEditor();
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
    refusal = new ApiError('The given data was invalid.', 422, 'error', {
      address: [messages.addressRequired],
      state: [messages.regionRequired],
      state_code: [messages.regionRequired],
      town_id: [messages.cityRequired],
      postal_code: [messages.postalCodeRequired],
      phone_number: [messages.phoneElevenDigits, 'Another message'],
    });
    renderEditor();
    await screen.findByRole('option', { name: 'Lagos' });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await screen.findByText(messages.addressRequired);
    expect(sent).toEqual([
      {
        address: '',
        postal_code: '',
        state: '',
        state_code: '',
        city: '',
        town_id: '',
        country: 'Nigeria',
        phone_number: '',
      },
    ]);
    expect(field('Address')).toHaveAccessibleDescription(messages.addressRequired);
    expect(field('Region')).toHaveAccessibleDescription(messages.regionRequired);
    expect(field('City')).toHaveAccessibleDescription(messages.cityRequired);
    expect(field('Postal code')).toHaveAccessibleDescription(messages.postalCodeRequired);
    expect(field('Phone number')).toHaveAccessibleDescription(messages.phoneElevenDigits);
    expect(screen.queryByText('Another message')).not.toBeInTheDocument();
    expect(toasts()).toEqual([['error', messages.errorSavingInfo]]);

    // Typing in a field clears its message.
    fireEvent.change(field('Address'), { target: { value: '3 Broad Street' } });
    expect(screen.queryByText(messages.addressRequired)).not.toBeInTheDocument();
  });

  it('shows Nigeria as the country, offers no other, and shows the server’s country message', async () => {
    refusal = new ApiError('The given data was invalid.', 422, 'error', { country: [messages.nigeriaOnly] });
    renderEditor();
    await screen.findByRole('option', { name: 'Lagos' });
    expect(field('Country')).toHaveValue('Nigeria');
    expect(field('Country')).toHaveAttribute('readonly');
    expect(screen.queryByRole('combobox', { name: 'Country' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await screen.findByText(messages.nigeriaOnly);
    expect(field('Country')).toHaveAccessibleDescription(
      `We deliver within Nigeria only. ${messages.nigeriaOnly}`,
    );
    expect(toasts()).toEqual([['error', messages.errorSavingInfo]]);
  });

  it('saves the region and town names the lists gave, toasts Info updated and closes', async () => {
    const onClose = vi.fn();
    const onSaved = vi.fn();
    renderEditor({ current: address, onClose, onSaved });
    expect(screen.getByRole('dialog', { name: 'Change delivery address' })).toBeInTheDocument();
    expect(field('Address')).toHaveValue('12 Allen Avenue');
    await screen.findByRole('option', { name: 'Ikeja' });
    expect(field('City')).toHaveValue('0042');
    fireEvent.change(field('Phone number'), { target: { value: '0803 000 1111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith(address);
    expect(sent).toEqual([
      {
        address: '12 Allen Avenue',
        postal_code: '100001',
        state: 'Lagos',
        state_code: 'LA',
        city: 'Ikeja',
        town_id: '0042',
        country: 'Nigeria',
        phone_number: '0803 000 1111',
      },
    ]);
    expect(toasts()).toEqual([['success', messages.infoUpdated]]);
  });
});
