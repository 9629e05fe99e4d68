import fc from 'fast-check';
import {
  api,
  type Card,
  checkout,
  DECLINED_CARD,
  type Page,
  PIN,
  payOnPage,
  SUCCESS_CARD,
  settle,
} from './shop.ts';
import {
  type ModelOrder,
  type ModelShopper,
  noteAnswer,
  OrderCommand,
  ShopperCommand,
  type Weighted,
  type World,
} from './world.ts';

/** The cart and checkout, and paying card orders on the gateway's page, as often and late as shoppers do. */

/** Pays on a page and comes back to the shop; a declined page stays open (the gateway takes another try). */
async function payPage(world: World, shopper: ModelShopper, order: ModelOrder, page: Page, card: Card) {
  await payOnPage(world.app, page.accessCode, card);
  await settle(world.app, shopper, page);
  order.openPages = order.openPages.filter((open) => open.accessCode !== page.accessCode);
  if (card === DECLINED_CARD) order.openPages.push(page);
  else order.cardPaid = true;
}

/** POST orders/{reference}/pay: a new page after a decline (or the pending one again). */
async function payAgain(world: World, shopper: ModelShopper, order: ModelOrder): Promise<Page | null> {
  const answer = await api<{ payment_reference: string; access_code: string }>(
    world.app,
    'POST',
    `orders/${order.reference}/pay`,
    shopper.headers,
    {},
  );
  if (!noteAnswer(world, 'pay again', answer)) return null;
  const page = { paymentReference: answer.data.payment_reference, accessCode: answer.data.access_code };
  if (!order.openPages.some((open) => open.accessCode === page.accessCode)) order.openPages.push(page);
  return page;
}

/** POST cart/add of the sequence's product; more than the stock is refused (409). */
async function addToCart(world: World, shopper: ModelShopper, quantity: number) {
  const body = { slug: world.product.slug, quantity };
  noteAnswer(world, 'add to cart', await api(world.app, 'POST', 'cart/add', shopper.headers, body));
}

/** Units left in a cart: checked out later with more, or holding stock another shopper wants. */
export class AddToCart extends ShopperCommand {
  constructor(
    who: number,
    readonly quantity: number,
  ) {
    super(who);
  }

  protected async act(world: World, shopper: ModelShopper) {
    await addToCart(world, shopper, this.quantity);
  }

  toString() {
    return `AddToCart(s${this.who}, ${this.quantity})`;
  }
}

/**
 * The order a checkout answered, recorded once and as the server placed it. Two checkouts of one
 * cart at once both send the group the summary showed; the one that comes second is answered with
 * the order the first placed (a replay), whatever payment mode it asked for.
 */
function recordPlaced(
  shopper: ModelShopper,
  placed: {
    reference: string;
    payment_mode: string;
    payment_reference: string | null;
    access_code: string | null;
  },
): ModelOrder {
  const known = shopper.orders.find((order) => order.reference === placed.reference);
  if (known) return known;
  const order: ModelOrder = {
    reference: placed.reference,
    mode: placed.payment_mode === 'wallet' ? 'wallet' : 'card',
    openPages:
      placed.payment_mode !== 'wallet' && placed.payment_reference && placed.access_code
        ? [{ paymentReference: placed.payment_reference, accessCode: placed.access_code }]
        : [],
    cardPaid: false,
  };
  shopper.orders.push(order);
  return order;
}

export type CardFlow = 'paid' | 'declined-then-paid' | 'paid-twice' | 'left-open';

/**
 * `quantity` more units in the cart, checkout by card, then one of the ways shoppers pay: at once; declined, then paid on a second page;
 * declined, paid on a second page, then paid on the first page as well (it is still open at the
 * gateway); or the page left open for a later command (paid after the order is released, say).
 */
export class CheckoutByCard extends ShopperCommand {
  constructor(
    who: number,
    readonly quantity: number,
    readonly flow: CardFlow,
  ) {
    super(who);
  }

  protected async act(world: World, shopper: ModelShopper) {
    await addToCart(world, shopper, this.quantity);
    const placed = await checkout(world.app, shopper, 'card_payment');
    if (!noteAnswer(world, 'checkout by card', placed) || !placed.data) return;
    const order = recordPlaced(shopper, placed.data);
    // The cart's order placed by another checkout at once (the same group, answered again) may be
    // paid by wallet already, or its page paid by the other command.
    const first = order.mode === 'card' ? order.openPages[0] : undefined;
    if (!first || this.flow === 'left-open') return;
    if (this.flow === 'paid') return payPage(world, shopper, order, first, SUCCESS_CARD);
    await payPage(world, shopper, order, first, DECLINED_CARD);
    const second = await payAgain(world, shopper, order);
    if (second) await payPage(world, shopper, order, second, SUCCESS_CARD);
    if (this.flow === 'paid-twice') await payPage(world, shopper, order, first, SUCCESS_CARD);
  }

