import { type APIRequestContext, expect, test } from './fixtures';
import { newestMail, openLoginVia, uniqueEmail } from './identity-helpers';

const password = 'Jos2025x';

/** A verified shopper who gave `phone` at sign-up, as the sign-up form sends it. */
async function customerWithPhone(request: APIRequestContext, email: string, phone: string) {
  const created = await request.post('/api/v1/customer', {
    data: {
      firstname: 'Halima',
      lastname: 'Bello',
      email,
      phone_number: phone,
      password,
      password_confirmation: password,
      recaptcha: 'dev:REGISTER_CUSTOMER',
    },
  });
  expect(created.status()).toBe(201);
  const mail = await newestMail(request, email, /verify/i);
  const token = new URL(mail.links[0]!).searchParams.get('token');
  expect((await request.post('/api/v1/email/verify', { data: { token } })).status()).toBe(200);
}

test('signs in with the phone number typed with spaces; remember me keeps a new tab signed in (issue 54)', async ({
  page,
  context,
  request,
}, info) => {
  const email = uniqueEmail('phone', info.project.name);
  const digits = String(Date.now()).slice(-8);
  await customerWithPhone(request, email, `+234 81${digits}`);

  const dialog = await openLoginVia(page, '/account');
  await dialog
    .getByLabel('Email address or phone number')
    .fill(`081 ${digits.slice(0, 4)} ${digits.slice(4)}`);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('checkbox', { name: 'Remember me' }).check();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Halima Bello' })).toBeVisible();

  // A new tab shares localStorage but starts with an empty sessionStorage.
  const tab = await context.newPage();
  await tab.goto('/account');
  await expect(tab.getByRole('heading', { name: 'Halima Bello' })).toBeVisible();
  await expect(tab.getByRole('dialog', { name: 'Log in' })).toBeHidden();
});
