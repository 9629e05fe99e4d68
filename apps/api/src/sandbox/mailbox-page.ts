import { mailboxQuery } from '@oja/contract/identity';
import type { FastifyInstance } from 'fastify';
import { thisMachineOnly } from '../lib/loopback.ts';
import { readMailbox } from './mailbox.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * /dev/mailbox: the outbox for a person, one card per mail with its links ready to click. The mail's
 * own HTML is shown in a sandboxed iframe (no scripts, no same-origin access). Development only.
 */
export default async function mailboxPage(app: FastifyInstance) {
  app.addHook('onRequest', thisMachineOnly);
  app.get('/dev/mailbox', async (request, reply) => {
    const parsed = mailboxQuery.safeParse(request.query);
    const mails = await readMailbox(app.database.db, parsed.success ? parsed.data : { limit: 50 });
    const cards = mails
      .map(
        (m) => `<article>
  <header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${escapeHtml(m.created_at)}</span></header>
  <ul>${m.links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>
  <details><summary>Show mail</summary><iframe sandbox="" srcdoc="${escapeHtml(m.html)}" title="${escapeHtml(m.subject)}"></iframe>
  <pre>${escapeHtml(m.text)}</pre></details>
</article>`,
      )
      .join('\n');
    const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Oja dev mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:auto;padding:16px;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:12px;padding:12px 16px;margin:12px 0}
header{display:flex;flex-direction:column;gap:2px}header span{color:#6b7280;font-size:13px}
a{color:#15803d;word-break:break-all}iframe{width:100%;height:420px;border:1px solid #e5e7eb;border-radius:8px}
pre{white-space:pre-wrap;font-size:13px}</style></head><body>
<h1>Dev mailbox</h1><p>Mail the shop sent while no SMTP server is configured, newest first. JSON: <a href="/api/v1/dev/mailbox">/api/v1/dev/mailbox</a></p>
<form><input name="to" placeholder="Filter by address" value="${escapeHtml(parsed.success ? (parsed.data.to ?? '') : '')}"> <button>Filter</button></form>
${cards || '<p>No mail yet.</p>'}</body></html>`;
    return reply
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'")
      .type('text/html; charset=utf-8')
      .send(page);
  });
}