  toString() {
    return `CheckoutByCard(s${this.who}, ${this.quantity}, ${this.flow})`;
  }
}

/** `quantity` more units in the cart, checkout paid from the main wallet with the PIN, with coins or not. */
export class CheckoutByWallet extends ShopperCommand {
  constructor(
    who: number,
    readonly quantity: number,
    readonly coins: boolean,
  ) {
    super(who);
  }

  protected async act(world: World, shopper: ModelShopper) {
    await addToCart(world, shopper, this.quantity);
    const placed = await checkout(world.app, shopper, 'wallet', this.coins);
    if (!noteAnswer(world, 'checkout by wallet', placed) || !placed.data) return;
    recordPlaced(shopper, placed.data);
  }

  toString() {
    return `CheckoutByWallet(s${this.who}, ${this.quantity}${this.coins ? ', coins' : ''})`;
  }
}

/** A page the shopper left open (or that declined) paid now, however late: the gateway takes it. */
export class PayOpenPage extends OrderCommand {
  constructor(
    who: number,
    pick: number,
    readonly declined: boolean,
  ) {
    super(who, pick);
  }

  protected override which(order: ModelOrder) {
    return order.openPages.length > 0;
  }

  protected async actOn(world: World, shopper: ModelShopper, order: ModelOrder) {
    const page = order.openPages[0]!;
    await payPage(world, shopper, order, page, this.declined ? DECLINED_CARD : SUCCESS_CARD);
  }

  toString() {
    return `PayOpenPage(s${this.who}, order ${this.pick}${this.declined ? ', declined' : ''})`;
  }
}

/** POST orders/{reference}/pay: another page for an unpaid card order, left open. */
export class PayAgain extends OrderCommand {
  protected override which(order: ModelOrder) {
    return order.mode === 'card';
  }

  protected async actOn(world: World, shopper: ModelShopper, order: ModelOrder) {
    await payAgain(world, shopper, order);
  }

  toString() {
    return `PayAgain(s${this.who}, order ${this.pick})`;
  }
}

/** POST orders/{reference}/pay-by-wallet: an unpaid card order paid from the main wallet instead. */
export class PayByWallet extends OrderCommand {
  // A card order no card has paid yet: unpaid, or released (then refused).
  protected override which(order: ModelOrder) {
    return order.mode === 'card' && !order.cardPaid;
  }

  protected async actOn(world: World, shopper: ModelShopper, order: ModelOrder) {
    const answer = await api(world.app, 'POST', `orders/${order.reference}/pay-by-wallet`, shopper.headers, {
      pin: PIN,
    });
    noteAnswer(world, 'pay by wallet', answer);
  }

  toString() {
    return `PayByWallet(s${this.who}, order ${this.pick})`;
  }
}

const flows: CardFlow[] = ['paid', 'declined-then-paid', 'paid-twice', 'left-open'];

export const checkoutCommands = (who: fc.Arbitrary<number>, pick: fc.Arbitrary<number>): Weighted[] => {
  const quantity = fc.integer({ min: 1, max: 3 });
  return [
    { weight: 1, arbitrary: fc.tuple(who, quantity).map(([w, q]) => new AddToCart(w, q)) },
    // Often: without a checkout, nothing else has an order to act on.
    {
      weight: 4,
      arbitrary: fc
        .tuple(who, quantity, fc.constantFrom(...flows))
        .map(([w, q, flow]) => new CheckoutByCard(w, q, flow)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(who, quantity, fc.boolean())
        .map(([w, q, coins]) => new CheckoutByWallet(w, q, coins)),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(who, pick, fc.boolean()).map(([w, p, declined]) => new PayOpenPage(w, p, declined)),
    },
    { weight: 1, arbitrary: fc.tuple(who, pick).map(([w, p]) => new PayAgain(w, p)) },
    { weight: 1, arbitrary: fc.tuple(who, pick).map(([w, p]) => new PayByWallet(w, p)) },
  ];
};
