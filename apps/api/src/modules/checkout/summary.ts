import {
  type CheckoutSummaryAnswer,
  type CheckoutTotal,
  checkoutTotalsToNaira,
  checkoutTotalWithCardCharge,
} from '@oja/contract/checkout';
import type { CheckoutDeliveryMethod, PaymentMode } from '@oja/contract/constants';
import { koboToNaira, sumKobo } from '@oja/contract/money';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { addresses } from '../../db/tables/account.ts';
import { cartItems } from '../../db/tables/cart.ts';
import { users } from '../../db/tables/identity.ts';
import { orders } from '../../db/tables/orders.ts';
import { toAddress } from '../account/service.ts';
import { lockCart } from '../cart/lock.ts';
import { readLockedCart } from '../cart/read.ts';
import { type CourierQuote, quoteCouriers, toCourierOption } from '../logistics/pricing.ts';
import { ensureWallets, walletBalanceColumn } from '../wallet/accounts.ts';
import { coinsUsableFor, type SmartCoinRates, smartCoinValueKobo } from '../wallet/smart-coin.ts';
import { endedUnpaidOf, unpaidOrdersOf } from './hold-limits.ts';
import {
  type CheckoutLineRow,
  lineTotalKobo,
  type PackageLines,
  packagesOf,
  selectCheckoutLines,
  toCheckoutPackage,
} from './lines.ts';

export type CheckoutOptions = {
  deliveryMethod: CheckoutDeliveryMethod;
  paymentMode: PaymentMode;
  courierId?: string | null;
  addressUuid?: string;
  /**
   * Fix lines whose stock fell (the summary does, as reading the cart does). Placing an order does not:
   * a line the shelf can no longer fill is refused with its own message instead of vanishing.
   */
  repairCart?: boolean;
  /** Spend the customer's smart coins as a discount (`use_smart_coin_as_discount`). */
  useSmartCoin?: boolean;
  /** Placing an order with this group_reference_id: read the order it already placed, if any. */
  placing?: string;
  /** Placing: count the card orders that ended unpaid this recently too (the hold limits' cool-down). */
  cooldownSeconds?: number;
};

type AddressRow = typeof addresses.$inferSelect;

/** Everything a checkout is priced from, read under the cart's lock. */
export type PricedCheckout = {
  cartId: number | null;
  lines: CheckoutLineRow[];
  packages: PackageLines[];
  address: AddressRow | null;
  quotes: CourierQuote[];
  courier: CourierQuote | null;
  totals: CheckoutTotal;
  /** The id the cart's lines carry (null when they carry none or several). */
  groupReferenceId: string | null;
  walletBalanceKobo: number;
  /** The customer's email (the card payment page is asked for with it). */
  email: string;
  /** The smart coins this cart could take as a discount, and how many this order spends. */
  coinsUsable: number;
  coinsUsed: number;
  /** The order `options.placing` already placed (any customer's), or null. */
  placed: { id: number; userId: number | null; reference: string } | null;
  /** How many card orders the customer holds unpaid, and how many ended unpaid within `cooldownSeconds`. */
  unpaidOrders: number;
  endedUnpaidOrders: number;
};

/**
 * Everything checkout reads about the customer under the cart's lock, in one statement: their email
 * and Spend and Save setting, their main and smart coin balances (null until the wallets are opened),
 * the address chosen (only theirs) or their primary one, and, for placing an order, the order its
 * group_reference_id already placed (any customer's: placeOrder refuses another's) with how many card
 * orders the customer holds unpaid (the hold limits' first count).
 */
const contextQuery = (db: Db, byUuid: boolean) =>
  db
    .select({
      email: users.email,
      spendAndSave: users.spendAndSave,
      percentageBp: users.spendAndSavePercentageBp,
      mainKobo: walletBalanceColumn(users.id, 'main'),
      coins: walletBalanceColumn(users.id, 'smart_coin'),
      address: getTableColumns(addresses),
      placed: { id: orders.id, userId: orders.userId, reference: orders.reference },
      unpaid: sql<number>`(select count(*)::int from ${orders} where ${unpaidOrdersOf(users.id)})`,
      ended: sql<number>`(select count(*)::int from ${orders} where ${endedUnpaidOf(users.id, sql.placeholder('cooldownSeconds'))})`,
    })
    .from(users)
    .leftJoin(
      addresses,
      eq(
        addresses.id,
        sql`(select ${addresses.id} from ${addresses} where ${and(
          eq(addresses.userId, users.id),
          byUuid ? eq(addresses.uuid, sql.placeholder('uuid')) : undefined,
        )} order by ${addresses.isPrimary} desc, ${addresses.id} desc limit 1)`,
      ),
    )
    .leftJoin(orders, eq(orders.groupReferenceId, sql`${sql.placeholder('groupReferenceId')}::uuid`))
    .where(eq(users.id, sql.placeholder('userId')));
