import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_TIMEOUTS } from '../lib/connection-timeouts.ts';
import { buildTestApp, type TestApp } from '../test/app.ts';

// Issue 53 item 13b: a client that sends its headers a byte at a time (slowloris) held a connection
// for as long as it liked; enough of them take every socket the process has.
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp({ seed: false });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** Opens a connection; resolves with what the server said and when it closed it. */
function opened(): Promise<{ socket: Socket; closed: Promise<{ said: string; at: number }> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let said = '';
    socket.on('data', (chunk) => {
      said += chunk.toString();
    });
    const closed = new Promise<{ said: string; at: number }>((done) =>
      socket.on('close', () => done({ said, at: performance.now() })),
    );
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

describe('slow and idle connections', () => {
  it('closes one that sends its headers a byte at a time, once the headers time is up', async () => {
    const { socket, closed } = await opened();
    const start = performance.now();
    const request = `GET /api/v1/health HTTP/1.1\r\nHost: 127.0.0.1\r\n${'X-Slow: a\r\n'.repeat(200)}\r\n`;
    let sent = 0;
    // A byte every 200 ms: never silent long enough for an idle timeout, far too slow for headers.
    const drip = setInterval(() => {
      if (socket.destroyed || sent >= request.length) return clearInterval(drip);
      socket.write(request[sent++]!);
    }, 200);
    const { said, at } = await closed;
    clearInterval(drip);
    const seconds = (at - start) / 1000;
    expect(sent).toBeLessThan(request.length);
    expect(said).toMatch(/^HTTP\/1\.1 408/);
    expect(seconds).toBeGreaterThanOrEqual(CONNECTION_TIMEOUTS.headersTimeout / 1000 - 0.5);
    expect(seconds).toBeLessThan(
      (CONNECTION_TIMEOUTS.headersTimeout + CONNECTION_TIMEOUTS.connectionsCheckingInterval) / 1000 + 3,
    );
  }, 60_000);

  it('still answers a request whose headers arrive at an ordinary pace', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1/health`);
    expect(res.status).toBe(200);
  });

  it('says why each limit has the value it has: headers well inside the request, idle past a proxy', () => {
    const { headersTimeout, requestTimeout, keepAliveTimeout, connectionTimeout } = CONNECTION_TIMEOUTS;
    expect(headersTimeout).toBeLessThan(requestTimeout);
    // A proxy in front (nginx's upstream keepalive_timeout, a load balancer's idle 60 s) closes first.
    expect(keepAliveTimeout).toBeGreaterThan(60_000);
    expect(connectionTimeout).toBeGreaterThan(keepAliveTimeout);
  });
});
