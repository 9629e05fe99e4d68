import {
  type CheckoutSummaryAnswer,
  type CheckoutTotal,
  checkoutTotalsToNaira,
  checkoutTotalWithCardCharge,
} from '@oja/contract/checkout';
import type { CheckoutDeliveryMethod, PaymentMode } from '@oja/contract/constants';
import { koboToNaira, sumKobo } from '@oja/contract/money';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { addresses } from '../../db/tables/account.ts';
import { cartItems } from '../../db/tables/cart.ts';
import { users } from '../../db/tables/identity.ts';
import { toAddress } from '../account/service.ts';
import { lockCart } from '../cart/lock.ts';
import { readLockedCart } from '../cart/read.ts';
import { type CourierQuote, quoteCouriers, toCourierOption } from '../logistics/pricing.ts';
import { ensureWallets } from '../wallet/accounts.ts';
import { coinsUsableFor, type SmartCoinRates, smartCoinValueKobo } from '../wallet/smart-coin.ts';
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
};

/** The customer's chosen address (only theirs), or their primary one. */
async function findAddress(db: Executor, userId: number, uuid?: string): Promise<AddressRow | null> {
  const [row] = uuid
    ? await chosenAddressQuery(db).execute({ userId, uuid })
    : await primaryAddressQuery(db).execute({ userId });
  return row ?? null;
}

const addressQuery = (db: Db, byUuid: boolean) =>
  db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, sql.placeholder('userId')),
        byUuid ? eq(addresses.uuid, sql.placeholder('uuid')) : undefined,
      ),
    )
    .orderBy(desc(addresses.isPrimary), desc(addresses.id))
    .limit(1);
const chosenAddressQuery = preparedQuery((db) => addressQuery(db, true).prepare('checkout_address_chosen'));
const primaryAddressQuery = preparedQuery((db) =>
  addressQuery(db, false).prepare('checkout_address_primary'),
);

const checkoutCustomerQuery = preparedQuery((db) =>
  db
    .select({
      email: users.email,
      spendAndSave: users.spendAndSave,
      percentageBp: users.spendAndSavePercentageBp,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('checkout_customer'),
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
  const address = await findAddress(tx, userId, options.addressUuid);
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
  const [user] = await checkoutCustomerQuery(tx).execute({ userId });
  const wallets = await ensureWallets(tx, userId);
  const cartTotal = sumKobo(...lines.map(lineTotalKobo));
  // The smart_coin wallet counts coins (ADR 0007).
  const coinsUsable = coinsUsableFor(cartTotal, wallets.smart_coin.balanceKobo, rates);
  const coinsUsed = options.useSmartCoin ? coinsUsable : 0;
  const totals = checkoutTotalWithCardCharge({
    cartTotal,
    spendAndSaveEnabled: user?.spendAndSave ?? false,
    spendAndSavePercentage: (user?.percentageBp ?? 0) / 100,
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
    walletBalanceKobo: wallets.main.balanceKobo,
    email: user?.email ?? '',
    coinsUsable,
    coinsUsed,
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
