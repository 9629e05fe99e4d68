import { formatCount } from './money.ts';

/*
 * The cart's counting words, apart from its schemas (cart.ts re-exports them): the header's cart
 * badge and the cart store need them on every page, and importing them from cart.ts would bring
 * zod and the catalogue's schemas into the first load (issue 29).
 */

/**
 * How many items a cart (or an order) holds, in the one meaning the shop uses everywhere (ADR 0043):
 * units, so 2 of a phone and 3 of a shirt are 5 items, on the badge, the cart page, checkout and
 * orders alike. A line (one product in one colour and size) is called a product where it is counted.
 */
export function itemCountOf(lines: readonly { quantity: number }[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** '1 item', '5 items': the word that goes with itemCountOf. */
export function itemsText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'item' : 'items'}`;
}
