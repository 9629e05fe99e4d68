import type { CheckoutDeliveryMethod } from '@oja/contract/constants';
import type { CourierOption } from '@oja/contract/logistics';
import { messages } from '@oja/contract/messages';
import { type Kobo, koboToNaira, percentOfKobo, sumKobo, withVatKobo } from '@oja/contract/money';
import type { Executor } from '../../db/client.ts';
import { unprocessable } from '../../lib/http-errors.ts';
import { deliveryReference } from './reference.ts';
import { workingDaysAfter } from './working-days.ts';

/** What one vendor ships: `vendorState` as vendors.state names it, the package's total weight. */
export type PackageToShip = { vendorState: string; weightGrams: number };

export type CourierQuote = {
  courier: { id: number; code: string; name: string; image: string };
  /** Per package, in the order of the input. */
  packages: Array<{ amountKobo: Kobo; feeKobo: Kobo }>;
  /** Sum of the packages' amounts, before VAT. */
  amountKobo: Kobo;
  /** Sum of the packages' fees with VAT: the delivery fee the shopper pays. */
  totalKobo: Kobo;
  etaDays: [number, number];
  /** 'YYYY-MM-DD' in Africa/Lagos: one date when the bounds agree, else the first and the last. */
  deliveryDates: string[];
  /** e.g. '2 - 4 working days' */
  etaText: string;
};

/** A courier's tariff, as the couriers table holds it. */
export type CourierRate = {
  id: number;
  code: string;
  name: string;
  image: string;
  baseFeeKobo: Kobo;
  perKgKobo: Kobo;
  etaDaysMin: number;
  etaDaysMax: number;
};

/** A package once its vendor's state is resolved; a state no region matches is `null` (interstate). */
export type RoutedPackage = { originStationCode: string | null; weightGrams: number };

const DELIVERY_VAT_BP = 750;
const COURIER_PLUS_CODE = 'courier_plus';
/** CourierPlus pickup at a station costs this share of its door price (ADR 0006). */
const PICKUP_PERCENT = 70;
const GRAMS_PER_KG = 1000;

/** Couriers charge whole kilograms, rounded up, and never less than one. */
export function chargeableKg(weightGrams: number): number {
  return Math.max(1, Math.ceil(weightGrams / GRAMS_PER_KG));
}

/** base + per_kg × kg, plus half the base again when the package crosses a state line. */
export function packageAmountKobo(rate: CourierRate, weightGrams: number, interstate: boolean): Kobo {
  return sumKobo(
    rate.baseFeeKobo,
    rate.perKgKobo * chargeableKg(weightGrams),
    interstate ? percentOfKobo(rate.baseFeeKobo, 50) : 0,
  );
}

export function etaText([min, max]: readonly [number, number]): string {
  if (min === max) return `${min} working ${min === 1 ? 'day' : 'days'}`;
  return `${min} - ${max} working days`;
}

/**
 * Prices every given courier for the packages to one destination (pure: the tariffs are passed in).
 * `courier_plus` keeps only CourierPlus, at PICKUP_PERCENT of its door price. A package that crosses
 * a state line adds a day to both eta bounds, and the order arrives with its latest package.
 * Cheapest first (ties by courier id); no packages, no quotes.
 */
export function priceCouriers(
  rates: readonly CourierRate[],
  packages: readonly RoutedPackage[],
  destinationStationCode: string,
  deliveryMethod: CheckoutDeliveryMethod,
  now: Date,
): CourierQuote[] {
  if (packages.length === 0) return [];
  const offered =
    deliveryMethod === 'courier_plus' ? rates.filter((rate) => rate.code === COURIER_PLUS_CODE) : rates;
  const crosses = packages.map((pkg) => pkg.originStationCode !== destinationStationCode);
  const extraDay = crosses.some(Boolean) ? 1 : 0;

  const quotes = offered.map((rate): CourierQuote => {
    const priced = packages.map((pkg, i) => {
      const door = packageAmountKobo(rate, pkg.weightGrams, crosses[i]!);
      const amountKobo = deliveryMethod === 'courier_plus' ? percentOfKobo(door, PICKUP_PERCENT) : door;
      return { amountKobo, feeKobo: withVatKobo(amountKobo, DELIVERY_VAT_BP) };
    });
    const etaDays: [number, number] = [rate.etaDaysMin + extraDay, rate.etaDaysMax + extraDay];
    const first = workingDaysAfter(now, etaDays[0]);
    const last = workingDaysAfter(now, etaDays[1]);
    return {
      courier: { id: rate.id, code: rate.code, name: rate.name, image: rate.image },
      packages: priced,
      amountKobo: sumKobo(...priced.map((p) => p.amountKobo)),
      totalKobo: sumKobo(...priced.map((p) => p.feeKobo)),
      etaDays,
      deliveryDates: first === last ? [first] : [first, last],
      etaText: etaText(etaDays),
    };
  });
  return quotes.sort((a, b) => a.totalKobo - b.totalKobo || a.courier.id - b.courier.id);
}

/**
 * Every courier's price for shipping these packages to a region, as checkout charges it. Vendors'
 * state names are matched to regions leniently (see stateNameResolver); an unknown destination
 * region is a 422 on station_code.
 */
export async function quoteCouriers(
  db: Executor,
  input: {
    packages: PackageToShip[];
    destinationStationCode: string;
    deliveryMethod: CheckoutDeliveryMethod;
    now?: Date;
  },
): Promise<CourierQuote[]> {
  const reference = await deliveryReference(db);
  const destination = reference.stateOf(input.destinationStationCode);
  if (!destination) throw unprocessable({ station_code: [messages.regionRequired] });
  if (input.packages.length === 0) return [];
  const routed = input.packages.map((pkg) => ({
    originStationCode: reference.stationOf(pkg.vendorState),
    weightGrams: pkg.weightGrams,
  }));
  return priceCouriers(
    reference.couriers,
    routed,
    destination.stationCode,
    input.deliveryMethod,
    input.now ?? new Date(),
  );
}

/** The contract's courier option: naira at the edge, the courier's code as its id. */
export function toCourierOption(quote: CourierQuote): CourierOption {
  return {
    courier_id: quote.courier.code,
    courier_name: quote.courier.name,
    courier_image: quote.courier.image,
    amount: koboToNaira(quote.amountKobo),
    total: koboToNaira(quote.totalKobo),
    delivery_eta_time: quote.etaText,
    name: quote.courier.name,
    delivery_date_info: { estimated_delivery_date: quote.deliveryDates },
  };
}
