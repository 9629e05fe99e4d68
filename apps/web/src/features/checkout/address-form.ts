import type { Address } from '@oja/contract/account';
import type { DeliveryAddressBody } from '@oja/contract/rules';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * The delivery address form belongs to the account's address book; checkout shows it too (the
 * editor of the delivery address, and the legacy page's inline form). Features do not import each
 * other, so the app hands the account's form to the checkout pages (app/layouts/CheckoutLayout.tsx)
 * and checkout only knows its shape: it saves with the call it gives, as the delivery address.
 */
export type AddressFormProps = {
  /** The address being changed, or null for a new one. */
  address: Address | null;
  save: (body: DeliveryAddressBody) => Promise<{ address: Address; message: string }>;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
  className?: string;
};

export const AddressFormContext = createContext<ComponentType<AddressFormProps>>(() => null);

export const useAddressForm = () => useContext(AddressFormContext);
