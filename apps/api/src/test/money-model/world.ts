import type fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { type Answer, newProduct, newShopper, type Page, type Product, type Shopper } from './shop.ts';

/**
 * What one sequence of the money model plays with: a fresh product with a known stock and a few fresh
 * shoppers on the one shared app, and what the model remembers of them (their orders, the payment
 * pages they left open, the coins the shop chose to give them).
 */

export type ModelOrder = {
  reference: string;
  mode: 'card' | 'wallet';
  /** Card pages the shopper has not paid on (left open, declined, or opened by "pay again"). */
  openPages: Page[];
  /** A card went through on one of its pages (the order may have been released before it landed). */
  cardPaid: boolean;
  /** Coins its delivery earned (none until delivered). */
  coinsEarned?: number;
};

export type ModelShopper = Shopper & {
  orders: ModelOrder[];
  /**
   * Coins the shop gave on purpose and the shopper may keep: given outright, or earned by a delivered
   * order not since returned (a return's coins are never the shopper's to keep, ADR 0075).
   */
  coinsGiven: number;
};

/** Counted over every sequence of a run, printed at the end. */
export type Stats = {
  sequences: number;
  commandsPerSequence: number[];
  /** "<command> <status>" of each refusal (4xx), so a run shows which refusals it reached. */
  refusals: Map<string, number>;
  done: Map<string, number>;
  /** Milliseconds spent making the worlds, running the commands, and checking the money after. */
  ms: { setup: number; commands: number; checks: number };
};

export const newStats = (): Stats => ({
  sequences: 0,
  commandsPerSequence: [],
  refusals: new Map(),
  done: new Map(),
  ms: { setup: 0, commands: 0, checks: 0 },
});

export type World = {
  app: FastifyInstance;
  product: Product;
  shoppers: ModelShopper[];
  commands: number;
  stats: Stats;
};

export async function newWorld(
  app: FastifyInstance,
  stats: Stats,
  opts: { shoppers: number; stock: number; priceKobo: number },
): Promise<World> {
  const product = await newProduct(app, opts.stock, opts.priceKobo);
  const shoppers: ModelShopper[] = [];
  for (let i = 0; i < opts.shoppers; i++) {
    shoppers.push({ ...(await newShopper(app, `s${i}`)), orders: [], coinsGiven: 0 });
  }
  return { app, product, shoppers, commands: 0, stats };
}

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

/** Notes what a call answered: a refusal is a fine outcome, counted so a run shows its reach. */
export function noteAnswer(world: World, command: string, answer: Answer) {
  if (process.env.OJA_MODEL_TRACE) console.log(`    ${command}: ${answer.status} ${answer.message}`);
  bump(
    answer.ok ? world.stats.done : world.stats.refusals,
    answer.ok ? command : `${command} ${answer.status}`,
  );
  return answer.ok;
}

/** A command's arbitrary and how often a sequence draws it against the others. */
export type Weighted = { arbitrary: fc.Arbitrary<fc.AsyncCommand<World, World>>; weight: number };

/** The base of every command: it acts for shopper `who` (a shopper of the sequence, whatever their number). */
export abstract class ShopperCommand implements fc.AsyncCommand<World, World> {
  constructor(readonly who: number) {}

  protected shopper(world: World): ModelShopper {
    return world.shoppers[this.who % world.shoppers.length]!;
  }

  check(_world: Readonly<World>): boolean {
    return true;
  }

  async run(_model: World, world: World): Promise<void> {
    world.commands += 1;
    if (process.env.OJA_MODEL_TRACE) console.log(`  ${this.toString()}`);
    await this.act(world, this.shopper(world));
  }

  protected abstract act(world: World, shopper: ModelShopper): Promise<void>;
  abstract toString(): string;
}

/** A command on one of the shopper's orders (the `pick`th of those `which` accepts, counted round). */
export abstract class OrderCommand extends ShopperCommand {
  constructor(
    who: number,
    readonly pick: number,
  ) {
    super(who);
  }

  protected which(_order: ModelOrder): boolean {
    return true;
  }

  protected order(world: Readonly<World>): ModelOrder | undefined {
    const shopper = world.shoppers[this.who % world.shoppers.length]!;
    const orders = shopper.orders.filter((order) => this.which(order));
    return orders[this.pick % Math.max(orders.length, 1)];
  }

  override check(world: Readonly<World>): boolean {
    return this.order(world) !== undefined;
  }

  protected async act(world: World, shopper: ModelShopper): Promise<void> {
    await this.actOn(world, shopper, this.order(world)!);
  }

  protected abstract actOn(world: World, shopper: ModelShopper, order: ModelOrder): Promise<void>;
}
