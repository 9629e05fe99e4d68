const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The HTML of every mail the shop sends: a heading, paragraphs, and an optional button. */
export function layout(
  heading: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#15803d;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(link.label)}</a></p>
<p style="font-size:12px;color:#6b7280">If the button does not work, paste this address into your browser:<br>${escapeHtml(link.href)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>${body}${button}
<p style="font-size:12px;color:#6b7280">Oja, shopping for Nigeria.</p></body></html>`;
}
