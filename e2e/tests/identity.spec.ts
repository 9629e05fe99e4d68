import { messages } from '@oja/contract/messages';
import { expect, test } from './fixtures';
import {
  DEMO_PASSWORD,
  linkPath,
  logInWith,
  newestMail,
  openLoginVia,
  uniqueEmail,
  verifiedCustomer,
} from './identity-helpers';

test('sign up, verify from the mailbox, log in and land on the guarded page first asked for', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail('newcomer', info.project.name);
  const password = 'Ibadan2025';
  let dialog = await openLoginVia(page, '/account/orders-and-tracking');
  await expect(page).toHaveURL(/\/categories\?redirectFrom=%2Faccount%2Forders-and-tracking/);

  await dialog.getByRole('button', { name: 'Create an account' }).click();
  dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('button', { name: 'Sign up with email' }).click();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();

  await dialog.getByLabel('First name').fill('Chiamaka');
  await dialog.getByLabel('Last name').fill('Nwosu');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByText('Account created')).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Resend link in \d+s/ })).toBeDisabled();
  await expect(dialog.getByRole('link', { name: 'Open mail app' })).toBeVisible();

  const mail = await newestMail(request, email, /verify/i);
  await page.goto(linkPath(mail, 'verify-link-email'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  // The secret leaves the address bar once read.
  await expect(page).not.toHaveURL(/token=/);
  await page.getByRole('button', { name: 'Log in' }).click();
  await logInWith(page, email, password);
  await expect(page).toHaveURL(/\/account\/orders-and-tracking$/);
  await expect(page.getByText('Log in successful')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBe('authenticated');
});

test('forgot password: request, check your email, reset from the link and log in', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail('forgetful', info.project.name);
  await verifiedCustomer(request, email, 'Kano12345');

  const login = await openLoginVia(page, '/account');
  await login.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('Link sent successful')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Open mail app' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Resend link in \d+s/ })).toBeDisabled();

  const mail = await newestMail(request, email, /reset/i);
  const resetPath = linkPath(mail, 'reset-password');
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('Enugu2025');
  await page.getByLabel('Confirm new password').fill('Enugu2025');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The link works once.
  await page.goto(resetPath);
  await page.getByLabel('New password', { exact: true }).fill('Other2025');
  await page.getByLabel('Confirm new password').fill('Other2025');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);

  await openLoginVia(page, '/account');
  await logInWith(page, email, 'Kano12345');
  await expect(page.getByRole('dialog', { name: 'Log in' }).getByRole('alert')).toContainText(
    'Incorrect email or password',
  );
  await logInWith(page, email, 'Enugu2025');
  await expect(page).toHaveURL(/\/account$/);
});

test('a reset link without a token shows no form, only the way to a new link', async ({ page }) => {
  await page.goto('/reset-password');
  await expect(page.getByRole('alert')).toHaveText(messages.resetLinkInvalid);
  await expect(page.getByRole('button', { name: 'Reset password' })).toHaveCount(0);
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Send me a new reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password' });
  await expect(dialog.getByRole('button', { name: 'Send reset link' })).toBeVisible();
});

test('changing the password logs the shopper out and opens the login modal', async ({
  page,
  request,
}, info) => {
  const email = uniqueEmail('changer', info.project.name);
  await verifiedCustomer(request, email, 'Abuja12345');
  await openLoginVia(page, '/account');
  await logInWith(page, email, 'Abuja12345');
  await expect(page).toHaveURL(/\/account$/);
  const oldToken = await page.evaluate(() => localStorage.getItem('oja.token'));

  await page.goto('/account?modal=change-password');
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('wrong-password');
  await dialog.getByLabel('New password', { exact: true }).fill('Jos123456');
  await dialog.getByLabel('Confirm new password').fill('Jos123456');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Current password is incorrect').first()).toBeVisible();

  await dialog.getByLabel('Current password').fill('Abuja12345');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('Password successfully changed. Please log in again')).toBeVisible();
  await expect(page).toHaveURL(/\/\?redirectFrom=%2Faccount/);
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('oja.token'))).toBeNull();

  // The token from before the change no longer opens anything.
  const probe = await request.put('/api/v1/user/change-password', {
    headers: { Authorization: `Bearer ${oldToken}` },
    data: {},
  });
  expect(probe.status()).toBe(401);

  // Keyboard, not a tap: the home page behind the modal is what the phone shows first.
  await dialog.getByRole('button', { name: 'Log in' }).press('Enter');
  await logInWith(page, email, 'Jos123456');
  await expect(page).toHaveURL(/\/account$/);
});

test('a banned customer sees Contact Support and sends an appeal', async ({ page }) => {
  await openLoginVia(page, '/account');
  await logInWith(page, 'banned@oja.test', DEMO_PASSWORD);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('alert')).toContainText('Your account has been banned');
  await login.getByRole('button', { name: 'Contact Support' }).click();

  const support = page.getByRole('dialog', { name: 'Contact support' });
  await expect(support.getByLabel('Email address')).toHaveValue('banned@oja.test');
  await support.getByRole('button', { name: 'Send appeal' }).click();
  await expect(support.getByText('Description is required')).toBeVisible();
  await support.getByLabel('Description').fill('My account was banned by mistake; I only bought a phone.');
  await support.getByRole('button', { name: 'Send appeal' }).click();
  await expect(support.getByRole('heading', { name: 'Appeal sent' })).toBeVisible();
});

test('a suspended customer goes to /appeal-suspension from Contact Support', async ({ page }) => {
  await openLoginVia(page, '/account');
  await logInWith(page, 'suspended@oja.test', DEMO_PASSWORD);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByRole('alert')).toContainText('Your account has been suspended');
  await login.getByRole('button', { name: 'Contact Support' }).click();
  await expect(page).toHaveURL(/\/appeal-suspension$/);
  await expect(page.getByLabel('Email address')).toHaveValue('suspended@oja.test');
  await page.getByLabel('Description').fill('Please review my suspension.');
  await page.getByRole('button', { name: 'Send appeal' }).click();
  await expect(page.getByRole('heading', { name: 'Appeal sent' })).toBeVisible();
});
