import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { paystackSignature } from '../../integrations/paystack.ts';

export type WebhookSenderOptions = {
  url: () => string;
  secretKey: string;
  /** Retries after the first attempt, on a network error or an answer other than 2xx. */
  retries: number;
  /** Wait before the first retry; it doubles for each next one. */
  backoffMs: number;
  /** Share of events delivered a second time once delivered, as Paystack may (0 to 1). */
  duplicateRate: number;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
};

export type WebhookSender = {
  /**
   * Queues the event and returns at once: a shopper's redirect never waits for the merchant.
   * `once` leaves out the random second delivery (duplicateRate) for this event.
   */
  send(event: { event: string; data: unknown }, options?: { once?: boolean }): void;
  /** Resolves once every queued delivery has finished or given up (for tests). */
  idle(): Promise<void>;
  /** Stops retries and in-flight requests; resolves when they have all ended. */
  close(): Promise<void>;
};

const ATTEMPT_TIMEOUT_MS = 10_000;

/**
 * Paystack's webhook delivery: POST of the exact JSON body, signed with `x-paystack-signature` (hex
 * HMAC-SHA512 of that body keyed with the secret key), retried with backoff until the merchant
 * answers 2xx. Deliveries live in memory only; an event lost to a restart is what verify is for.
 */
export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const closing = new AbortController();
  const inFlight = new Set<Promise<void>>();
  const doFetch = options.fetch ?? fetch;

  async function attempt(body: string, signature: string, event: string): Promise<boolean> {
    try {
      const response = await doFetch(options.url(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body,
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return true;
      options.log.warn({ event, status: response.status }, 'sandbox paystack webhook refused');
    } catch (error) {
      if (!closing.signal.aborted) {
        options.log.warn({ event, err: (error as Error).message }, 'sandbox paystack webhook not delivered');
      }
    }
    return false;
  }

  async function deliver(body: string, event: string): Promise<boolean> {
    const signature = paystackSignature(body, options.secretKey);
    for (let tries = 0; tries <= options.retries; tries++) {
      if (tries > 0) {
        try {
          await sleep(options.backoffMs * 2 ** (tries - 1), undefined, { signal: closing.signal });
        } catch {
          return false;
        }
      }
      if (closing.signal.aborted) return false;
      if (await attempt(body, signature, event)) return true;
    }
    options.log.error({ event }, 'sandbox paystack webhook given up');
    return false;
  }

  return {
    send(event, sendOptions) {
      if (closing.signal.aborted) return;
      const body = JSON.stringify(event);
      const run = (async () => {
        if (
          (await deliver(body, event.event)) &&
          !sendOptions?.once &&
          Math.random() < options.duplicateRate
        ) {
          await deliver(body, event.event);
        }
      })();
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    async close() {
      closing.abort();
      await this.idle();
    },
  };
}
