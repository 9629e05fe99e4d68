import type { EnvelopeStatus, FieldErrors } from '@oja/contract/envelope';
import { messages } from '@oja/contract/messages';

/**
 * An error a service throws to answer the caller with a status code and a message it can show.
 * The error handler turns it into the envelope; anything else that escapes is a bug (500).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly envelopeStatus: EnvelopeStatus = 'error',
    /** What the caller needs to recover, e.g. the new checkout figures with a 409. */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = (message: string) => new HttpError(401, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (errors: FieldErrors, message?: string) =>
  new HttpError(422, message ?? Object.values(errors)[0]?.[0] ?? messages.invalidInput, errors);
export const tooManyRequests = (message: string) => new HttpError(429, message);
