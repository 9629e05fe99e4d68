import type { CartAnswer, CartItem } from '@oja/contract/cart';
import { koboToNaira, sumKobo, withVatKobo } from '@oja/contract/money';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { cartItems } from '../../db/tables/cart.ts';
import { type CardRow, toCard } from '../catalog/cards.ts';
import { type CartOwner, cartTransaction, findCartId, lockCartForChange } from './lock.ts';

/** A cart line with its product as a card reads it (`product.quantity` is the product's stock). */
export type LineRow = {
  id: number;
  uuid: string;
  itemKey: string;
  colors: string[];
  sizes: string[];
  quantity: number;
  groupReferenceId: string | null;
  product: CardRow;
};

type Lines = { rows: LineRow[]; saved: ReadonlySet<number> };

/** A cart line and its product's card as `lineRead` answers them (snake case, kobo as int8). */
type RawLine = {
  id: number;
  uuid: string;
  item_key: string;
  colors: string[];
  sizes: string[];
  quantity: number;
  group_reference_id: string | null;
  product_id: number;
  product_uuid: string;
  slug: string;
  name: string;
  type: CardRow['type'];
  brand_name: string | null;
  selling_price_kobo: number | string | bigint;
  actual_price_kobo: number | string | bigint;
  vat_rate_bp: number;
  stock: number;
  is_negotiable: boolean;
  city: string;
  state: string;
  caption: string;
  total_views: number | string | bigint;
  category_uuid: string;
  category_name: string;
  thumbnail: string | null;
  is_saved: boolean;
};

/** The cart_items columns a line is read with, from a table or a write's RETURNING. */
export const LINE_COLUMNS = sql.raw(
  'id, uuid, item_key, colors, sizes, quantity, group_reference_id, product_id',
);

/**
 * Reads the lines (the CTE `lines`, LINE_COLUMNS) with their products' cards (the columns of
 * `cardColumns`, by hand) and whether the customer saved each product (none for guests), in one
 * statement with a fixed text, so it stays prepared.
 */
const linesWithCards = (userId: number | undefined) => sql`select l.id, l.uuid, l.item_key, l.colors, l.sizes,
 l.quantity, l.group_reference_id, l.product_id, p.uuid as product_uuid, p.slug, p.name, p.type, p.brand_name,
 p.selling_price_kobo, p.actual_price_kobo, p.vat_rate_bp, p.quantity as stock, p.is_negotiable, p.city, p.state,
 p.caption, p.total_views, c.uuid as category_uuid, c.name as category_name,
 (select i.file_url from product_images i where i.product_id = p.id and i.position = 1) as thumbnail,
 exists (select 1 from saved_items s where s.user_id = ${userId ?? null}::int and s.product_id = p.id) as is_saved
 from lines l join products p on p.id = l.product_id join categories c on c.id = p.category_id
 order by l.id`;

function toLines(raw: RawLine[]): Lines {
  const saved = new Set<number>();
  const rows = raw.map((r): LineRow => {
    if (r.is_saved) saved.add(r.product_id);
    return {
      id: r.id,
      uuid: r.uuid,
      itemKey: r.item_key,
      colors: r.colors,
      sizes: r.sizes,
      quantity: r.quantity,
      groupReferenceId: r.group_reference_id,
      product: {
        id: r.product_id,
        uuid: r.product_uuid,
        slug: r.slug,
        name: r.name,
        type: r.type,
        brand: r.brand_name,
        sellingPriceKobo: Number(r.selling_price_kobo),
        actualPriceKobo: Number(r.actual_price_kobo),
        vatRateBp: r.vat_rate_bp,
        quantity: r.stock,
        isNegotiable: r.is_negotiable,
        city: r.city,
        state: r.state,
        caption: r.caption,
        totalViews: Number(r.total_views),
        categoryUuid: r.category_uuid,
        categoryName: r.category_name,
        thumbnail: r.thumbnail,
      },
    };
  });
  return { rows, saved };
}

/** The lines in one query whatever their number, with which of their products the customer saved. */
async function selectLines(db: Executor, cartId: number, userId: number | undefined): Promise<Lines> {
  const { rows } = await db.execute<RawLine>(
    sql`with lines as (select ${LINE_COLUMNS} from cart_items where cart_id = ${cartId}::int) ${linesWithCards(userId)}`,
  );
  return toLines(rows);
}

/**
 * A write to the locked cart and the cart read back, in one statement. `write` defines the CTEs
 * `written` (the lines it inserted or updated, RETURNING LINE_COLUMNS) and `removed` (the ids of
 * the lines it deleted): one statement does not see its own writes, so the lines are the cart's
 * others with the written ones in their place. Its snapshot is taken after the cart's lock (an
 * earlier statement), so no other change to this cart can be missing from it.
 */