const chosenContextQuery = preparedQuery((db) => contextQuery(db, true).prepare('checkout_context_chosen'));
const primaryContextQuery = preparedQuery((db) =>
  contextQuery(db, false).prepare('checkout_context_primary'),
);

/**
 * Prices the customer's cart: packages per vendor, courier quotes to the address, and the total by
 * the contract's one formula. Takes the cart's lock and repairs it first (stock that fell), so the
 * figures are the ones an order placed now would charge: Spend and Save from the customer's setting,
 * the smart coin discount from their coins (as many as the cart total takes), the card charge last.
 */
export async function priceCheckout(
  tx: Tx,
  userId: number,
  options: CheckoutOptions,
  rates: SmartCoinRates,
): Promise<PricedCheckout> {
  const owner = { userId };
  const cartId = await lockCart(tx, owner);
  if (cartId !== null && options.repairCart) await readLockedCart(tx, cartId, owner);
  const lines = cartId === null ? [] : await selectCheckoutLines(tx, cartId);
  const packages = packagesOf(lines);
  const context = {
    userId,
    uuid: options.addressUuid ?? null,
    groupReferenceId: options.placing ?? null,
    cooldownSeconds: options.cooldownSeconds ?? 0,
  };
  const [customer] = options.addressUuid
    ? await chosenContextQuery(tx).execute(context)
    : await primaryContextQuery(tx).execute(context);
  const address = customer?.address ?? null;
  const quotes =
    address && packages.length > 0
      ? await quoteCouriers(tx, {
          packages: packages.map((pack) => ({
            vendorState: pack.vendor.state,
            weightGrams: pack.weightGrams,
          })),
          destinationStationCode: address.stateCode,
          deliveryMethod: options.deliveryMethod,
        })
      : [];
  const courier = quotes.find((quote) => quote.courier.code === options.courierId) ?? quotes[0] ?? null;
  let mainKobo = customer?.mainKobo ?? null;
  let coins = customer?.coins ?? null;
  if (mainKobo === null || coins === null) {
    // Opened on first use: only a customer without their wallets yet needs this round.
    const wallets = await ensureWallets(tx, userId);
    mainKobo = wallets.main.balanceKobo;
    coins = wallets.smart_coin.balanceKobo;
  }
  const cartTotal = sumKobo(...lines.map(lineTotalKobo));
  // The smart_coin wallet counts coins (ADR 0007).
  const coinsUsable = coinsUsableFor(cartTotal, coins, rates);
  const coinsUsed = options.useSmartCoin ? coinsUsable : 0;
  const totals = checkoutTotalWithCardCharge({
    cartTotal,
    spendAndSaveEnabled: customer?.spendAndSave ?? false,
    spendAndSavePercentage: (customer?.percentageBp ?? 0) / 100,
    smartCoinCharge: -smartCoinValueKobo(coinsUsed, rates),
    paymentMode: options.paymentMode,
    deliveryFee: courier?.totalKobo ?? 0,
  });
  const groups = new Set(lines.map((line) => line.groupReferenceId));
  const [onlyGroup] = groups;
  return {
    cartId,
    lines,
    packages,
    address,
    quotes,
    courier,
    totals,
    groupReferenceId: groups.size === 1 ? (onlyGroup ?? null) : null,
    walletBalanceKobo: mainKobo,
    email: customer?.email ?? '',
    coinsUsable,
    coinsUsed,
    placed: customer?.placed ?? null,
    unpaidOrders: customer?.unpaid ?? 0,
    endedUnpaidOrders: customer?.ended ?? 0,
  };
}

/** Gives the cart's lines one group_reference_id (ADR 0006), keeping the one they already share. */
export async function issueGroupReference(tx: Tx, priced: PricedCheckout): Promise<string> {
  if (priced.groupReferenceId) return priced.groupReferenceId;
  const id = crypto.randomUUID();
  if (priced.cartId !== null) {
    await tx.update(cartItems).set({ groupReferenceId: id }).where(eq(cartItems.cartId, priced.cartId));
  }
  return id;
}

export function toSummaryAnswer(
  priced: PricedCheckout,
  groupReferenceId: string,
  options: CheckoutOptions,
): CheckoutSummaryAnswer {
  const fees = priced.courier?.packages ?? [];
  return {
    group_reference_id: groupReferenceId,
    delivery_address: priced.address ? toAddress(priced.address) : null,
    delivery_method: options.deliveryMethod,
    payment_mode: options.paymentMode,
    packages: priced.packages.map((pack, i) => toCheckoutPackage(pack, fees[i]?.feeKobo ?? 0)),
    couriers: priced.quotes.map(toCourierOption),
    courier_id: priced.courier?.courier.code ?? null,
    delivery_dates: priced.courier?.deliveryDates ?? [],
    wallet_balance: koboToNaira(priced.walletBalanceKobo),
    // Spec section 4: a smart coin charge of zero (no coins to spend) disables smart coin.
    smart_coin_enabled: priced.coinsUsable > 0,
    totals: checkoutTotalsToNaira(priced.totals),
  };
}
