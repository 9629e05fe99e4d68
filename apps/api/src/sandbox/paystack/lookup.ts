import type { Db } from '../../db/client.ts';
import {
  createPaystackClient,
  type PaystackClient,
  SANDBOX_SECRET_KEY,
} from '../../integrations/paystack.ts';
import { transactionData } from './answers.ts';
import { findByReference } from './gateway.ts';

const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The sandbox gateway's verify, answered straight from its table for a process that shares the
 * database but not the server (`npm run ops -- books verify`, which an operator runs with the
 * server stopped on PGlite): the same answers GET /sandbox/paystack/transaction/verify gives,
 * through the shop's own Paystack client, so they are read as Paystack's are. Verify only.
 */
export function sandboxGatewayOn(db: Db): Pick<PaystackClient, 'verify'> {
  return createPaystackClient({
    baseUrl: 'http://sandbox.paystack.invalid',
    secretKey: SANDBOX_SECRET_KEY,
    fetch: async (input) => {
      const path = new URL(String(input)).pathname;
      const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
      if (!verify) return answer(404, { status: false, message: 'Only verify is answered here' });
      const row = await findByReference(db, decodeURIComponent(verify[1]!));
      if (!row) return answer(404, { status: false, message: 'Transaction reference not found' });
      return answer(200, { status: true, message: 'Verification successful', data: transactionData(row) });
    },
  });
}
