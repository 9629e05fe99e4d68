import type { Address } from '@oja/contract/account';
import { messages } from '@oja/contract/messages';
import type { DeliveryAddressBody } from '@oja/contract/rules';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { TextField } from '../../../components/ui/TextField';
import { useToast } from '../../../components/ui/use-toast';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useIpInfo } from '../../../lib/ip-info';
import { useCities, useSaveDeliveryAddress, useStates } from '../api/checkout-queries';
import { SelectField } from './SelectField';

type Values = {
  address: string;
  stateCode: string;
  townId: string;
  postalCode: string;
  phoneNumber: string;
};

export type AddressFieldErrors = Partial<Record<keyof Values, string>>;

/**
 * The server's 422 field errors under the form's fields, first message each (spec section 5). The
 * region and the city are each one select but two fields of the body (state + state_code,
 * city + town_id): either one's message belongs under its select.
 */
export function addressFieldErrors(error: unknown): AddressFieldErrors {
  if (!(error instanceof ApiError)) return {};
  const first = (...fields: string[]) =>
    fields.map((field) => error.fieldError(field)).find((message) => message !== undefined);
  const errors: AddressFieldErrors = {
    address: first('address'),
    stateCode: first('state', 'state_code'),
    townId: first('city', 'town_id'),
    postalCode: first('postal_code'),
    phoneNumber: first('phone_number'),
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
  /** The address being changed, or null for the first one. */
  address: Address | null;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
  submitLabel?: string;
  className?: string;
};

/**
 * The delivery address form: address, region, city (its towns load once a region is chosen), postal
 * code and phone number. Nothing is checked here: the server validates every field (spec section 5)
 * and its messages show under the fields.
 */
export function AddressForm({
  address,
  onSaved,
  onCancel,
  submitLabel = 'Save address',
  className,
}: AddressFormProps) {
  const toast = useToast();
  const formId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(address));
  const [errors, setErrors] = useState<AddressFieldErrors>({});
  const states = useStates();
  const cities = useCities(values.stateCode);
  const save = useSaveDeliveryAddress();
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
      country: 'Nigeria',
      phone_number: values.phoneNumber,
    };
    setErrors({});
    save.mutate(body, {
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
      <div className="flex flex-col-reverse gap-3 pt-1 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" loading={save.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * The delivery address editor overlay (spec section 2, other overlays). Checkout opens it from
 * Change / Add; on success it closes and the profile and the summary are asked again.
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