async function writeAndSelectLines(
  tx: Tx,
  cartId: number,
  userId: number | undefined,
  write: SQL,
): Promise<Lines> {
  const { rows } = await tx.execute<RawLine>(sql`with ${write},
 lines as (
  select ${LINE_COLUMNS} from cart_items where cart_id = ${cartId}::int
   and id not in (select id from written) and id not in (select id from removed)
  union all select ${LINE_COLUMNS} from written
 ) ${linesWithCards(userId)}`);
  return toLines(rows);
}

/**
 * Lines that can no longer be bought as they stand: products that stopped being cart items, or stock
 * that fell below what the cart holds (newest lines give way first). Answers the fixes to apply.
 */
function repairsOf({ rows }: Lines) {
  const remove: number[] = [];
  const reduce: { id: number; quantity: number }[] = [];
  const left = new Map<number, number>();
  for (const line of rows) {
    if (line.product.type !== 'product') {
      remove.push(line.id);
      continue;
    }
    const room = left.get(line.product.id) ?? line.product.quantity;
    const keep = Math.min(line.quantity, Math.max(room, 0));
    left.set(line.product.id, room - keep);
    if (keep === 0) remove.push(line.id);
    else if (keep < line.quantity) reduce.push({ id: line.id, quantity: keep });
  }
  return { remove, reduce, needed: remove.length + reduce.length > 0 };
}

async function applyRepairs(tx: Tx, repairs: ReturnType<typeof repairsOf>) {
  if (repairs.remove.length > 0) await tx.delete(cartItems).where(inArray(cartItems.id, repairs.remove));
  for (const { id, quantity } of repairs.reduce) {
    await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, id));
  }
}

/**
 * What one of the product costs now: its current selling price with VAT, the `vat_selling_price` its
 * card and product page show (ADR 0005), so the cart charges what the shopper saw.
 */
const unitPriceKobo = (product: CardRow) => withVatKobo(product.sellingPriceKobo, product.vatRateBp);
const lineTotalKobo = (line: LineRow) => unitPriceKobo(line.product) * line.quantity;

function toCartItem(line: LineRow, saved: ReadonlySet<number>): CartItem {
  const color = line.colors[0] ?? null;
  const size = line.sizes[0] ?? null;
  return {
    id: line.id,
    uuid: line.uuid,
    product: toCard(line.product, saved.has(line.product.id)),
    quantity: line.quantity,
    colors: color,
    sizes: size,
    variants: [{ colors: color, sizes: size, quantity: line.quantity }],
    group_reference_id: line.groupReferenceId,
    key: line.itemKey,
    unit_price: koboToNaira(unitPriceKobo(line.product)),
    line_total: koboToNaira(lineTotalKobo(line)),
  };
}

/** Prices are always the product's current VAT-inclusive selling price; the total is summed in kobo. */
function toAnswer({ rows, saved }: Lines): CartAnswer {
  const total = sumKobo(...rows.map(lineTotalKobo));
  return {
    cart_items: rows.map((line) => toCartItem(line, saved)),
    total_amount_to_be_paid: koboToNaira(total),
  };
}

const userIdOf = (owner: CartOwner) => ('userId' in owner ? owner.userId : undefined);

/** Reads a cart inside a transaction that already holds its lock, repairing it if needed. */
export async function readLockedCart(tx: Tx, cartId: number, owner: CartOwner): Promise<CartAnswer> {
  return repairedAnswer(tx, cartId, owner, await selectLines(tx, cartId, userIdOf(owner)));
}

/**
 * Writes to a cart whose lock the transaction holds and answers it, repairing it if needed (see
 * `writeAndSelectLines` for `write`). `check` sees the lines as written before any repair and may
 * throw to refuse the change (the transaction then undoes the write).
 */
export async function writeLockedCart(
  tx: Tx,
  cartId: number,
  owner: CartOwner,
  write: SQL,
  check: (lines: LineRow[]) => void,
): Promise<CartAnswer> {
  const lines = await writeAndSelectLines(tx, cartId, userIdOf(owner), write);
  check(lines.rows);
  return repairedAnswer(tx, cartId, owner, lines);
}

async function repairedAnswer(tx: Tx, cartId: number, owner: CartOwner, read: Lines): Promise<CartAnswer> {
  let lines = read;
  const repairs = repairsOf(lines);
  if (repairs.needed) {
    await applyRepairs(tx, repairs);
    lines = await selectLines(tx, cartId, userIdOf(owner));
  }
  return toAnswer(lines);
}

export const EMPTY_CART: CartAnswer = { cart_items: [], total_amount_to_be_paid: 0 };

/** GET cart/items: reading never creates a cart; repairs take the lock only when something is off. */
export async function getCart(db: Db, owner: CartOwner): Promise<CartAnswer> {
  const cartId = await findCartId(db, owner);
  if (cartId === null) return EMPTY_CART;
  const lines = await selectLines(db, cartId, userIdOf(owner));
  if (!repairsOf(lines).needed) return toAnswer(lines);
  return cartTransaction(db, async (tx) => {
    await lockCartForChange(tx, owner);
    return readLockedCart(tx, cartId, owner);
  });
}
