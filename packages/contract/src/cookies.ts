/** The names and values in a Cookie header, or in `document.cookie` (`a=1; b=2`); malformed parts are skipped. */
export function parseCookieHeader(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const cookie = part.trim();
    const at = cookie.indexOf('=');
    if (at <= 0) continue;
    cookies.set(cookie.slice(0, at).trimEnd(), cookie.slice(at + 1).trimStart());
  }
  return cookies;
}
