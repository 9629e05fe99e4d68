import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { groupedCardNumber, type ParsedCard } from './cards.ts';
import { sandboxPaystackTransactions as transactions } from './tables.ts';

/**
 * The sandbox gateway's state machine. Every change is one conditional UPDATE (status in the WHERE
 * clause), so two tabs or two API processes paying the same access code cannot both succeed, and a
 * paid transaction is never changed by a late card, PIN or cancel.
 */
export type SandboxTransaction = typeof transactions.$inferSelect;

export type LogEntry = {
  at: string;
  type: 'attempt' | 'declined' | 'success' | 'pin' | 'otp' | 'error' | 'cancel' | 'refund';
  message: string;
  last4?: string;
  /** The address the shopper's browser came from (the hosted page's forms). */
  ip?: string;
};

/** Shoppers can still pay (or try again) while a transaction is in one of these. */
const PAYABLE = ['pending', 'failed', 'ongoing'];

const alphanumeric = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomCode = (length: number) =>
  Array.from(randomBytes(length), (byte) => alphanumeric[byte % alphanumeric.length]).join('');

export const newReference = () => randomCode(12);
const newAccessCode = () => randomCode(15);

export const entry = (type: LogEntry['type'], message: string, extra: Partial<LogEntry> = {}): LogEntry => ({
  at: new Date().toISOString(),
  type,
  message,
  ...extra,
});

export const appendLog = (...entries: LogEntry[]) =>
  sql`${transactions.log} || ${JSON.stringify(entries)}::jsonb`;

export type NewTransaction = {
  reference: string;
  amountKobo: number;
  currency: string;
  email: string;
  callbackUrl: string | null;
  metadata: unknown;
};

/** Null when the reference is already taken (Paystack's 'Duplicate Transaction Reference'). */
export async function createTransaction(db: Db, input: NewTransaction): Promise<SandboxTransaction | null> {
  const [row] = await db
    .insert(transactions)
    .values({ ...input, accessCode: newAccessCode() })
    .onConflictDoNothing({ target: transactions.reference })
    .returning();
  return row ?? null;
}

export async function findByReference(db: Db, reference: string) {
  const [row] = await db.select().from(transactions).where(eq(transactions.reference, reference));
  return row ?? null;
}

export async function findByAccessCode(db: Db, accessCode: string) {
  const [row] = await db.select().from(transactions).where(eq(transactions.accessCode, accessCode));
  return row ?? null;
}

/** Paystack takes a transaction's reference or its numeric id wherever it asks for `transaction`. */
export async function findByReferenceOrId(db: Db, transaction: string) {
  const byReference = await findByReference(db, transaction);
  if (byReference || !/^\d{1,9}$/.test(transaction)) return byReference;
  const [row] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.id, Number(transaction)));
  return row ?? null;
}

function authorizationFor({ card, expMonth, expYear }: ParsedCard) {
  const fingerprint = createHash('sha256').update(`${card.number}|${expMonth}|${expYear}`).digest('hex');
  return {
    authorization_code: `AUTH_${randomCode(10)}`,
    bin: card.number.slice(0, 6),
    last4: card.number.slice(-4),
    exp_month: expMonth,
    exp_year: expYear,
    channel: 'card',
    card_type: card.brand === 'visa' ? 'visa' : 'verve',
    bank: 'TEST BANK',
    country_code: 'NG',
    brand: card.brand,
    reusable: true,
    signature: `SIG_${fingerprint.slice(0, 20)}`,
    account_name: null,
    receiver_bank_account_number: null,
    receiver_bank: null,
  };
}

export type ChargeOutcome =
  /** `changed` is false when the transaction was already paid: nothing new happened. */
  | { kind: 'paid'; row: SandboxTransaction; changed: boolean }
  | { kind: 'declined'; row: SandboxTransaction }
  | { kind: 'needs-pin'; row: SandboxTransaction }
  | { kind: 'closed'; row: SandboxTransaction }
  | { kind: 'missing' };

async function settled(db: Db, accessCode: string): Promise<ChargeOutcome> {
  const row = await findByAccessCode(db, accessCode);
  if (!row) return { kind: 'missing' };
  if (row.status === 'success' || row.status === 'reversed') return { kind: 'paid', row, changed: false };
  return { kind: 'closed', row };
}

function markPaid(
  db: Db,
  accessCode: string,
  fromStep: string | null,
  extraLog: LogEntry[],
  authorization?: ReturnType<typeof authorizationFor>,
) {
  const stepCondition = fromStep === null ? undefined : eq(transactions.step, fromStep);
  return db
    .update(transactions)
    .set({
      ...(authorization ? { authorization } : {}),
      status: 'success',
      gatewayResponse: 'Successful',
      channel: 'card',
      step: null,
      paidAt: new Date(),
      updatedAt: new Date(),
      log: appendLog(...extraLog, entry('success', 'Successful')),
    })
    .where(and(eq(transactions.accessCode, accessCode), inArray(transactions.status, PAYABLE), stepCondition))
    .returning();
}

