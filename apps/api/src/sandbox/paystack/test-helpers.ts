import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { SANDBOX_SECRET_KEY } from '../../integrations/paystack.ts';
import { paystackSandbox, type SandboxOptions } from './routes.ts';

export const PREFIX = '/sandbox/paystack';
export const auth = { authorization: `Bearer ${SANDBOX_SECRET_KEY}` };
export const SUCCESS_CARD = { card_number: '4084 0840 8408 4081', expiry: '12/39', cvv: '408' };
export const DECLINED_CARD = { card_number: '4084 0800 0000 5408', expiry: '12/39', cvv: '001' };
export const FAILING_REFUND_CARD = { card_number: '4084 0840 8408 4099', expiry: '12/39', cvv: '408' };
export const VERVE_CARD = { card_number: '5078 5078 5078 5078 12', expiry: '12/39', cvv: '081' };

let counter = 0;
/** A reference no other test in the file uses. */
export const uniqueReference = (label = 'ref') => `${label}-${Date.now().toString(36)}-${++counter}`;

export type Initialized = { authorization_url: string; access_code: string; reference: string };

/** POST /transaction/initialize with Paystack's fields; answers the parsed `data`. */
export async function initialize(
  app: FastifyInstance,
  fields: Record<string, unknown> = {},
): Promise<Initialized> {
  const res = await app.inject({
    method: 'POST',
    url: `${PREFIX}/transaction/initialize`,
    headers: auth,
    payload: {
      email: 'ada@example.com',
      amount: 1_234_550,
      reference: uniqueReference(),
      callback_url: 'http://shop.test/checkout/return',
      ...fields,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Initialized;
}

export const verify = (app: FastifyInstance, reference: string) =>
  app.inject({
    method: 'GET',
    url: `${PREFIX}/transaction/verify/${encodeURIComponent(reference)}`,
    headers: auth,
  });

/** A hosted-page form post, URL-encoded as a browser sends it. */
export const postForm = (
  app: FastifyInstance,
  accessCode: string,
  action: string,
  fields: Record<string, string>,
) =>
  app.inject({
    method: 'POST',
    url: `${PREFIX}/checkout/${accessCode}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

export const page = (app: FastifyInstance, accessCode: string) =>
  app.inject({ method: 'GET', url: `${PREFIX}/checkout/${accessCode}` });

export type Delivery = { headers: IncomingHttpHeaders; body: string };

/** A merchant's webhook endpoint on a free port: records each delivery and answers `answer()`. */
export async function webhookCatcher(answer: (n: number) => number = () => 200) {
  const deliveries: Delivery[] = [];
  let calls = 0;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = answer(++calls);
      if (status >= 200 && status < 300) {
        deliveries.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhook`,
    deliveries,
    calls: () => calls,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Waits (up to `ms`) until `ready()` holds. */
export async function eventually(ready: () => boolean, ms = 5000) {
  const until = Date.now() + ms;
  while (!ready()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The sandbox alone in a bare Fastify instance, on a database the test file shares. */
export async function bareSandbox(database: DatabaseHandle, options: Partial<SandboxOptions> = {}) {
  const app = Fastify();
  app.decorate('database', database);
  await app.register(paystackSandbox, {
    prefix: PREFIX,
    publicUrl: 'http://shop.test',
    webhookUrl: () => {
      throw new Error('no webhook endpoint in this test');
    },
    webhookRetries: 0,
    duplicateWebhookRate: 0,
    owner: app,
    ...options,
  });
  await app.ready();
  return app;
}
