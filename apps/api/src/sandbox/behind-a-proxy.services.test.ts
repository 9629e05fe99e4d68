import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OutboxMail } from '@oja/contract/identity';
import type { CheckoutAnswer } from '@oja/contract/orders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { SANDBOX_SECRET_KEY } from '../integrations/paystack.ts';
import { signUpPayload } from '../modules/identity/test-helpers.ts';
import { createTestDatabase } from '../test/database.ts';
import {
  call,
  checkout,
  json,
  payOnGatewayPage,
  productWithStock,
  shopper,
} from '../test/processes-shopper.ts';
import { freePort, type ServerProcess, startServer, urlOf } from '../test/server-process.ts';

// Issue 53 items 2 and 12, against real server processes. Behind a reverse proxy on the same host
// (the usual TLS set-up) every request reaches the shop from 127.0.0.1: a remote client read the dev
// mailbox through one, took a reset token and signed in as the account's owner.

type Proxy = { base: string; close(): Promise<void> };

/**
 * A tiny reverse proxy on 127.0.0.1, as nginx with `proxy_set_header X-Forwarded-For
 * $proxy_add_x_forwarded_for` (and `extra`, such as X-Real-IP): each request goes to the next upstream.
 */
async function reverseProxy(upstreams: string[], extra: Record<string, string> = {}): Promise<Proxy> {
  let next = 0;
  const proxy: Server = createServer((incoming: IncomingMessage, outgoing) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    const before = incoming.headers['x-forwarded-for'];
    const headers = {
      ...incoming.headers,
      'x-forwarded-for': before
        ? `${before}, ${incoming.socket.remoteAddress}`
        : incoming.socket.remoteAddress,
      ...extra,
    };
    const sent = forward(
      new URL(incoming.url ?? '/', upstream),
      { method: incoming.method, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    sent.on('error', () => {
      outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(sent);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}

const settleRefunds = (base: string) =>
  fetch(`${base}/sandbox/paystack/refunds/settle`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SANDBOX_SECRET_KEY}` },
  });

/** Every path under `root` (itself included) that its group or others may read, write or enter. */
function openToOthers(root: string): string[] {
  const open: string[] = [];
  const visit = (file: string) => {
    const stat = statSync(file);
    if ((stat.mode & 0o077) !== 0)
      open.push(`${(stat.mode & 0o777).toString(8)} ${path.relative(root, file)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(file)) visit(path.join(file, entry));
  };
  visit(root);
  return open;
}

describe('a shop on the embedded database started as `npm start` does, behind a proxy on this host', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'oja-behind-a-proxy-'));
  const dataDir = path.join(parent, 'data');
  let server: ServerProcess | undefined;
  let proxy: Proxy;
  beforeAll(async () => {
    // A data folder an earlier version left open to everyone.
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, 0o777);
    writeFileSync(path.join(dataDir, 'stray'), 'left over', { mode: 0o666 });
    chmodSync(path.join(dataDir, 'stray'), 0o666);
    server = await startServer('', await freePort(), {
      OJA_DATA_DIR: dataDir,
      OJA_SEED_PRODUCTS: '20',
      // Its own secrets, kept in the data folder, as a developer's machine has them.
      JWT_SECRET: undefined,
    });
    proxy = await reverseProxy([server.base]);
  }, 300_000);
  afterAll(async () => {
    await proxy?.close();
    await server?.stop();
    rmSync(parent, { recursive: true, force: true });
  });

  it('keeps its data folder and secrets private to its user (folders 0700, files 0600)', () => {
    expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['jwt-secret', 'pin-secret', 'PG_VERSION']));
    expect(openToOthers(dataDir)).toEqual([]);
  });

  it('answers the shop through the proxy, and the stand-ins only directly on this machine', async () => {
    expect((await fetch(`${proxy.base}/api/v1/health`)).status).toBe(200);
    for (const base of [proxy.base, server!.base]) {
      const direct = base === server!.base;
      const mailbox = await fetch(`${base}/api/v1/dev/mailbox`);
      expect(mailbox.status, `${base} mailbox`).toBe(direct ? 200 : 404);
      expect((await fetch(`${base}/dev/mailbox`)).status).toBe(direct ? 200 : 404);
      expect((await settleRefunds(base)).status).toBe(direct ? 200 : 404);
    }
  });
});

