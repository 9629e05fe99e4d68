import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { payments } from '../../db/tables/payments.ts';
import { createTransaction } from '../../sandbox/paystack/gateway.ts';
import { sandboxPaystackTransactions } from '../../sandbox/paystack/tables.ts';
import { createTestDatabase } from '../../test/database.ts';
import { runOpsOn, runOpsWith } from '../../test/ops-cli.ts';
import { creditWalletFunding } from '../wallet/postings.ts';
import { insertUser } from '../wallet/test-helpers.ts';

/**
 * `books verify` asks the gateway about the settlements (ADR 0070): a payment written as settled that
 * the gateway never took is named, however well the ledger balances around it. The gateway here is
 * the sandbox's records in the same database, as the command reads them without PAYSTACK_SECRET_KEY.
 */
describe('npm run ops -- books verify, against the gateway', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A funding written as settled and credited, as settlement would have: the ledger balances. */
  async function plantSettledFunding(userId: number, reference: string, amountKobo: number) {
    await database.db.transaction(async (tx) => {
      const [payment] = await tx
        .insert(payments)
        .values({
          reference,
          purpose: 'wallet_funding',
          userId,
          amountKobo,
          status: 'success',
          verifiedAt: new Date(),
        })
        .returning();
      await creditWalletFunding(tx, payment!);
    });
  }

  /** The gateway's own transaction of that reference, in the given state. */
  async function atGateway(reference: string, amountKobo: number, status: 'success' | 'pending') {
    await createTransaction(database.db, {
      reference,
      amountKobo,
      currency: 'NGN',
      email: 'ada@example.com',
      callbackUrl: null,
      metadata: null,
    });
    await database.db
      .update(sandboxPaystackTransactions)
      .set({ status, paidAt: status === 'success' ? new Date() : null })
      .where(eq(sandboxPaystackTransactions.reference, reference));
  }

  it('names every settlement the gateway never made; the real one passes', async () => {
    const userId = await insertUser(database.db);
    await atGateway('OJA-WF-REAL00000001', 1_000_000, 'success');
    await plantSettledFunding(userId, 'OJA-WF-REAL00000001', 1_000_000);
    const clean = await runOpsOn(database, 'books', 'verify');
    expect(clean.code, clean.out + clean.err).toBe(0);
    expect(clean.out).toContain('asked about 1 settled card payments and fundings of the last 7 days');

    // Believed from a forged webhook: the gateway still holds it pending.
    await atGateway('OJA-WF-FORGED000001', 500_000_000, 'pending');
    await plantSettledFunding(userId, 'OJA-WF-FORGED000001', 500_000_000);
    // Written as settled with no transaction at the gateway at all.
    await plantSettledFunding(userId, 'OJA-WF-NOWHERE00001', 2_500_000);
    // Paid at the gateway, but a smaller amount than the shop credited.
    await atGateway('OJA-WF-SHORT0000001', 100, 'success');
    await plantSettledFunding(userId, 'OJA-WF-SHORT0000001', 3_000_000);

    const broken = await runOpsOn(database, 'books', 'verify');
    expect(broken.code, broken.out + broken.err).toBe(1);
    // The ledger itself balances: only the gateway can tell.
    expect(broken.out).toContain('ok: the ledger balances and every order, card payment and funding adds up');
    expect(broken.out).toContain('3 settled here that the gateway does not bear out:');
    expect(broken.out).toContain(
      "wallet funding OJA-WF-FORGED000001 of 500000000 NGN is settled here: the gateway says 'pending'",
    );
    expect(broken.out).toContain(
      'wallet funding OJA-WF-NOWHERE00001 of 2500000 NGN is settled here: the gateway has no transaction of this reference',
    );
    expect(broken.out).toContain(
      "wallet funding OJA-WF-SHORT0000001 of 3000000 NGN is settled here: the gateway's amount is 100",
    );
    expect(broken.out).toContain(
      'payments at fault: OJA-WF-FORGED000001 OJA-WF-NOWHERE00001 OJA-WF-SHORT0000001',
    );
    expect(broken.out).not.toMatch(/OJA-WF-REAL00000001 of/);

    const wrong = await runOpsOn(database, 'books', 'verify', '--days', 'ever');
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain('--days');
  });

  it('cannot prove what the gateway does not answer: exit 2, never 0', async () => {
    // Nothing listens on port 9: every verify goes unanswered.
    const unreachable = await runOpsWith(
      database,
      { PAYSTACK_BASE_URL: 'http://127.0.0.1:9' },
      'books',
      'verify',
    );
    expect(unreachable.code, unreachable.out).toBe(2);
    expect(unreachable.out).toContain('gateway (http://127.0.0.1:9): asked about 4 settled');
    expect(unreachable.err).toMatch(/could not ask the gateway about 4 settlement\(s\) .*not proven/);
  });
});
