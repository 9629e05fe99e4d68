import { type APIRequestContext, expect, type Page } from './fixtures';

export const DEMO_PASSWORD = 'OjaDemo2024';

let counter = 0;
/** A fresh address per test and per project (desktop and phone share one server). */
export function uniqueEmail(prefix: string, projectName: string): string {
  counter += 1;
  return `${prefix}.${projectName}.${Date.now().toString(36)}${counter}@oja.test`;
}

type Mail = { to: string; subject: string; links: string[] };

/** The newest mail to `to` in the dev outbox, waiting briefly for it to arrive. */
export async function newestMail(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
      const mails = (await answer.json()).data as Mail[];
      found = mails.find((m) => subject.test(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found!;
}

/** The mailed link as a path on the server under test (PUBLIC_URL may name another host). */
export function linkPath(mail: Mail, path: string): string {
  const link = mail.links.find((l) => l.includes(`/${path}?`));
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/** Signs up and verifies through the API and the outbox, as a shopper would through mail. */
export async function verifiedCustomer(request: APIRequestContext, email: string, password: string) {
  const created = await request.post('/api/v1/customer', {
    data: {
      firstname: 'Ngozi',
      lastname: 'Okeke',
      email,
      password,
      password_confirmation: password,
      recaptcha: 'dev:REGISTER_CUSTOMER',
    },
  });
  expect(created.status()).toBe(201);
  const mail = await newestMail(request, email, /verify/i);
  const token = new URL(mail.links[0]!).searchParams.get('token');
  const verified = await request.post('/api/v1/email/verify', { data: { token } });
  expect(verified.status()).toBe(200);
}

/** A guarded page sends a guest back with redirectFrom and opens the login modal (spec section 2). */
export async function openLoginVia(page: Page, guarded: string, from = '/categories') {
  await page.goto(from);
  await expect(page.getByRole('main')).toBeVisible();
  // An in-app navigation (as a link would do), so the guard knows the page the shopper came from.
  await page.evaluate((path) => {
    window.history.pushState({}, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, guarded);
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function logInWith(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email address or phone number').fill(email);
  // Enter in the password field submits, as most shoppers on phones do.
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Password', { exact: true }).press('Enter');
}
