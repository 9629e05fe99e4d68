import { quantityRangeMessage } from './messages.ts';

/**
 * A whole quantity in [min, max] (spec section 5), or the spec's one quantity message for anything
 * else. Plain code, no schema library: the cart's quantity box is on the first screen of the shop,
 * whose script must stay small (issue 14). `quantityRule` in rules.ts is this rule as a zod schema.
 */
export function checkQuantity(
  value: number,
  min: number,
  max: number,
): { ok: true; value: number } | { ok: false; error: string } {
  if (Number.isInteger(value) && value >= min && value <= max) return { ok: true, value };
  return { ok: false, error: quantityRangeMessage(min, max) };
}
