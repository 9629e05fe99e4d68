import type { Address } from '@oja/contract/account';
import { Modal } from '../../../components/ui/Modal';
import { type AddressFormProps, useAddressForm } from '../address-form';
import { useSaveDeliveryAddress } from '../api/checkout-queries';

/**
 * Checkout's address form: the account's (handed over by the app), saved with PUT
 * user/address/delivery so the saved address becomes the delivery (primary) address.
 */
export function AddressForm(props: Omit<AddressFormProps, 'save'>) {
  const Form = useAddressForm();
  const save = useSaveDeliveryAddress();
  return <Form {...props} save={save.mutateAsync} />;
}

/**
 * The delivery address editor overlay (spec section 2, other overlays), opened from Change / Add:
 * on success it closes, and the profile and the summary are asked again.
 */
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
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={address ? 'Change delivery address' : 'Add a delivery address'}
      className="md:max-w-lg"
    >
      {/* Mounted per opening, so the form starts from the address as it is now. */}
      {open ? (
        <AddressForm
          address={address}
          onCancel={onClose}
          onSaved={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
          className="px-5 pt-4 pb-5"
        />
      ) : null}
    </Modal>
  );
}
