import { cartItemKey } from '@oja/contract/cart';
import { variantNotOfferedMessage } from '@oja/contract/messages';
import { unprocessable } from '../../lib/http-errors.ts';

export type VariantOptions = { colors: string[]; sizes: string[] };
export type ChosenVariant = { color: string | null; size: string | null };
export type VariantLine = ChosenVariant & { key: string; quantity: number };

type Requested = { colors?: string | null; sizes?: string | null; quantity: number };

/**
 * A requested colour or size must be one the product offers (any letter case; the product's own
 * spelling is kept). One not given falls back to `fallback` (the line being changed) and then to the
 * product's first option, as spec section 4 adds "the first colour and size".
 */
function pick(
  options: string[],
  requested: string | null | undefined,
  fallback: string | null | undefined,
  label: 'colour' | 'size',
): string | null {
  const given = requested?.trim();
  if (!given) return fallback !== undefined ? fallback : (options[0] ?? null);
  const match = options.find((option) => option.toLowerCase() === given.toLowerCase());
  if (match) return match;
  throw unprocessable({ variants: [variantNotOfferedMessage(given, label, options)] });
}

/**
 * Turns a request's variant list into one line per distinct key (product uuid + colour + size);
 * repeats of the same combination add up. Quantity 0 entries are kept (they mean "remove").
 */
export function resolveVariants(
  productUuid: string,
  options: VariantOptions,
  requested: Requested[],
  fallback?: ChosenVariant,
): VariantLine[] {
  const lines = new Map<string, VariantLine>();
  for (const variant of requested) {
    // Neither part named: the line itself (PUT) or the first colour and size (add).
    const color = pick(options.colors, variant.colors, fallback ? fallback.color : undefined, 'colour');
    const size = pick(options.sizes, variant.sizes, fallback ? fallback.size : undefined, 'size');
    const key = cartItemKey(productUuid, color, size);
    const line = lines.get(key);
    if (line) line.quantity += variant.quantity;
    else lines.set(key, { key, color, size, quantity: variant.quantity });
  }
  return [...lines.values()];
}
