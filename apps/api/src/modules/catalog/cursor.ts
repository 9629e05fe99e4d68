import { messages } from '@oja/contract/messages';
import { z } from 'zod';
import { unprocessable } from '../../lib/http-errors.ts';
import { SEARCH_CANDIDATES } from './search.ts';

/** The keyset orders of a product list, and search relevance (whose cursor carries an offset). */
export type Order = 'newest' | 'price_asc' | 'price_desc' | 'popular' | 'top_deals';
export type CursorOrder = Order | 'relevance';
/** How an order's key is cast back in SQL: a cursor's key is checked against it before it gets there. */
export type KeyCast = 'timestamptz' | 'int8';

export type Cursor = { order: CursorOrder; key: string; id: number };

/** Products ids are `serial` (int4): a larger number would fail the comparison in the database. */
const INT4_MAX = 2_147_483_647;

/** `created_at::text` as PostgreSQL writes it: 2026-11-26 09:41:20.123456+00 (offset as the session's zone). */
const TIMESTAMP_TEXT =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?(\d{2}))?(?::(\d{2}))?)$/;

/** A real calendar instant: month, day of that month, hour, minute, second and offset in range. */
function isTimestampText(text: string): boolean {
  const m = TIMESTAMP_TEXT.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second, offHour, offMinute] = m
    .slice(1)
    .map((part) => Number(part ?? 0)) as [number, number, number, number, number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour <= 23 &&
    minute <= 59 &&
    second <= 59 &&
    offHour <= 15 &&
    offMinute <= 59
  );
}

/** Keys as each cast reads them; nothing else reaches the database. */
const keyOf: Record<KeyCast | 'offset', z.ZodType<string>> = {
  timestamptz: z.string().max(40).refine(isTimestampText),
  int8: z.string().regex(/^-?\d{1,18}$/),
  offset: z
    .string()
    .regex(/^\d{1,9}$/)
    .refine((key) => Number(key) < SEARCH_CANDIDATES),
};

/** A cursor's schema per order and cast, made once (a zod schema costs more to make than to run). */
const cursorSchemas = new Map<string, z.ZodType<[CursorOrder, string, number]>>();
const cursorOf = (order: CursorOrder, cast: KeyCast | 'offset') => {
  const name = `${order}:${cast}`;
  let schema = cursorSchemas.get(name);
  if (!schema) {
    schema = z.tuple([z.literal(order), keyOf[cast], z.number().int().min(1).max(INT4_MAX)]);
    cursorSchemas.set(name, schema);
  }
  return schema;
};

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify([cursor.order, cursor.key, cursor.id])).toString('base64url');

/**
 * The cursor of a list in `order` whose key is cast as `cast`, checked in shape, types and ranges
 * before any of it reaches SQL: a cursor of another order, edited or forged, is a 422 on `cursor`.
 */
export function decodeCursor(text: string, order: CursorOrder, cast: KeyCast | 'offset'): Cursor {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = cursorOf(order, cast).safeParse(decoded);
  if (!parsed.success) throw unprocessable({ cursor: [messages.cursorInvalid] });
  const [, key, id] = parsed.data;
  return { order, key, id };
}
