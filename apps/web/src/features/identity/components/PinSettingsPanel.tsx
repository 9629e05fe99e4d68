import { PIN_LENGTH } from '@oja/contract/constants';
import { messages } from '@oja/contract/messages';
import { createPinForm, pinFromLinkForm, resetPinForm } from '@oja/contract/rules';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { MailIcon, ShieldIcon } from '../../../components/ui/icons';
import { LoadError } from '../../../components/ui/LoadError';
import { Skeleton } from '../../../components/ui/Skeleton';
import { TextField } from '../../../components/ui/TextField';
import type { FieldErrors } from '../../../lib/form-errors';
import { useCreatePin, useResetPin, useSpendAndSaveWallet } from '../../../lib/wallet';
import { closeAccessModal } from '../access-modal-state';
import { usePinFromLinkMutation, useRequestPinLinkMutation } from '../api/identity-api';
import { alertMessage, useAccessForm } from '../use-access-form';
import { useLinkToken } from '../use-link-token';
import { FormAlert, Lead, PanelBody, StepIcon, SubmitWithAlert, TextLink } from './panel-parts';

/** The query parameter of the mailed "Forgot PIN" link (/account?modal=pin-settings&pin_reset_token=). */
const PIN_LINK_PARAM = 'pin_reset_token';

/*
 * The contract's PIN rules check the fields inline before any request (issue 54): 4 digits, not a
 * run or a repeat of one digit, typed the same twice. The confirmation stays in the form: the
 * request carries only the spec's fields, and the server applies the same rule to new_pin.
 */

