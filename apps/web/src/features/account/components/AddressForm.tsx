import type { Address } from '@oja/contract/account';
import { DELIVERY_COUNTRY } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import type { DeliveryAddressBody } from '@oja/contract/rules';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useIpInfo } from '../api/ip-info';
import { useCities, useStates } from '../api/logistics';

type Values = {
  address: string;
  stateCode: string;
  townId: string;
  postalCode: string;
  phoneNumber: string;
};

// The country is not a value: the shop delivers within Nigeria only, so it is shown, never chosen.
type AddressFieldErrors = Partial<Record<keyof Values | 'country', string>>;

/** What a save answers: the address as saved and the words of the success toast. */
type SavedAddress = { address: Address; message: string };

/** The call that keeps the address: checkout's delivery address, or the address book's add or change. */
type SaveAddress = (body: DeliveryAddressBody) => Promise<SavedAddress>;

/**
 * The server's 422 field errors under the form's fields, first message each (spec section 5). The
 * region and the city are each one select but two fields of the body (state + state_code,
 * city + town_id): either one's message belongs under its select.
 */
function addressFieldErrors(error: unknown): AddressFieldErrors {
  const server = serverFieldErrors(error);
  const errors: AddressFieldErrors = {
    address: server.address,
    stateCode: server.state ?? server.state_code,
    townId: server.city ?? server.town_id,
    postalCode: server.postal_code,
    phoneNumber: server.phone_number,
    country: server.country,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as AddressFieldErrors;
}

const valuesOf = (address: Address | null): Values => ({
  address: address?.address ?? '',
  stateCode: address?.state_code ?? '',
  townId: address?.town_id ?? '',
  postalCode: address?.postal_code ?? '',
  phoneNumber: address?.phone_number ?? '',
});

type AddressFormProps = {
  /** The address being changed, or null for a new one. */
  address: Address | null;
  save: SaveAddress;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
  submitLabel?: string;
  className?: string;
  /** More fields above the buttons (the address book's "make this my primary address"). */
  children?: ReactNode;
};

/**
 * The delivery address form: address, region, city (its towns load once a region is chosen), postal
 * code and phone number. The country is Nigeria, shown and not offered as a choice (the server refuses
 * any other). Nothing is checked here: the server validates every field (spec section 5)
 * and its messages show under the fields, with the 'An error occurred while saving info!' toast.
 */
export function AddressForm({
  address,
  save,
  onSaved,
  onCancel,
  submitLabel = 'Save address',
  className,
  children,
}: AddressFormProps) {
  const toast = useToast();
  const formId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(address));
  const [errors, setErrors] = useState<AddressFieldErrors>({});
  const states = useStates();
  const cities = useCities(values.stateCode);
  const mutation = useMutation({ mutationFn: save });
  // No region chosen yet: start from the one the shopper's connection is in (GET ip-info), once.
  const ipInfo = useIpInfo(!values.stateCode);
  const preselected = useRef(false);
  const guessedCode = ipInfo.data?.state_code;
  useEffect(() => {
    if (preselected.current || !guessedCode || !states.data?.some((o) => o.station_code === guessedCode))
      return;
    preselected.current = true;
    setValues((current) =>
      current.stateCode ? current : { ...current, stateCode: guessedCode, townId: '' },
    );
  }, [guessedCode, states.data]);

  const set = (field: keyof Values, value: string) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      // A town belongs to its region: a new region asks for its town again.
      ...(field === 'stateCode' ? { townId: '' } : {}),
    }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const state = states.data?.find((option) => option.station_code === values.stateCode);
    const town = cities.data?.find((option) => option.deliverytownid === values.townId);
    const body: DeliveryAddressBody = {
      address: values.address,
      postal_code: values.postalCode,
      state: state?.station_description ?? '',
      state_code: values.stateCode,
      city: town?.name ?? '',
      town_id: values.townId,
      country: DELIVERY_COUNTRY,
      phone_number: values.phoneNumber,
    };
    setErrors({});
    mutation.mutate(body, {
      onSuccess: ({ address: saved, message }) => {
        toast.success(message || messages.infoUpdated);
        onSaved(saved);
      },
      onError: (error) => {
        const fieldErrors = addressFieldErrors(error);
        if (Object.keys(fieldErrors).length > 0) {
          toast.error(messages.errorSavingInfo);
          setErrors(fieldErrors);
        } else {
          toast.error(errorMessage(error));
        }
      },
    });
  }

  const cityPlaceholder = !values.stateCode
    ? 'Choose a region first'
    : cities.isPending
      ? 'Loading cities…'
      : cities.isError
        ? 'Could not load cities'
        : 'Choose your city';

  return (
    <form noValidate onSubmit={onSubmit} className={cn('flex flex-col gap-4', className)}>
      <TextField
        id={`${formId}-address`}
        name="address"
        label="Address"
        placeholder="House number, street and area"
        autoComplete="street-address"
        value={values.address}
        onChange={(event) => set('address', event.target.value)}
        error={errors.address}
        data-autofocus
      />
      <TextField
        id={`${formId}-country`}
        name="country"
        label="Country"
        value={DELIVERY_COUNTRY}
        readOnly
        autoComplete="country-name"
        hint="We deliver within Nigeria only."
        error={errors.country}
        className="[&_input]:bg-ink-50 [&_input]:text-ink-700"
      />
      <SelectField
        id={`${formId}-region`}
        name="state_code"
        label="Region"
        value={values.stateCode}
        onChange={(event) => set('stateCode', event.target.value)}
        error={errors.stateCode}
      >
        <option value="">{states.isPending ? 'Loading regions…' : 'Choose your region'}</option>
        {states.data?.map((option) => (
          <option key={option.station_code} value={option.station_code}>
            {option.station_description}
          </option>
        ))}
      </SelectField>
      <SelectField
        id={`${formId}-city`}
        name="town_id"
        label="City"
        value={values.townId}
        disabled={!values.stateCode}
        onChange={(event) => set('townId', event.target.value)}
        error={errors.townId}
      >
        <option value="">{cityPlaceholder}</option>
        {cities.data?.map((option) => (
          <option key={option.deliverytownid} value={option.deliverytownid}>
            {option.name}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${formId}-postal`}
          name="postal_code"
          label="Postal code"
          inputMode="numeric"
          autoComplete="postal-code"
          value={values.postalCode}
          onChange={(event) => set('postalCode', event.target.value)}
          error={errors.postalCode}
        />
        <TextField
          id={`${formId}-phone`}
          name="phone_number"
          label="Phone number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="080 1234 5678"
          value={values.phoneNumber}
          onChange={(event) => set('phoneNumber', event.target.value)}
          error={errors.phoneNumber}
        />
      </div>
      {children}
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={mutation.isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={mutation.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The delivery address editor overlay (spec section 2, other overlays): the form in a dialog that
 * closes once the address is saved.
 */
export function AddressEditorDialog({
  open,
  onClose,
  title,
  address,
  save,
  onSaved,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  address: Address | null;
  save: SaveAddress;
  onSaved?: (address: Address) => void;
  children?: ReactNode;
}) {
  return (
    <Modal open={open} onClose={onClose} title={title} className="md:max-w-lg">
      {/* Mounted per opening, so the form starts from the address as it is now. */}
      {open ? (
        <AddressForm
          address={address}
          save={save}
          onCancel={onClose}
          onSaved={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
          className="px-5 pt-4 pb-5"
        >
          {children}
        </AddressForm>
      ) : null}
    </Modal>
  );
}
