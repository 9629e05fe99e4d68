import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '../../../lib/session';
import { AddressFormContext, type AddressFormProps } from '../address-form';
import { address, type Call, renderPage, stubApi } from '../test-fixtures';
import { AddressEditor } from './AddressEditor';

// What the account's form sends for the shopper's address.
const { uuid: _uuid, is_primary: _primary, ...body } = address;

/** The form the app hands over (the account's), reduced to its save. */
function HandedForm({ save, onSaved }: AddressFormProps) {
  return (
    <button type="button" onClick={() => void save(body).then(({ address: saved }) => onSaved(saved))}>
      Save address
    </button>
  );
}

let calls: Call[];

beforeEach(() => {
  startSession('customer-token');
  calls = stubApi((call) =>
    call.path === 'user/address/delivery'
      ? { data: address, message: 'Info updated' }
      : { status: 404, message: 'Not found' },
  );
});

describe('checkout address editor', () => {
  it('saves the handed form’s address as the delivery address, then closes', async () => {
    const onClose = vi.fn();
    const onSaved = vi.fn();
    renderPage(
      <AddressFormContext.Provider value={HandedForm}>
        <AddressEditor open onClose={onClose} onSaved={onSaved} address={null} />
      </AddressFormContext.Provider>,
    );
    expect(screen.getByRole('dialog', { name: 'Add a delivery address' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSaved).toHaveBeenCalledWith(address);
    const sent = calls.find((call) => call.path === 'user/address/delivery');
    expect(sent?.method).toBe('PUT');
    expect(sent?.body).toEqual(body);
  });
});
