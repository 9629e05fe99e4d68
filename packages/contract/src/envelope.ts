import { z } from 'zod';

/**
 * Every API answer is wrapped in this envelope (GUIDE section 3).
 * `status` is success or error, or the account status (banned, suspended) on a refused login.
 */
export const envelopeStatus = z.enum(['success', 'error', 'banned', 'suspended']);
export type EnvelopeStatus = z.infer<typeof envelopeStatus>;

export const fieldErrors = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrors>;

export const envelopeExtra = z.object({ token: z.string().optional() }).catchall(z.unknown());

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    status: envelopeStatus,
    message: z.string(),
    data,
    extra: envelopeExtra.optional(),
    errors: fieldErrors.optional(),
  });
}

/** The answer of any failed call: data is null, errors maps fields to messages (422). */
export const errorEnvelope = envelope(z.null());
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;

export type Envelope<T> = {
  status: EnvelopeStatus;
  message: string;
  data: T;
  extra?: { token?: string; [key: string]: unknown };
  errors?: FieldErrors;
};

/** Query of every paginated list: `?page=&perPage=`. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
export type PageQuery = z.infer<typeof pageQuery>;

export const pagination = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

/** A paginated list as it sits in `data`: `{ data: [...], pagination }`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination });
}

export function paginationOf(page: number, perPage: number, total: number): Pagination {
  return { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}
