import axe from 'axe-core';
import { apiLogin, newCustomer, productWithColours } from '../cart-helpers';
import { addFromPicker } from '../checkout-helpers';
import { type APIRequestContext, expect, type Page, test } from '../fixtures';
import { linkPath, logInWith, newestMail, openLoginVia, uniqueEmail } from '../identity-helpers';

/*
 * Issue 54: a guest's cart is attached to the customer at every login, whichever page the login
 * happens on (here the verify and reset pages, whose layout has no cart badge), and checkout never
 * prices lines the shopper has not been shown.
 */

type Card = { slug: string; name: string; type: string; quantity: number };

async function productNamed(request: APIRequestContext, name: string): Promise<Card> {
  const list = await request.get(`/api/v1/products?search=${encodeURIComponent(name)}&perPage=20`);
  expect(list.ok()).toBe(true);
  const cards = (await list.json()).data.data as Card[];
  const card = cards.find((c) => c.type === 'product' && c.quantity > 5 && c.name.startsWith(name));
  if (!card) throw new Error(`no seeded product named ${name}`);
  return card;
}

/** As a guest, on the product's page: Add to cart (with the picker's first options if it asks). */
async function guestAdds(page: Page, product: Card) {
  await page.goto(`/product/${product.slug}`);
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/v1/cart/add'));
  await page
    .getByRole('button', { name: /^add to cart/i })
    .first()
    .click();
  const picker = page.getByRole('dialog', { name: 'Choose your options' });
  const asked = await Promise.race([
    answered.then(() => false),
    picker
      .waitFor({ state: 'visible' })
      .then(() => true)
      .catch(() => false),
  ]);
  if (asked) await addFromPicker(picker);
  expect((await answered).ok()).toBe(true);
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
}

test('a guest who signs up, verifies from the mail and logs in on the verify page keeps the cart', async ({
  page,
  request,
}, info) => {
  const garri = await productNamed(request, 'Garri Ijebu');
  await guestAdds(page, garri);

  const email = uniqueEmail('garri', info.project.name);
  const password = 'Ijebu2025';
  let dialog = await openLoginVia(page, '/account', `/product/${garri.slug}`);
  await dialog.getByRole('button', { name: 'Create an account' }).click();
  dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByRole('button', { name: 'Sign up with email' }).click();
  await dialog.getByLabel('First name').fill('Adaeze');
  await dialog.getByLabel('Last name').fill('Obi');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm password').fill(password);
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog.getByRole('heading', { name: 'Verify your email' })).toBeVisible();

  const mail = await newestMail(request, email, /verify/i);
  await page.goto(linkPath(mail, 'verify-link-email'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await logInWith(page, email, password);
  await expect(page).toHaveURL(/\/account$/);

  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(garri.name);
  // Nothing came from an earlier cart, so there is nothing to tell.
  await expect(page.getByRole('region', { name: 'Your cart changed' })).toHaveCount(0);
});

test('lines from the customer’s earlier cart are shown before checkout, and cart and checkout agree', async ({
  page,
  request,
}) => {
  const garri = await productNamed(request, 'Garri Ijebu');
  const shirt = await productWithColours(request);
  const colour = shirt.colors[0]!;
  const size = shirt.sizes.includes('M') ? 'M' : (shirt.sizes[0] ?? null);
  const label = [colour, size].filter(Boolean).join(' · ');

  // An earlier session left 3 of the shirt in the customer's own cart.
  const customer = await newCustomer(request);
  const token = await apiLogin(request, customer.email, customer.password);
  const earlier = await request.post('/api/v1/cart/add', {
    headers: { authorization: `Bearer ${token}` },
    data: { slug: shirt.slug, quantity: 3, variants: [{ colors: colour, sizes: size, quantity: 3 }] },
  });
  expect(earlier.ok(), await earlier.text()).toBe(true);

  // Today, as a guest: one bag of garri, then a password reset and a login on the reset page.
  await guestAdds(page, garri);
  const asked = await request.post('/api/v1/password/request-reset-link', {
    data: { email: customer.email },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const mail = await newestMail(request, customer.email, /reset/i);
  await page.goto(linkPath(mail, 'reset-password'));
  await page.getByLabel('New password', { exact: true }).fill('Abeokuta2025');
  await page.getByLabel('Confirm new password').fill('Abeokuta2025');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password reset' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await logInWith(page, customer.email, 'Abeokuta2025');
  await expect(page).toHaveURL(/\/account$/);

  // The badge counts the merged cart at once: 1 bag + 3 shirts.
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  const onCart = page.getByRole('region', { name: 'Your cart changed' });
  await expect(onCart).toBeVisible();
  await expect(onCart).toContainText(shirt.name);
  await expect(onCart).toContainText(label);
  await expect(onCart).toContainText('3 added');
  const cartTotal = (await page.getByTestId('cart-total').textContent())?.trim();
  expect(cartTotal).toMatch(/^₦[\d,]+\.\d{2}$/);

  await page.goto('/checkout');
  const notice = page.getByRole('region', { name: 'Your cart changed' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(shirt.name);
  await expect(notice).toContainText(label);
  await expect(notice).toContainText('3 added');
  await expect(page.getByTestId('summary-cart_total')).toContainText('4 items');
  await expect(page.getByTestId('summary-cart_total').locator('dd')).toHaveText(cartTotal!);
  // The notice passes axe: no serious or critical finding inside it.
  await page.evaluate(axe.source);
  const findings = await page.evaluate(async () => {
    const { run } = (globalThis as unknown as { axe: typeof axe }).axe;
    const results = await run({ include: ['[data-testid="cart-changes"]'] }, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id);
  });
  expect(findings).toEqual([]);
  // Paying waits until the shopper has seen what changed.
  const place = page.getByRole('button', { name: 'Place order' }).last();
  await expect(place).toBeDisabled();
  await expect(page.getByText('Check the changes to your cart above to continue.').last()).toBeVisible();

  await notice.getByRole('button', { name: 'Got it' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByText('Check the changes to your cart above to continue.')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
  // Seen once is seen: the cart page no longer shows it either.
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Your cart changed' })).toHaveCount(0);
});
