import { Outlet } from 'react-router';
import { AddressForm } from '../../features/account/components/AddressForm';
import { AddressFormContext } from '../../features/checkout/address-form';

/**
 * The checkout pages with the account's delivery address form handed to them (features do not
 * import each other). A lazy route of its own, so the form stays out of the first screen's script.
 */
export default function CheckoutLayout() {
  return (
    <AddressFormContext.Provider value={AddressForm}>
      <Outlet />
    </AddressFormContext.Provider>
  );
}
