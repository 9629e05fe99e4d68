import { expect, type Locator, type Page } from './fixtures';

/** Paystack's test cards as the sandbox gateway knows them (apps/api/src/sandbox/paystack/cards.ts). */
export const SUCCESS_CARD = { number: '4084 0840 8408 4081', expiry: '12/30', cvv: '408' };
/** The sandbox's own card: paid, but every refund of it fails (refund.failed). */
export const FAILING_REFUND_CARD = { number: '4084 0840 8408 4099', expiry: '12/30', cvv: '408' };
export const DECLINED_CARD = { number: '4084 0800 0000 5408', expiry: '12/30', cvv: '001' };

/** In the open variant picker: its first options, then Add 1 to cart; the picker closes. */
export async function addFromPicker(picker: Locator) {
  await picker
    .getByRole('button', { name: /^Increase quantity of/ })
    .first()
    .click();
  await picker.getByRole('button', { name: 'Add 1 to cart' }).click();
  await expect(picker).toBeHidden();
}

/**
 * A guest fills a cart from the product list: each tap on the first Add to cart button adds a new
 * product (an added product's button turns into a way to the cart). The variant picker, when a
 * product asks for options, takes one of its first colour and size.
 */
export async function guestFillsCart(page: Page, count = 2) {
  await page.goto('/products');
  const buttons = page.getByRole('main').getByRole('button', { name: /^add to cart/i });
  const picker = page.getByRole('dialog', { name: 'Choose your options' });
  for (let added = 0; added < count; added++) {
    await expect(buttons.first()).toBeVisible();
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/v1/cart/add'));
    await buttons.first().click();
    const asked = await Promise.race([
      answered.then(() => false),
      picker
        .waitFor({ state: 'visible' })
        .then(() => true)
        .catch(() => false),
    ]);
    if (asked) await addFromPicker(picker);
    expect((await answered).ok()).toBe(true);
  }
}

/** From the cart, Checkout asks a guest to log in; the login modal brings them back to /checkout. */
export async function checkoutAsGuestThenLogIn(page: Page, email: string, password: string) {
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line').first()).toBeVisible();
  await page.getByRole('link', { name: 'Checkout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email address or phone number').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/checkout$/);
}

/** Fills the address editor (or the legacy page's inline form) and saves it. */
export async function saveAddress(form: Locator) {
  await form.getByLabel('Address', { exact: true }).fill('14 Adeola Odeku Street, Victoria Island');
  await form.getByLabel('Region').selectOption({ label: 'Lagos' });
  const city = form.getByLabel('City');
  await expect(city).toBeEnabled();
  await expect(city.locator('option').nth(1)).toBeAttached();
  await city.selectOption({ index: 1 });
  await form.getByLabel('Postal code').fill('101241');
  await form.getByLabel('Phone number').fill('08031234567');
  await form.getByRole('button', { name: 'Save address' }).click();
}

/** Pays on the sandbox gateway's hosted page (field names of apps/api/src/sandbox/paystack/page.ts). */
export async function payOnSandbox(page: Page, card: { number: string; expiry: string; cvv: string }) {
  await expect(page).toHaveURL(/\/sandbox\/paystack\/checkout\//);
  await page.getByLabel('Card number').fill(card.number);
  await page.getByLabel('Expiry (MM/YY)').fill(card.expiry);
  await page.getByLabel('CVV').fill(card.cvv);
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
}
