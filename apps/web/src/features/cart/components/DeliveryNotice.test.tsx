import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DeliveryNotice, deliveryNotice } from './DeliveryNotice';

const address = {
  uuid: '44444444-4444-4444-8444-444444444444',
  address: '12 Allen Avenue',
  city: 'Ikeja',
  state: 'Lagos',
  state_code: 'LA',
  town_id: '0042',
  postal_code: '100001',
  phone_number: '08012345678',
  country: 'Nigeria',
  is_primary: true,
};

function renderNotice(fee: number | null, withAddress: boolean) {
  const element = <DeliveryNotice fee={fee} address={withAddress ? address : null} />;
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('cart delivery notice', () => {
  it('is hidden with no fee and no address (spec section 9)', () => {
    expect(deliveryNotice(null, null)).toBeNull();
    expect(deliveryNotice(0, null)).toBeNull();
  });

  it("shows the profile's primary address and links to checkout's address editor", () => {
    renderNotice(null, true);
    expect(screen.getByText('12 Allen Avenue, Ikeja, Lagos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change delivery address' })).toHaveAttribute(
      'href',
      '/checkout?edit=address',
    );
  });

  it('asks for an address when only a fee is known', () => {
    renderNotice(1500, false);
    expect(screen.getByText('Delivery fee: ₦1,500.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set your delivery address' })).toBeInTheDocument();
  });
});
