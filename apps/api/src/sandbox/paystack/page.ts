import { formatNaira } from '@oja/contract/money';
import { type CardProblem, groupedCardNumber, TEST_CARDS, TEST_OTP, TEST_PIN } from './cards.ts';
import type { SandboxTransaction } from './gateway.ts';

/**
 * The hosted payment page, server-rendered without scripts or outside assets so it works on any
 * phone. Every value that came from a request or the database goes through `escapeHtml`.
 */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export type PageView =
  | { view: 'card'; problem?: CardProblem; entered?: { card_number?: string; expiry?: string } }
  | { view: 'pin'; error?: string }
  | { view: 'otp'; error?: string }
  | { view: 'paid' }
  | { view: 'cancelled' };

export const CHECKOUT_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'";

const STYLE = `*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#011b33;background:#eef2f6}
.mode{display:flex;flex-wrap:wrap;gap:6px 10px;align-items:center;justify-content:center;margin:0;padding:8px 16px;background:#fff8e1;border-bottom:1px solid #f3d98b;color:#5c4300;font-size:14px;text-align:center}
.badge{font-size:12px;font-weight:700;letter-spacing:.06em;background:#f5b301;color:#2e2100;border-radius:4px;padding:1px 7px}
.sheet{max-width:440px;margin:32px auto;background:#fff;border-radius:16px;box-shadow:0 1px 2px rgba(1,27,51,.06),0 12px 32px rgba(1,27,51,.10);overflow:hidden}
h1{display:flex;align-items:center;gap:8px;margin:0;padding:14px 20px;border-bottom:1px solid #e6ebf1;font-size:15px;font-weight:650}
h1 svg{flex:none}
h2{margin:0 0 4px;font-size:18px}
.summary{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:12px;padding:16px 20px;background:#f7f9fb;border-bottom:1px solid #e6ebf1}
.merchant{display:flex;align-items:center;gap:10px;min-width:0}
.logo{flex:none;display:grid;place-items:center;width:40px;height:40px;border-radius:10px;background:#0a7d3b;color:#fff;font-weight:800;font-size:20px}
.label{margin:0;color:#5b6b7c;font-size:13px}
.name{margin:0;font-weight:700}
.email{flex-basis:100%;margin:0;padding-top:10px;border-top:1px solid #e6ebf1;font-size:14px;overflow-wrap:anywhere}
.email .label{display:inline;margin-right:6px}
.amount{text-align:right;flex:none}
.sum{margin:0;font-size:22px;font-weight:750;font-variant-numeric:tabular-nums;white-space:nowrap}
.body{padding:20px}
.body>p{margin:0 0 16px;color:#3c4b5c}
.field{display:flex;flex-direction:column;gap:6px;margin-bottom:14px;min-width:0}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
label{font-size:14px;font-weight:600}
input{width:100%;font:inherit;font-size:17px;padding:11px 12px;border:1px solid #c7d1dc;border-radius:10px;background:#fff;color:inherit;font-variant-numeric:tabular-nums}
input:focus{outline:3px solid rgba(10,125,59,.25);border-color:#0a7d3b}
input[aria-invalid=true]{border-color:#c62828}
.error{margin:0;color:#b71c1c;font-size:14px}
.hint{margin:0;color:#5b6b7c;font-size:13px}
.primary{display:block;width:100%;margin-top:6px;padding:13px 16px;border:0;border-radius:10px;background:#0a7d3b;color:#fff;font:inherit;font-weight:700;font-size:16px;text-align:center;text-decoration:none;cursor:pointer}
.primary:hover{background:#086a32}
.primary:focus-visible,.link:focus-visible,a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.alert{margin:0 0 18px;padding:12px 14px;border-radius:10px;font-size:15px}
.alert p{margin:2px 0 0}
.alert.bad{background:#fdecec;border:1px solid #f5c2c2;color:#8a1c1c}
.alert.good{background:#e8f6ee;border:1px solid #b7e1c6;color:#0b5d2e}
.alert a{color:inherit;font-weight:700}
.done{text-align:center;padding:8px 0 4px}
.done svg{display:block;margin:0 auto 10px}
.done p{color:#3c4b5c;margin:0 0 18px}
.tests{margin:0;padding:16px 20px;border-top:1px solid #e6ebf1;background:#fbfcfd}
.tests h2{font-size:14px;margin:0 0 8px;color:#3c4b5c}
.tests ul{list-style:none;margin:0;padding:0;display:grid;gap:8px}
.tests li{display:flex;flex-direction:column;gap:1px}
code{font:600 14px/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;letter-spacing:.02em}
.tests span{font-size:13px;color:#5b6b7c}
.foot{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:8px;padding:12px 20px;border-top:1px solid #e6ebf1;font-size:13px;color:#5b6b7c}
.foot form{margin:0}
.link{border:0;background:none;padding:4px 0;font:inherit;font-size:14px;color:#b71c1c;text-decoration:underline;cursor:pointer}
@media (max-width:480px){body{background:#fff}.sheet{margin:0;border-radius:0;box-shadow:none}.summary,.body,.tests,.foot{padding-left:16px;padding-right:16px}h1{padding:12px 16px}}`;

