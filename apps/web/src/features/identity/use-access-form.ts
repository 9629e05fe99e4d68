import { messages } from '@oja/contract/messages';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../lib/api-client';
import { CaptchaUnavailableError } from '../../lib/captcha';
import { type FieldErrors, fieldErrors, formData, serverFieldErrors } from '../../lib/form-errors';

/** The inline message of a refusal: the server's, or the captcha's when it could not load. */
export function alertMessage(error: unknown): string {
  return error instanceof CaptchaUnavailableError ? messages.captchaUnavailable : errorMessage(error);
}

type Options<Data, Alert> = {
  /** What the form adds to its fields before the contract's schema checks them (a placeholder captcha). */
  withValues?: (values: Record<string, string>) => Record<string, unknown>;
  /** The inline alert a refusal shows; `alertMessage` by default. */
  alertOf?: (error: unknown) => Alert;
  /** Runs once the fields pass; what it throws becomes the field errors and the alert. */
  send: (data: Data, values: Record<string, string>) => Promise<void>;
};

/**
 * What every access form does on submit: the contract's own schema checks the fields inline first
 * (so the message is the server's), then `send` runs; a refusal shows as field errors and an alert.
 */
export function useAccessForm<Data, Alert = string>(
  schema: z.ZodType<Data>,
  {
    withValues = (values) => values,
    alertOf = alertMessage as (error: unknown) => Alert,
    send,
  }: Options<Data, Alert>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);

  /** Runs a server call with the form's busy state; a refusal becomes field errors and the alert. */
  async function attempt(action: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    try {
      await action();
      return true;
    } catch (error) {
      setErrors(serverFieldErrors(error));
      setAlert(alertOf(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = formData(event.currentTarget);
    setAlert(null);
    const parsed = schema.safeParse(withValues(values));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    await attempt(() => send(parsed.data, values));
  }

  return { errors, alert, busy, submit, attempt };
}