/** A PIN box: numeric keypad on phones, digits hidden like a password, no autofill. */
function PinField({
  label,
  name,
  error,
  autoFocus,
  hint = `${PIN_LENGTH} digits`,
}: {
  label: string;
  hint?: string;
  name: string;
  error?: string;
  autoFocus?: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // The modal focuses its first field when it opens, but this form arrives after the PIN state loads.
  useEffect(() => {
    if (autoFocus) ref.current?.focus();
  }, [autoFocus]);
  return (
    <TextField
      ref={ref}
      label={label}
      name={name}
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={PIN_LENGTH}
      autoComplete="off"
      hint={hint}
      error={error}
      className="[&_input]:tracking-[0.5em]"
    />
  );
}

/** The rule before any refusal: the contract's pinTrivial message says the same after one. */
const NEW_PIN_HINT = `${PIN_LENGTH} digits, not a run like 1234 or a repeat like 0000`;

function ConfirmPinField({ error }: { error?: string }) {
  return <PinField label="Confirm new PIN" name="new_pin_confirmation" error={error} />;
}

function CreatePinForm({ onDone }: { onDone: (message: string) => void }) {
  const create = useCreatePin();
  const { errors, alert, submit } = useAccessForm(createPinForm, {
    send: async ({ new_pin }) =>
      onDone((await create.mutateAsync({ new_pin })).message || messages.pinCreated),
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Create wallet PIN">
      <PanelBody>
        <Lead>
          Your {PIN_LENGTH}-digit PIN approves payments from your Oja wallet and moving your savings. Keep it
          to yourself.
        </Lead>
        <PinField label="New PIN" name="new_pin" hint={NEW_PIN_HINT} error={errors.new_pin} autoFocus />
        <ConfirmPinField error={errors.new_pin_confirmation} />
        <SubmitWithAlert alert={fieldlessAlert(alert, errors)} busy={create.isPending}>
          Create PIN
        </SubmitWithAlert>
      </PanelBody>
    </form>
  );
}

function ResetPinForm({ onDone, onForgot }: { onDone: (message: string) => void; onForgot: () => void }) {
  const reset = useResetPin();
  const { errors, alert, submit } = useAccessForm(resetPinForm, {
    send: async ({ old_pin, new_pin }) =>
      onDone((await reset.mutateAsync({ old_pin, new_pin })).message || messages.pinReset),
  });
  return (
    <form noValidate onSubmit={submit} aria-label="Reset wallet PIN">
      <PanelBody>
        <Lead>Enter your current PIN, then the new one you want to use from now on.</Lead>
        <PinField label="Old PIN" name="old_pin" error={errors.old_pin} autoFocus />
        <PinField label="New PIN" name="new_pin" hint={NEW_PIN_HINT} error={errors.new_pin} />
        <ConfirmPinField error={errors.new_pin_confirmation} />
        <SubmitWithAlert alert={fieldlessAlert(alert, errors)} busy={reset.isPending}>
          Reset PIN
        </SubmitWithAlert>
        <p className="text-center text-sm">
          <TextLink onClick={onForgot}>Forgot PIN?</TextLink>
        </p>
      </PanelBody>
    </form>
  );
}

/** The mailed link was opened: a new PIN with the link's token, no old PIN (ADR 0073). */
function PinFromLinkForm({
  token,
  onDone,
  onForgot,
}: {
  token: string;
  onDone: (message: string) => void;
  onForgot: () => void;
}) {
  const reset = usePinFromLinkMutation();
  const { errors, alert, submit } = useAccessForm(pinFromLinkForm, {
    send: async (data) =>
      onDone((await reset.mutateAsync({ token, new_pin: data.new_pin })).message || messages.pinReset),
  });
  // The link's own refusal has no field on this form, so it shows above the button.
  const shown = alert && alert !== errors.new_pin ? alert : null;
  return (
    <form noValidate onSubmit={submit} aria-label="Set a new wallet PIN">
      <PanelBody>
        <Lead>Choose the new PIN you want to use from now on. Your old PIN is not needed.</Lead>
        <PinField label="New PIN" name="new_pin" hint={NEW_PIN_HINT} error={errors.new_pin} autoFocus />
        <ConfirmPinField error={errors.new_pin_confirmation} />
        <SubmitWithAlert alert={shown} busy={reset.isPending}>
          Set new PIN
        </SubmitWithAlert>
        {shown === messages.pinLinkInvalid ? (
          <p className="text-center text-sm">
            <TextLink onClick={onForgot}>Email me a new link</TextLink>
          </p>
        ) : null}
      </PanelBody>
    </form>
  );
}

/** Forgot PIN: a link to the account's email, which opens this panel with its token. */
function ForgotPinStep({ onBack }: { onBack: () => void }) {
  const request = useRequestPinLinkMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  async function send() {
    setAlert(null);
    try {
      setSent((await request.mutateAsync()).message || messages.linkSent);
    } catch (error) {
      setAlert(alertMessage(error));
    }
  }

  if (sent) {
    return (
      <PanelBody className="text-center">
        <StepIcon>
          <MailIcon />
        </StepIcon>
        <h3 className="text-lg font-bold text-ink-900">Check your email</h3>
        <p role="status" className="text-sm text-ink-600">
          {sent}
        </p>
        <Lead>
          Open the link we sent to your account's email to choose a new PIN. It works once, for an hour.
        </Lead>
        <Button size="lg" block onClick={closeAccessModal} data-autofocus>
          Done
        </Button>
      </PanelBody>
    );
  }
  return (
    <PanelBody>
      <Lead>
        We will email a link to your account's address. Open it to choose a new PIN without the old one.
      </Lead>
      {alert ? <FormAlert>{alert}</FormAlert> : null}
      <Button size="lg" block loading={request.isPending} onClick={send} data-autofocus>
        Email me a link
      </Button>
      <p className="text-center text-sm">
        <TextLink onClick={onBack}>Back</TextLink>
      </p>
    </PanelBody>
  );
}

/** A refusal already shown under its field (a wrong old PIN) is not repeated above the button. */
function fieldlessAlert(alert: string | null, errors: FieldErrors): string | null {
  if (!alert) return null;
  return Object.values(errors).includes(alert) ? null : alert;
}

/**
 * State 5 of the access modal (spec sections 2 and 4): GET spend-and-save-wallet says whether a PIN
 * exists; with one the shopper resets it (old and new PIN), without one creates it (new PIN). Success
 * leads to a done step with the server's words, 'PIN created successfully' or 'PIN reset successfully'.
 */
export function PinSettingsPanel() {
  const wallet = useSpendAndSaveWallet();
  const linkToken = useLinkToken(PIN_LINK_PARAM);
  const [step, setStep] = useState<'settings' | 'forgot'>('settings');
  const [done, setDone] = useState<{ title: string; message: string } | null>(null);
  const finish = (title: string) => (message: string) => setDone({ title, message });

  if (done) {
    return (
      <PanelBody className="text-center">
        <StepIcon>
          <ShieldIcon />
        </StepIcon>
        <h3 className="text-lg font-bold text-ink-900">{done.title}</h3>
        <p role="status" className="text-sm text-ink-600">
          {done.message}
        </p>
        <Button size="lg" block onClick={closeAccessModal} data-autofocus>
          Done
        </Button>
      </PanelBody>
    );
  }

  if (step === 'forgot') return <ForgotPinStep onBack={() => setStep('settings')} />;
  if (linkToken) {
    return (
      <PinFromLinkForm token={linkToken} onDone={finish('PIN reset')} onForgot={() => setStep('forgot')} />
    );
  }

  if (wallet.isPending) {
    return (
      <PanelBody>
        <div role="status" aria-busy="true" aria-label="Loading your PIN settings" className="contents">
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </PanelBody>
    );
  }

  if (wallet.isError) {
    return (
      <PanelBody>
        <LoadError read={wallet} />
      </PanelBody>
    );
  }

  return wallet.data.isPinAvailable ? (
    <ResetPinForm onDone={finish('PIN reset')} onForgot={() => setStep('forgot')} />
  ) : (
    <CreatePinForm onDone={finish('PIN created')} />
  );
}
