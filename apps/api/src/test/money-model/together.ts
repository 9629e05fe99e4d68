import type fc from 'fast-check';
import type { World } from './world.ts';

/**
 * Two commands at once, as two shoppers (or one shopper's two tabs, or a cancel and the gateway's
 * webhook) reach the shop together: the locks that keep money whole must also keep it whole when
 * requests interleave, and never wait on each other in a circle.
 */

type Command = fc.AsyncCommand<World, World>;

/** Longer than any honest request takes on a loaded machine: past it, two requests wait on each other. */
const STUCK_MS = 30_000;

function withinTime<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stuck = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} still running after ${STUCK_MS} ms: stuck`)),
      STUCK_MS,
    );
  });
  return Promise.race([work, stuck]).finally(() => clearTimeout(timer));
}

export class Together implements Command {
  constructor(
    readonly first: Command,
    readonly second: Command,
  ) {}

  check(world: Readonly<World>) {
    return this.first.check(world) && this.second.check(world);
  }

  async run(model: World, world: World) {
    // Both run to their end before a failure of either is told: nothing of this one spills into the next.
    const [first, second] = await withinTime(
      Promise.allSettled([this.first.run(model, world), this.second.run(model, world)]),
      this.toString(),
    );
    for (const outcome of [first, second]) if (outcome.status === 'rejected') throw outcome.reason;
  }

  toString() {
    return `Together(${this.first.toString()}, ${this.second.toString()})`;
  }
}
