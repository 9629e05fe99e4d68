import type { Address } from '@oja/contract/account';
import {
  AddressEditorDialog,
  type AddressFormProps,
  AddressForm as SharedAddressForm,
} from '../../../components/address/AddressForm';
import { useSaveDeliveryAddress } from '../api/checkout-queries';

/**
 * Checkout's address form and editor: the shared form (components/address), saved with
 * PUT user/address/delivery so the saved address becomes the delivery (primary) address.
 */
export function AddressForm(props: Omit<AddressFormProps, 'save'>) {
  const save = useSaveDeliveryAddress();
  return <SharedAddressForm {...props} save={save.mutateAsync} />;
}

/** Checkout opens it from Change / Add; on success it closes and the profile and the summary are asked again. */
export function AddressEditor({
  open,
  onClose,
  address,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  address: Address | null;
  onSaved?: (address: Address) => void;
}) {
  const save = useSaveDeliveryAddress();
  return (
    <AddressEditorDialog
      open={open}
      onClose={onClose}
      title={address ? 'Change delivery address' : 'Add a delivery address'}
      address={address}
      save={save.mutateAsync}
      onSaved={onSaved}
    />
  );
}
