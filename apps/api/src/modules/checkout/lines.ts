import type { CheckoutPackage } from '@oja/contract/checkout';
import { koboToNaira, sumKobo, withVatKobo } from '@oja/contract/money';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { cartItems } from '../../db/tables/cart.ts';
import { products, vendors } from '../../db/tables/catalog.ts';
import { cardColumns } from '../catalog/cards.ts';

/** A cart line as checkout prices and ships it. */
export type CheckoutLineRow = {
  id: number;
  uuid: string;
  quantity: number;
  colors: string[];
  sizes: string[];
  affiliateId: string | null;
  groupReferenceId: string | null;
  product: {
    id: number;
    uuid: string;
    name: string;
    slug: string;
    thumbnail: string | null;
    stock: number;
    sellingPriceKobo: number;
    vatRateBp: number;
    weightGrams: number;
  };
  vendor: { id: number; storeName: string; city: string; state: string };
};

export async function selectCheckoutLines(db: Executor, cartId: number): Promise<CheckoutLineRow[]> {
  return checkoutLinesQuery(db).execute({ cartId });
}

const checkoutLinesQuery = preparedQuery((db) =>
  db
    .select({
      id: cartItems.id,
      uuid: cartItems.uuid,
      quantity: cartItems.quantity,
      colors: cartItems.colors,
      sizes: cartItems.sizes,
      affiliateId: cartItems.affiliateId,
      groupReferenceId: cartItems.groupReferenceId,
      product: {
        id: products.id,
        uuid: products.uuid,
        name: products.name,
        slug: products.slug,
        thumbnail: cardColumns.thumbnail,
        stock: products.quantity,
        sellingPriceKobo: products.sellingPriceKobo,
        vatRateBp: products.vatRateBp,
        weightGrams: products.weightGrams,
      },
      vendor: { id: vendors.id, storeName: vendors.storeName, city: vendors.city, state: vendors.state },
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(eq(cartItems.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartItems.id))
    .prepare('checkout_lines'),
);

/** The price the cart showed (ADR 0005): the current selling price with VAT, per unit. */
export const unitPriceKobo = (line: CheckoutLineRow) =>
  withVatKobo(line.product.sellingPriceKobo, line.product.vatRateBp);
export const lineTotalKobo = (line: CheckoutLineRow) => unitPriceKobo(line) * line.quantity;

/** One vendor's lines: they ship together as one package, in the order the cart first lists them. */
export type PackageLines = {
  vendor: CheckoutLineRow['vendor'];
  lines: CheckoutLineRow[];
  subtotalKobo: number;
  weightGrams: number;
};

export function packagesOf(lines: CheckoutLineRow[]): PackageLines[] {
  const byVendor = new Map<number, PackageLines>();
  for (const line of lines) {
    let pack = byVendor.get(line.vendor.id);
    if (!pack) {
      pack = { vendor: line.vendor, lines: [], subtotalKobo: 0, weightGrams: 0 };
      byVendor.set(line.vendor.id, pack);
    }
    pack.lines.push(line);
    pack.subtotalKobo = sumKobo(pack.subtotalKobo, lineTotalKobo(line));
    pack.weightGrams += line.product.weightGrams * line.quantity;
  }
  return [...byVendor.values()];
}

export function toCheckoutPackage(pack: PackageLines, deliveryFeeKobo: number): CheckoutPackage {
  return {
    vendor: { store_name: pack.vendor.storeName, city: pack.vendor.city, state: pack.vendor.state },
    items: pack.lines.map((line) => ({
      uuid: line.uuid,
      product: {
        uuid: line.product.uuid,
        name: line.product.name,
        slug: line.product.slug,
        thumbnail: line.product.thumbnail,
      },
      quantity: line.quantity,
      colors: line.colors[0] ?? null,
      sizes: line.sizes[0] ?? null,
      unit_price: koboToNaira(unitPriceKobo(line)),
      line_total: koboToNaira(lineTotalKobo(line)),
    })),
    subtotal: koboToNaira(pack.subtotalKobo),
    weight_kg: pack.weightGrams / 1000,
    delivery_fee: koboToNaira(deliveryFeeKobo),
  };
}
