import type { z } from 'zod';
import { ApiError } from './api-client';

/** A form's inline messages by field name (the body's names: `email`, `amount`, `topics`...). */
export type FieldErrors = Record<string, string | undefined>;

/**
 * A failed parse of the contract's schema as the form's inline messages: the first message of each
 * field, in the words the server would answer with (it checks the body with the same schema). An
 * issue of the whole body, not of one field, is under `form`.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's field errors (422) as inline messages, first message per field; {} for any other refusal. */
export function serverFieldErrors(error: unknown): FieldErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FieldErrors = {};
  for (const [field, list] of Object.entries(error.errors)) errors[field] = list[0];
  return errors;
}

/** A submitted form's text fields by name. */
export function formData(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form).entries()) if (typeof value === 'string') values[key] = value;
  return values;
}
