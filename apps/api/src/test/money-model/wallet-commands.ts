import { koboToNaira } from '@oja/contract/money';
import fc from 'fast-check';
import { fundCoins } from '../../modules/wallet/test-helpers.ts';
import { api, PIN, payOnPage, SUCCESS_CARD } from './shop.ts';
import { type ModelShopper, noteAnswer, ShopperCommand, type Weighted, type World } from './world.ts';

/** The wallet pages: adding money by card, Spend and Save, moving savings, and coins the shop gives. */

/** POST wallet/fund, the card paid on the gateway's page, then the wallet page's verify. */
export async function fundByCard(world: World, shopper: ModelShopper, naira: number) {
  const started = await api<{ reference: string; access_code: string }>(
    world.app,
    'POST',
    'wallet/fund',
    shopper.headers,
    { amount: naira },
  );
  if (!noteAnswer(world, 'fund', started)) return;
  await payOnPage(world.app, started.data.access_code, SUCCESS_CARD);
  const verified = await api(world.app, 'POST', 'wallet/fund/verify', shopper.headers, {
    reference: started.data.reference,
  });
  noteAnswer(world, 'fund verify', verified);
}

/** PUT spend-and-save-wallet/settings: on at `percent` (1 to 100), or off at 0. */
export async function setSpendAndSave(world: World, shopper: ModelShopper, percent: number) {
  const body = percent > 0 ? { enabled: true, percentage: percent } : { enabled: false };
  const answer = await api(world.app, 'PUT', 'spend-and-save-wallet/settings', shopper.headers, body);
  noteAnswer(world, 'spend and save', answer);
}

export class FundByCard extends ShopperCommand {
  constructor(
    who: number,
    readonly naira: number,
  ) {
    super(who);
  }

  protected act(world: World, shopper: ModelShopper) {
    return fundByCard(world, shopper, this.naira);
  }

  toString() {
    return `FundByCard(s${this.who}, NGN ${this.naira})`;
  }
}

export class SetSpendAndSave extends ShopperCommand {
  constructor(
    who: number,
    readonly percent: number,
  ) {
    super(who);
  }

  protected act(world: World, shopper: ModelShopper) {
    return setSpendAndSave(world, shopper, this.percent);
  }

  toString() {
    return `SpendAndSave(s${this.who}, ${this.percent}%)`;
  }
}

/** POST spend-and-save-wallet/withdraw with the PIN: all the savings shown, or half of them. */
export class MoveSavings extends ShopperCommand {
  constructor(
    who: number,
    readonly part: 'all' | 'half',
  ) {
    super(who);
  }

  protected async act(world: World, shopper: ModelShopper) {
    const shown = await api<{ balance: number }>(world.app, 'GET', 'spend-and-save-wallet', shopper.headers);
    const savingsKobo = Math.round(shown.data.balance * 100);
    const kobo = this.part === 'all' ? savingsKobo : Math.floor(savingsKobo / 2);
    // Nothing saved: the form still posts the smallest amount, which the shop must refuse.
    const amount = koboToNaira(Math.max(kobo, 1));
    noteAnswer(
      world,
      'move savings',
      await api(world.app, 'POST', 'spend-and-save-wallet/withdraw', shopper.headers, { amount, pin: PIN }),
    );
  }

  toString() {
    return `MoveSavings(s${this.who}, ${this.part})`;
  }
}

/** Coins the shop gives on purpose (wallet/test-helpers fundCoins, posted as a delivery earns them). */
export class GiveCoins extends ShopperCommand {
  constructor(
    who: number,
    readonly coins: number,
  ) {
    super(who);
  }

  protected async act(world: World, shopper: ModelShopper) {
    await fundCoins(world.app.database.db, shopper.userId, this.coins);
    shopper.coinsGiven += this.coins;
  }

  toString() {
    return `GiveCoins(s${this.who}, ${this.coins})`;
  }
}

/** Naira a shopper adds by card: from the smallest funding to several orders' worth. */
export const fundingNaira = fc.oneof(fc.constant(100), fc.noBias(fc.integer({ min: 1_000, max: 150_000 })));
/** A Spend and Save percentage, 0 for off; 100 often, where a leak of savings is largest. */
export const savePercent = fc.oneof(fc.constant(0), fc.constant(100), fc.integer({ min: 1, max: 100 }));

export const walletCommands = (who: fc.Arbitrary<number>): Weighted[] => [
  { weight: 1, arbitrary: fc.tuple(who, fundingNaira).map(([w, naira]) => new FundByCard(w, naira)) },
  { weight: 1, arbitrary: fc.tuple(who, savePercent).map(([w, percent]) => new SetSpendAndSave(w, percent)) },
  // Often: savings moved out from under an order are what its cancel must account for.
  {
    weight: 4,
    arbitrary: fc
      .tuple(who, fc.constantFrom<'all' | 'half'>('all', 'half'))
      .map(([w, part]) => new MoveSavings(w, part)),
  },
  {
    weight: 1,
    arbitrary: fc.tuple(who, fc.integer({ min: 1, max: 80 })).map(([w, coins]) => new GiveCoins(w, coins)),
  },
];