/** A card entered on the hosted page (already checked to be one of the test cards), from `ip`. */
export async function chargeCard(
  db: Db,
  accessCode: string,
  parsed: ParsedCard,
  ip?: string,
): Promise<ChargeOutcome> {
  const last4 = parsed.card.number.slice(-4);
  const tried = entry('attempt', `Card ${groupedCardNumber(parsed.card.number).slice(0, 4)} •••• ${last4}`, {
    last4,
    ...(ip ? { ip } : {}),
  });
  const payable = and(eq(transactions.accessCode, accessCode), inArray(transactions.status, PAYABLE));
  const authorization = authorizationFor(parsed);

  if (parsed.card.outcome === 'success') {
    const [paid] = await markPaid(db, accessCode, null, [tried], authorization);
    return paid ? { kind: 'paid', row: paid, changed: true } : settled(db, accessCode);
  }

  const [row] = await db
    .update(transactions)
    .set(
      parsed.card.outcome === 'declined'
        ? {
            status: 'failed',
            gatewayResponse: 'Declined',
            channel: 'card',
            step: null,
            authorization,
            updatedAt: new Date(),
            log: appendLog(tried, entry('declined', 'Declined')),
          }
        : {
            status: 'ongoing',
            gatewayResponse: 'Awaiting PIN',
            channel: 'card',
            step: 'pin',
            authorization,
            updatedAt: new Date(),
            log: appendLog(tried, entry('pin', 'PIN requested')),
          },
    )
    .where(payable)
    .returning();
  if (!row) return settled(db, accessCode);
  return parsed.card.outcome === 'declined' ? { kind: 'declined', row } : { kind: 'needs-pin', row };
}

export type StepOutcome =
  | ChargeOutcome
  | { kind: 'needs-otp'; row: SandboxTransaction }
  | { kind: 'wrong'; row: SandboxTransaction; message: string }
  | { kind: 'not-waiting'; row: SandboxTransaction };

async function wrongAnswer(db: Db, accessCode: string, message: string): Promise<StepOutcome> {
  const [row] = await db
    .update(transactions)
    .set({ log: appendLog(entry('error', message)), updatedAt: new Date() })
    .where(and(eq(transactions.accessCode, accessCode), eq(transactions.status, 'ongoing')))
    .returning();
  return row ? { kind: 'wrong', row, message } : settled(db, accessCode);
}

/** The PIN (then the OTP) a Verve test card asks for; a wrong answer may be tried again. */
export async function submitStep(
  db: Db,
  accessCode: string,
  step: 'pin' | 'otp',
  answer: string,
  expected: string,
): Promise<StepOutcome> {
  const current = await findByAccessCode(db, accessCode);
  if (!current) return { kind: 'missing' };
  if (current.status !== 'ongoing' || current.step !== step) {
    return current.status === 'success' || current.status === 'reversed'
      ? { kind: 'paid', row: current, changed: false }
      : { kind: 'not-waiting', row: current };
  }
  if (answer !== expected) {
    return wrongAnswer(db, accessCode, step === 'pin' ? 'Incorrect PIN' : 'Incorrect OTP');
  }
  if (step === 'otp') {
    const [paid] = await markPaid(db, accessCode, 'otp', [entry('otp', 'OTP accepted')]);
    return paid ? { kind: 'paid', row: paid, changed: true } : settled(db, accessCode);
  }
  const [row] = await db
    .update(transactions)
    .set({
      step: 'otp',
      gatewayResponse: 'Awaiting OTP',
      updatedAt: new Date(),
      log: appendLog(entry('otp', 'PIN accepted, OTP requested')),
    })
    .where(
      and(
        eq(transactions.accessCode, accessCode),
        eq(transactions.status, 'ongoing'),
        eq(transactions.step, 'pin'),
      ),
    )
    .returning();
  return row ? { kind: 'needs-otp', row } : settled(db, accessCode);
}

/** The shopper gave up: abandoned unless it was paid meanwhile. Answers the row as it now is. */
export async function cancelPayment(db: Db, accessCode: string): Promise<SandboxTransaction | null> {
  const [row] = await db
    .update(transactions)
    .set({
      // Leaving after a decline keeps the bank's words: verify then says why ('Declined').
      status: 'abandoned',
      step: null,
      gatewayResponse: sql`case when ${transactions.status} = 'failed' then ${transactions.gatewayResponse} else 'The transaction was not completed' end`,
      updatedAt: new Date(),
      log: appendLog(entry('cancel', 'Cancelled by the customer')),
    })
    .where(and(eq(transactions.accessCode, accessCode), inArray(transactions.status, PAYABLE)))
    .returning();
  return row ?? findByAccessCode(db, accessCode);
}