const LOCK = `<svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="#0a7d3b" d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Z"/></svg>`;
const CHECK = `<svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="11" fill="#e8f6ee"/><path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#0a7d3b" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const CROSS = `<svg width="56" height="56" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="11" fill="#f1f4f7"/><path d="m8.5 8.5 7 7m0-7-7 7" fill="none" stroke="#5b6b7c" stroke-width="2.2" stroke-linecap="round"/></svg>`;

function field(o: {
  name: string;
  label: string;
  value?: string;
  error?: string;
  attrs: string;
  hint?: string;
}) {
  const described = [o.error ? `${o.name}-error` : '', o.hint ? `${o.name}-hint` : ''].filter(Boolean);
  return `<div class="field"><label for="${o.name}">${escapeHtml(o.label)}</label>
<input id="${o.name}" name="${o.name}" ${o.attrs} required${o.value ? ` value="${escapeHtml(o.value)}"` : ''}${
    o.error ? ' aria-invalid="true" autofocus' : ''
  }${described.length ? ` aria-describedby="${described.join(' ')}"` : ''}>
${o.error ? `<p class="error" id="${o.name}-error">${escapeHtml(o.error)}</p>` : ''}${
  o.hint ? `<p class="hint" id="${o.name}-hint">${escapeHtml(o.hint)}</p>` : ''
}</div>`;
}

function cardForm(row: SandboxTransaction, action: string, view: Extract<PageView, { view: 'card' }>) {
  const declined = row.status === 'failed' && !view.problem;
  const error = (name: CardProblem['field']) =>
    view.problem?.field === name ? view.problem.message : undefined;
  return `${
    declined
      ? `<div class="alert bad" role="alert"><strong>Payment declined</strong><p>${escapeHtml(
          row.gatewayResponse || 'Declined',
        )}: your bank did not approve this card. <a href="#card_number">Try another card</a></p></div>`
      : ''
  }<h2>${declined ? 'Try another card' : 'Pay with card'}</h2>
<p>Enter one of the test cards listed below.</p>
<form method="post" action="${escapeHtml(action)}/pay">
${field({
  name: 'card_number',
  label: 'Card number',
  value: view.entered?.card_number,
  error: error('card_number'),
  attrs: 'inputmode="numeric" autocomplete="cc-number" placeholder="0000 0000 0000 0000" maxlength="23"',
})}
<div class="row">${field({
    name: 'expiry',
    label: 'Expiry (MM/YY)',
    value: view.entered?.expiry,
    error: error('expiry'),
    attrs: 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="7"',
  })}${field({
    name: 'cvv',
    label: 'CVV',
    error: error('cvv'),
    attrs: 'inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="3"',
  })}</div>
<button class="primary" type="submit">Pay ${formatNaira(row.amountKobo)}</button>
</form>`;
}

function stepForm(action: string, step: 'pin' | 'otp', error?: string) {
  const pin = step === 'pin';
  return `<h2>${pin ? 'Enter your card PIN' : 'Enter the OTP'}</h2>
