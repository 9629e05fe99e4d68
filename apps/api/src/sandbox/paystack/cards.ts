/**
 * Paystack's own test cards, so that a developer who knows Paystack's test mode finds the same numbers
 * here. Any other number is refused as invalid, as Paystack's test mode refuses real cards.
 */
export type CardOutcome = 'success' | 'declined' | 'pin-otp';

export type TestCard = {
  number: string;
  brand: 'visa' | 'verve';
  outcome: CardOutcome;
  /** How a refund of a payment by this card ends (refund.processed, or refund.failed). */
  refunds: 'processed' | 'failed';
  /** The CVV Paystack's documentation gives with the card; any three digits are accepted. */
  cvv: string;
  description: string;
};

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4084084084084081',
    brand: 'visa',
    outcome: 'success',
    refunds: 'processed',
    cvv: '408',
    description: 'Payment succeeds',
  },
  {
    // Not one of Paystack's: the sandbox's own, so a refund that fails can be tried by hand.
    number: '4084084084084099',
    brand: 'visa',
    outcome: 'success',
    refunds: 'failed',
    cvv: '408',
    description: 'Payment succeeds; refunds of it fail',
  },
  {
    number: '4084080000005408',
    brand: 'visa',
    outcome: 'declined',
    refunds: 'processed',
    cvv: '001',
    description: 'Declined by the bank',
  },
  {
    number: '507850785078507812',
    brand: 'verve',
    outcome: 'pin-otp',
    refunds: 'processed',
    cvv: '081',
    description: 'Asks for PIN 1111, then OTP 123456',
  },
];

export const TEST_PIN = '1111';

/** The bank's words when a refund to the failing test card is refused (refund.failed's reason). */
export const REFUND_FAILURE_REASON = 'The card account is closed, so the bank could not take the refund';

/** How refunds of a payment end, from the card it was paid with (its authorization's bin and last4). */
export function refundOutcomeOf(authorization: unknown): TestCard['refunds'] {
  const card = authorization as { bin?: string; last4?: string } | null;
  const found = TEST_CARDS.find(
    (c) => card?.bin === c.number.slice(0, 6) && card?.last4 === c.number.slice(-4),
  );
  return found?.refunds ?? 'processed';
}
export const TEST_OTP = '123456';

/** '4084084084084081' as printed on a card: groups of four. */
export const groupedCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ');

export type CardEntry = { card_number?: unknown; expiry?: unknown; cvv?: unknown };

export type ParsedCard = { card: TestCard; expMonth: string; expYear: string };

export type CardProblem = { field: 'card_number' | 'expiry' | 'cvv'; message: string };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Reads the card form the way a card terminal would: spaces and dashes in the number are ignored. */
export function parseCard(entry: CardEntry, now = new Date()): ParsedCard | CardProblem {
  const digits = text(entry.card_number).replace(/[\s-]/g, '');
  const card = TEST_CARDS.find((c) => c.number === digits);
  if (!card) return { field: 'card_number', message: 'Invalid card number' };

  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text(entry.expiry));
  const month = expiry ? Number(expiry[1]) : 0;
  if (!expiry || month < 1 || month > 12) {
    return { field: 'expiry', message: 'Enter the expiry date as MM/YY' };
  }
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // A card is valid through the last day of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return { field: 'expiry', message: 'This card has expired' };
  }
  if (!/^\d{3}$/.test(text(entry.cvv))) return { field: 'cvv', message: 'Enter the 3-digit CVV' };
  return { card, expMonth: String(month).padStart(2, '0'), expYear: String(year) };
}

export const isCardProblem = (value: ParsedCard | CardProblem): value is CardProblem => 'message' in value;
