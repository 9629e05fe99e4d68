import { ADDRESS_BOOK_MAX, type Address } from '@oja/contract/account';
import { messages } from '@oja/contract/messages';
import type { DeliveryAddressBody } from '@oja/contract/rules';
import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { MapPinIcon, PlusIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { PageIntro } from '../../../components/ui/PageIntro';
import { useToast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import {
  useAddAddress,
  useAddresses,
  useDeleteAddress,
  useSetPrimaryAddress,
  useUpdateAddress,
} from '../api/address-book';
import { AddressCard } from '../components/AddressCard';
import { AddressEditorDialog } from '../components/AddressForm';
import { DeleteAddressDialog } from '../components/DeleteAddressDialog';
import { EmptyList, ListSkeleton } from '../components/parts';

/** The editor's target: a new address, or one being changed. */
type Editing = { address: Address | null } | null;

function PrimaryChoice({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl bg-ink-50 p-3 text-sm ring-1 ring-ink-100">
      <input
        type="checkbox"
        name="is_primary"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-4 accent-brand-600"
      />
      <span className="flex flex-col gap-0.5">
        <span className="font-semibold text-ink-900">Make this my primary address</span>
        <span className="text-xs text-ink-600">Checkout delivers to it unless you choose another.</span>
      </span>
    </label>
  );
}

/**
 * /account/address-book: the addresses, the primary (delivery) one first and marked; add and edit in
 * the shared address editor, make primary, delete after a confirmation (a deleted primary passes to
 * the most recent other address, as the server does).
 */
export default function AddressBook() {
  const listId = useId();
  const toast = useToast();
  const addresses = useAddresses();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const makePrimary = useSetPrimaryAddress();
  const [editing, setEditing] = useState<Editing>(null);
  const [primary, setPrimary] = useState(false);
  const [deleting, setDeleting] = useState<Address | null>(null);

  const list = addresses.data ?? [];
  const full = list.length >= ADDRESS_BOOK_MAX;
  const busy = remove.isPending || makePrimary.isPending;

  function openEditor(address: Address | null) {
    setPrimary(address?.is_primary ?? false);
    setEditing({ address });
  }

  // Field errors and their toast come from the form; a success says 'Info updated' (spec section 8).
  async function save(body: DeliveryAddressBody) {
    const target = editing?.address ?? null;
    const withPrimary = { ...body, is_primary: primary };
    const saved = target
      ? await update.mutateAsync({ uuid: target.uuid, body: withPrimary })
      : await add.mutateAsync(withPrimary);
    return { address: saved.address, message: messages.infoUpdated };
  }

  function setAsPrimary(address: Address) {
    makePrimary.mutate(address.uuid, {
      onSuccess: ({ message }) => toast.success(message),
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.uuid, {
      onSuccess: ({ message }) => {
        toast.success(message);
        setDeleting(null);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  }

  let body: ReactNode;
  if (addresses.isPending) {
    body = <ListSkeleton label="Loading your addresses" rows={2} />;
  } else if (addresses.isError) {
    body = <LoadError read={addresses} />;
  } else if (list.length === 0) {
    body = (
      <EmptyList
        icon={<MapPinIcon />}
        title="No addresses yet"
        action={
          <Button onClick={() => openEditor(null)}>
            <PlusIcon aria-hidden="true" />
            Add an address
          </Button>
        }
      >
        Add where you want your orders delivered. Your first address becomes your delivery address.
      </EmptyList>
    );
  } else {
    body = (
      <ul aria-labelledby={listId} className="grid gap-3 md:grid-cols-2">
        {list.map((address) => (
          <AddressCard
            key={address.uuid}
            address={address}
            busy={busy}
            onEdit={() => openEditor(address)}
            onMakePrimary={() => setAsPrimary(address)}
            onDelete={() => setDeleting(address)}
          />
        ))}
      </ul>
    );
  }

  const target = editing?.address ?? null;
  // The first address is primary whatever is sent; a primary stays one until another is chosen.
  const offerPrimary = target ? !target.is_primary : list.length > 0;

  return (
    <div className="flex flex-col gap-5">
      <PageIntro
        title="Address Book"
        description="Where your orders can be delivered. Checkout starts from your primary address."
      >
        {list.length > 0 ? (
          <div className="flex flex-wrap items-center gap-3 pt-1">
            <Button onClick={() => openEditor(null)} disabled={full}>
              <PlusIcon aria-hidden="true" />
              Add a new address
            </Button>
            <span className="text-xs text-ink-500 tabular-nums">
              {full
                ? `You can keep up to ${ADDRESS_BOOK_MAX} addresses. Delete one to add another.`
                : `${list.length} of ${ADDRESS_BOOK_MAX} addresses`}
            </span>
          </div>
        ) : null}
      </PageIntro>
      <h2 id={listId} className="sr-only">
        Your addresses
      </h2>
      {body}
      <AddressEditorDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={target ? 'Edit address' : 'Add a new address'}
        address={target}
        save={save}
      >
        {offerPrimary ? <PrimaryChoice checked={primary} onChange={setPrimary} /> : null}
      </AddressEditorDialog>
      <DeleteAddressDialog
        address={deleting}
        others={list.length - 1}
        deleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
