import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { transactionData } from './answers.ts';
import { isCardProblem, parseCard, TEST_OTP, TEST_PIN } from './cards.ts';
import {
  cancelPayment,
  chargeCard,
  findByAccessCode,
  type SandboxTransaction,
  type StepOutcome,
  submitStep,
} from './gateway.ts';
import { CHECKOUT_CSP, checkoutPage, escapeHtml, missingPage, type PageView } from './page.ts';
import type { WebhookSender } from './webhooks.ts';

type Params = { access_code: string };
type Fields = Record<string, unknown>;

/** The callback with `reference` and `trxref` added, as Paystack sends the shopper back. */
export function callbackWithReference(callbackUrl: string, reference: string): string {
  const url = new URL(callbackUrl);
  url.searchParams.set('reference', reference);
  url.searchParams.set('trxref', reference);
  return url.toString();
}

const isPaid = (row: SandboxTransaction) => row.status === 'success' || row.status === 'reversed';

function viewOf(row: SandboxTransaction): PageView {
  if (isPaid(row)) return { view: 'paid' };
  if (row.status === 'abandoned') return { view: 'cancelled' };
  if (row.status === 'ongoing' && (row.step === 'pin' || row.step === 'otp')) return { view: row.step };
  return { view: 'card' };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The hosted payment page and its forms. Forms post URL-encoded (a browser) or JSON (tests); every
 * outcome that changes state answers 303 (to the page, or to the merchant's callback) so a refresh
 * never posts a card twice.
 */
export function checkoutRoutes(sender: WebhookSender) {
  return async (app: FastifyInstance) => {
    const db = app.database.db;
    const pagePath = (code: string) => `${app.prefix}/checkout/${encodeURIComponent(code)}`;
    const returnUrl = (row: SandboxTransaction) =>
      row.callbackUrl ? callbackWithReference(row.callbackUrl, row.reference) : null;

    const html = (reply: FastifyReply, code: number, page: string) =>
      reply
        .code(code)
        .header('cache-control', 'no-store')
        .header('content-security-policy', CHECKOUT_CSP)
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8')
        .send(page);

    const render = (reply: FastifyReply, row: SandboxTransaction, view: PageView, code = 200) =>
      html(
        reply,
        code,
        checkoutPage({ row, action: pagePath(row.accessCode), view, returnUrl: returnUrl(row) }),
      );

    const missing = (reply: FastifyReply) => html(reply, 404, missingPage());

    /** Back to the merchant once the payment is over; without a callback, the page says it is over. */
    const leave = (reply: FastifyReply, row: SandboxTransaction) => {
      const url = returnUrl(row);
      return url ? reply.redirect(url, 303) : render(reply, row, viewOf(row));
    };

    const toPage = (reply: FastifyReply, row: SandboxTransaction) =>
      reply.redirect(pagePath(row.accessCode), 303);

    const paid = (row: SandboxTransaction, changed: boolean) => {
      if (changed) sender.send({ event: 'charge.success', data: transactionData(row) });
    };

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const code =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      if (code === 500) request.log.error({ err: error }, 'sandbox paystack page failed');
      return html(
        reply,
        code,
        `<!doctype html><meta charset="utf-8"><title>Payment error</title><p>${escapeHtml(
          code === 500 ? 'Something went wrong. Please try again.' : error.message,
        )}</p>`,
      );
    });

    app.get<{ Params: Params }>(
      '/checkout/:access_code',
      { schema: { hide: true } },
      async (request, reply) => {
        const row = await findByAccessCode(db, request.params.access_code);
        return row ? render(reply, row, viewOf(row)) : missing(reply);
      },
    );

    app.post<{ Params: Params; Body: Fields | undefined }>(
      '/checkout/:access_code/pay',
      { schema: { hide: true } },
      async (request, reply) => {
        const row = await findByAccessCode(db, request.params.access_code);
        if (!row) return missing(reply);
        if (isPaid(row) || row.status === 'abandoned') return leave(reply, row);
        const fields = request.body ?? {};
        const parsed = parseCard(fields);
        if (isCardProblem(parsed)) {
          const entered = { card_number: text(fields.card_number), expiry: text(fields.expiry) };
          return render(reply, row, { view: 'card', problem: parsed, entered }, 422);
        }
        const outcome = await chargeCard(db, row.accessCode, parsed, request.ip);
        if (outcome.kind === 'missing') return missing(reply);
        if (outcome.kind === 'paid') {
          paid(outcome.row, outcome.changed);
          return leave(reply, outcome.row);
        }
        return outcome.kind === 'closed' ? leave(reply, outcome.row) : toPage(reply, outcome.row);
      },
    );

    for (const step of ['pin', 'otp'] as const) {
      app.post<{ Params: Params; Body: Fields | undefined }>(
        `/checkout/:access_code/${step}`,
        { schema: { hide: true } },
        async (request, reply) => {
          const answer = text(request.body?.[step]);
          const expected = step === 'pin' ? TEST_PIN : TEST_OTP;
          const outcome: StepOutcome = await submitStep(
            db,
            request.params.access_code,
            step,
            answer,
            expected,
          );
          switch (outcome.kind) {
            case 'missing':
              return missing(reply);
            case 'wrong':
              return render(reply, outcome.row, { view: step, error: outcome.message }, 422);
            case 'paid':
              paid(outcome.row, outcome.changed);
              return leave(reply, outcome.row);
            case 'closed':
              return leave(reply, outcome.row);
            default:
              return toPage(reply, outcome.row);
          }
        },
      );
    }

    app.post<{ Params: Params }>(
      '/checkout/:access_code/cancel',
      { schema: { hide: true } },
      async (request, reply) => {
        const row = await cancelPayment(db, request.params.access_code);
        return row ? leave(reply, row) : missing(reply);
      },
    );
  };
}
