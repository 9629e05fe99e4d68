import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { AddressForm } from '../../features/checkout/components/AddressEditor';
import { startSession } from '../../lib/session';
import { renderPage, stubApi } from '../../test/page-harness';
import CheckoutLayout from './CheckoutLayout';

beforeEach(() => {
  startSession('customer-token');
  stubApi((call) =>
    call.path === 'logistics/states'
      ? { data: [{ station_description: 'Lagos', station_code: 'LA' }] }
      : { status: 404, message: 'Not found' },
  );
});

describe('checkout layout', () => {
  it('hands the account’s address form to the checkout pages', async () => {
    renderPage(null, '/checkout', '/', [
      {
        element: <CheckoutLayout />,
        children: [{ path: '/checkout', element: <AddressForm address={null} onSaved={() => {}} /> }],
      },
    ]);
    expect(await screen.findByRole('option', { name: 'Lagos' })).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save address' })).toBeInTheDocument();
  });
});
