import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { checkoutCommands } from './checkout-commands.ts';
import { booksProblems, shopperProblems, stockProblems } from './invariants.ts';
import { orderCommands } from './order-commands.ts';
import { takeServerErrors, untilQuiet } from './quiet.ts';
import { Together } from './together.ts';
import { fundByCard, fundingNaira, savePercent, setSpendAndSave, walletCommands } from './wallet-commands.ts';
import { newWorld, type Stats } from './world.ts';

/**
 * One sequence of the money model, as a fast-check property: the world it starts from (a product's
 * stock and price; each shopper's Spend and Save and money already added by card), the commands, and
 * the checks after them. Fast-check draws many, and shrinks a failing one to its fewest commands.
 */

const SHOPPERS = 2;
const MAX_COMMANDS = 12;

// The first shopper is the busiest, so one shopper's orders, savings and cancels meet often.
const who = fc.oneof({ weight: 4, arbitrary: fc.constant(0) }, fc.integer({ min: 1, max: SHOPPERS - 1 }));
const pick = fc.nat(3);
const one = fc.oneof(...walletCommands(who), ...checkoutCommands(who, pick), ...orderCommands(who, pick));
// Now and then a second command at the same moment; shrinking drops it when the failure needs only one.
const partner = fc.oneof(
  { withCrossShrink: true },
  { weight: 8, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: one },
);
const commands = fc.commands(
  [fc.tuple(one, partner).map(([first, second]) => (second ? new Together(first, second) : first))],
  { maxCommands: MAX_COMMANDS, size: 'max' },
);
// How each shopper starts: Spend and Save (0 is off) and money already added by card (or none).
const start = fc.record({ savePercent, fundNaira: fc.option(fundingNaira, { nil: 0, freq: 3 }) });

export function sequenceProperty(app: FastifyInstance, stats: Stats) {
  return fc.asyncProperty(
    fc.integer({ min: 5, max: 8 }),
    // NGN 1,000 to NGN 20,000, in kobo, not always whole naira: Spend and Save rounds.
    fc.noBias(fc.integer({ min: 100_000, max: 2_000_000 })),
    fc.array(start, { minLength: SHOPPERS, maxLength: SHOPPERS }),
    commands,
    async (stock, priceKobo, starts, sequence) => {
      let lap = Date.now();
      const time = (phase: keyof Stats['ms']) => {
        stats.ms[phase] += Date.now() - lap;
        lap = Date.now();
      };
      const world = await newWorld(app, stats, { shoppers: SHOPPERS, stock, priceKobo });
      for (const [i, shopper] of world.shoppers.entries()) {
        if (starts[i]!.savePercent > 0) await setSpendAndSave(world, shopper, starts[i]!.savePercent);
        if (starts[i]!.fundNaira > 0) await fundByCard(world, shopper, starts[i]!.fundNaira);
      }
      stats.sequences += 1;
      time('setup');
      try {
        await fc.asyncModelRun(() => ({ model: world, real: world }), sequence);
      } finally {
        stats.commandsPerSequence.push(world.commands);
        time('commands');
      }
      await untilQuiet();
      const problems = [
        ...takeServerErrors().map((line) => `a 5xx inside the shop: ${line}`),
        ...(await booksProblems(world)),
        ...(await shopperProblems(world)),
        ...(await stockProblems(world)),
      ];
      time('checks');
      if (problems.length > 0) throw new Error(`the money does not hold:\n  ${problems.join('\n  ')}`);
    },
  );
}