<p>${pin ? 'Your bank needs the 4-digit PIN of this card.' : 'Your bank sent a one-time password to your phone.'}</p>
<form method="post" action="${escapeHtml(action)}/${step}">
${field({
  name: step,
  label: pin ? 'Card PIN' : 'One-time password (OTP)',
  error,
  hint: pin ? `Test PIN: ${TEST_PIN}` : `Test OTP: ${TEST_OTP}`,
  attrs: pin
    ? 'type="password" inputmode="numeric" autocomplete="off" maxlength="4"'
    : 'inputmode="numeric" autocomplete="one-time-code" maxlength="6"',
})}
<button class="primary" type="submit">${pin ? 'Continue' : 'Authorize payment'}</button>
</form>`;
}

function finished(row: SandboxTransaction, returnUrl: string | null, paid: boolean) {
  const last4 = (row.authorization as { last4?: string } | null)?.last4;
  const back = returnUrl
    ? `<a class="primary" href="${escapeHtml(returnUrl)}">Return to Oja</a>`
    : '<p>You can close this page.</p>';
  return paid
    ? `<div class="done" role="status">${CHECK}<h2>Payment successful</h2><p>${formatNaira(row.amountKobo)} paid${
        last4 ? ` with card •••• ${escapeHtml(last4)}` : ''
      }.</p>${back}</div>`
    : `<div class="done" role="status">${CROSS}<h2>Payment cancelled</h2><p>Nothing was charged.</p>${back}</div>`;
}

const TEST_CARD_LIST = `<section class="tests" aria-labelledby="test-cards"><h2 id="test-cards">Test cards</h2><ul>${TEST_CARDS.map(
  (card) =>
    `<li><code>${groupedCardNumber(card.number)}</code><span>${escapeHtml(card.description)} · CVV ${card.cvv} · any future expiry</span></li>`,
).join('')}</ul></section>`;

function layout(title: string, main: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><p class="mode" role="note"><span class="badge">TEST MODE</span><span>No real money moves here.</span></p>
<main class="sheet">
<h1>${LOCK}Oja sandbox — Paystack test mode</h1>
${main}
</main></body></html>`;
}

export function checkoutPage(o: {
  row: SandboxTransaction;
  /** Path of this page (`/sandbox/paystack/checkout/<code>`); the forms post below it. */
  action: string;
  view: PageView;
  returnUrl: string | null;
}) {
  const { row, action, view } = o;
  const open = view.view === 'card' || view.view === 'pin' || view.view === 'otp';
  const content =
    view.view === 'card'
      ? cardForm(row, action, view)
      : view.view === 'pin' || view.view === 'otp'
        ? stepForm(action, view.view, view.error)
        : finished(row, o.returnUrl, view.view === 'paid');
  const amount = formatNaira(row.amountKobo);
  return layout(
    `Pay ${amount} · Oja sandbox`,
    `<section class="summary" aria-label="Payment summary">
<div class="merchant"><span class="logo" aria-hidden="true">O</span><div><p class="label">Paying</p><p class="name">Oja</p></div></div>
<div class="amount"><p class="label">Amount</p><p class="sum">${amount}</p></div>
<p class="email"><span class="label">Customer</span>${escapeHtml(row.email)}</p>
</section>
<div class="body">${content}</div>
${open ? TEST_CARD_LIST : ''}
<div class="foot"><span>Reference <code>${escapeHtml(row.reference)}</code></span>${
      open
        ? `<form method="post" action="${escapeHtml(action)}/cancel"><button class="link" type="submit">Cancel payment</button></form>`
        : ''
    }</div>`,
  );
}

export function missingPage() {
  return layout(
    'Payment not found · Oja sandbox',
    `<div class="body"><div class="done">${CROSS}<h2>Payment not found</h2><p>This payment link is not valid. Go back to the shop and start the payment again.</p></div></div>`,
  );
}
