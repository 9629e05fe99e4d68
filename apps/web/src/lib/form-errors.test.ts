import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { fieldErrors, serverFieldErrors } from './form-errors';

describe('form errors', () => {
  it('keeps the first message of each field of a failed parse, and the whole body’s under form', () => {
    const body = z
      .object({
        email: z.string().min(1, { error: 'Enter your email' }).email({ error: 'Enter a valid email' }),
        password: z.string().min(8, { error: 'At least 8 characters' }),
      })
      .refine((value) => value.email !== value.password, { error: 'Not the same' });
    const parsed = body.safeParse({ email: '', password: 'short' });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toEqual({
      email: 'Enter your email',
      password: 'At least 8 characters',
    });

    const whole = body.safeParse({ email: 'ngozi@oja.test', password: 'ngozi@oja.test' });
    expect(fieldErrors(whole.error!)).toEqual({ form: 'Not the same' });
  });

  it('reads the server’s 422 field errors the same way, and nothing from another refusal', () => {
    const refusal = new ApiError('The given data was invalid.', 422, 'error', {
      email: ['Taken', 'Another'],
      phone_number: ['Eleven digits'],
    });
    expect(serverFieldErrors(refusal)).toEqual({ email: 'Taken', phone_number: 'Eleven digits' });
    expect(serverFieldErrors(new Error('offline'))).toEqual({});
  });
});
