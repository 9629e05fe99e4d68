import { z } from 'zod';

/**
 * Identifiers shared by every domain. `z.guid()` (any 8-4-4-4-12 hex) rather than `z.uuid()`:
 * seeds and fixtures use readable ids such as 00000000-0000-0000-0000-000000000001,
 * which RFC 9562 version checks would refuse.
 */
export const entityUuid = z.guid();

export const slug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\w-]+$/);

/** A timestamp in answers: ISO 8601 with offset, e.g. 2024-10-26T09:00:00.000Z. */
export const isoDateTime = z.iso.datetime({ offset: true });

/** A date or timestamp as text; promotions carry plain dates such as 2024-10-26. */
export const isoDateOrDateTime = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
