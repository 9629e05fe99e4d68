import type { z } from 'zod';
import { ApiError } from '../../lib/api-client';

export type FormErrors = Record<string, string | undefined>;

/** The first message per field of a failed contract parse, as the server would answer it. */
export function errorsOfParse(error: z.ZodError): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's field errors (422) as inline messages; other refusals are the form's own message. */
export function errorsOfApi(error: unknown): FormErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: FormErrors = {};
  for (const [field, list] of Object.entries(error.errors)) errors[field] = list[0];
  return errors;
}

export function formData(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form).entries()) if (typeof value === 'string') values[key] = value;
  return values;
}
