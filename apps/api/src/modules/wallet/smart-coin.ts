import type { Config } from '../../config.ts';

export type SmartCoinRates = Pick<Config, 'smartCoinEarnPer100Naira' | 'smartCoinValueKobo'>;

const KOBO_PER_100_NAIRA = 10_000;

/** What `coins` take off a checkout total, in kobo (OJA_SMART_COIN_VALUE_KOBO each; default NGN 1). */
export function smartCoinValueKobo(coins: number, config: SmartCoinRates): number {
  if (!Number.isSafeInteger(coins) || coins < 0)
    throw new RangeError(`coins must be a whole number, got ${coins}`);
  const kobo = coins * config.smartCoinValueKobo;
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`coins out of range: ${coins}`);
  return kobo;
}

/**
 * Coins a delivered order earns: OJA_SMART_COIN_EARN_PER_100_NAIRA per whole NGN 100 of its cart
 * total (default 1), rounded down, so NGN 250 earns 2 and NGN 99.99 earns none.
 */
export function coinsEarned(cartTotalKobo: number, config: SmartCoinRates): number {
  if (!Number.isSafeInteger(cartTotalKobo) || cartTotalKobo < 0) {
    throw new RangeError(`cart total must be whole kobo, got ${cartTotalKobo}`);
  }
  return Math.floor(cartTotalKobo / KOBO_PER_100_NAIRA) * config.smartCoinEarnPer100Naira;
}

/**
 * What a delivered order's coins are earned on (ADR 0075): its cart total less what coins took off
 * its total (the charge is stored negated; either sign is read), never below zero. Coins are earned
 * on money paid, not on coins: an order paid wholly with coins earns none.
 */
export function coinEarningTotalKobo(cartTotalKobo: number, smartCoinChargeKobo: number): number {
  return Math.max(0, cartTotalKobo - Math.abs(smartCoinChargeKobo));
}

/** The most coins that can pay towards `totalKobo` without taking it below zero. */
export function coinsUsableFor(totalKobo: number, coins: number, config: SmartCoinRates): number {
  return Math.max(0, Math.min(coins, Math.floor(totalKobo / config.smartCoinValueKobo)));
}