describe('two API processes on PostgreSQL behind a proxy on this host that adds X-Forwarded-For', () => {
  let database: DatabaseHandle;
  const servers: ServerProcess[] = [];
  const proxies: Proxy[] = [];
  let proxy: Proxy;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true, products: 20 });
    const url = await urlOf(database);
    for (let i = 0; i < 2; i++) servers.push(await startServer(url, await freePort(), { TRUST_PROXY: '1' }));
    proxy = await reverseProxy(servers.map((s) => s.base));
    proxies.push(proxy);
  }, 300_000);
  afterAll(async () => {
    for (const p of proxies) await p.close();
    await Promise.all(servers.map((s) => s.stop()));
    await database?.close();
  });

  it("hands no remote caller a reset link from the dev mailbox (the red team's takeover)", async () => {
    const victim = signUpPayload();
    expect((await call(proxy.base, {}, 'POST', 'customer', victim)).status).toBe(201);
    const reset = await call(proxy.base, {}, 'POST', 'password/request-reset-link', { email: victim.email });
    expect(reset.status).toBe(200);
    // The attacker, through the proxy, on either process, in every way the mailbox is offered.
    for (let i = 0; i < 2; i++) {
      const listed = await fetch(`${proxy.base}/api/v1/dev/mailbox?to=${encodeURIComponent(victim.email)}`);
      expect(listed.status).toBe(404);
      const page = await fetch(`${proxy.base}/dev/mailbox?to=${encodeURIComponent(victim.email)}`);
      expect(page.status).toBe(404);
      expect(await page.text()).not.toContain('reset-password');
    }
    // Other proxies say it in other headers.
    const others: Record<string, string>[] = [
      { forwarded: 'for=203.0.113.9;proto=https' },
      { 'x-real-ip': '203.0.113.9' },
    ];
    for (const extra of others) {
      const other = await reverseProxy([servers[0]!.base], extra);
      proxies.push(other);
      expect((await fetch(`${other.base}/api/v1/dev/mailbox`)).status).toBe(404);
    }
    // The link was there to take: this machine, directly, sees it (the reset mail is sent after the answer).
    let mails: OutboxMail[] = [];
    for (
      let tries = 0;
      tries < 100 && !mails.some((m) => m.links.some((l) => l.includes('reset-password')));
      tries++
    ) {
      mails = (
        await json<OutboxMail[]>(
          await call(servers[1]!.base, {}, 'GET', `dev/mailbox?to=${encodeURIComponent(victim.email)}`),
        )
      ).body.data;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(mails.some((m) => m.links.some((l) => l.includes('reset-password')))).toBe(true);
  });

  it("refuses the sandbox's controls and hosted page through the proxy; the shop's own loopback calls still pay an order", async () => {
    expect((await settleRefunds(proxy.base)).status).toBe(404);
    const product = await productWithStock(database, 50);
    const { headers } = await shopper(database, 'proxied');
    // The shop's Paystack client opens the payment with the sandbox on loopback: no forwarding header.
    const placed = await json<CheckoutAnswer>(
      await checkout(proxy.base, headers, product.slug, 'card_payment'),
    );
    expect(placed.status, placed.body.message).toBe(200);
    const accessCode = placed.body.data.access_code!;
    expect(accessCode).toBeTruthy();
    // A remote payer cannot reach the sandbox's hosted page through the proxy.
    expect((await fetch(`${proxy.base}/sandbox/paystack/checkout/${accessCode}`)).status).toBe(404);
    expect((await payOnGatewayPage(proxy.base, accessCode)).status).toBe(404);
    // This machine's browser pays there; the sandbox's webhook reaches the shop on loopback and the
    // shop asks the sandbox again: the order is paid without anyone calling payments/verify.
    expect((await payOnGatewayPage(servers[0]!.base, accessCode)).status).toBe(303);
    let status = '';
    for (let tries = 0; tries < 200 && status !== 'paid'; tries++) {
      const order = await json<{ payment_status: string }>(
        await call(proxy.base, headers, 'GET', `orders/${placed.body.data.reference}`),
      );
      status = order.body.data.payment_status;
      if (status !== 'paid') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('paid');
  });
});
