import { guestFillsCart, saveAddress } from './checkout-helpers';
import { expect, type Page } from './fixtures';
import { logInWith, openLoginVia } from './identity-helpers';

/** '₦12,345.67' (or '−₦…', '+₦…') as kobo, so figures compare exactly. */
export function koboOf(text: string): number {
  const match = /([+\-−]?)₦([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no naira amount in "${text}"`);
  const kobo = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] === '-' || match[1] === '−' ? -kobo : kobo;
}

/** Kobo as the shop writes it: ₦12,345.67. */
export function nairaOf(kobo: number): string {
  const whole = Math.floor(Math.abs(kobo) / 100).toLocaleString('en-US');
  return `${kobo < 0 ? '-' : ''}₦${whole}.${String(Math.abs(kobo) % 100).padStart(2, '0')}`;
}

/**
 * The cookie banner shows on the first page of a browser session; on a phone it covers the bottom of
 * the screen, so the shopper answers it first (Reject all: nothing optional is needed here).
 */
export async function answerCookieBannerIfShown(page: Page) {
  const banner = page.getByTestId('cookie-banner');
  const shown = await banner
    .waitFor({ state: 'visible', timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) return;
  await banner.getByRole('button', { name: 'Reject all' }).click();
  await expect(banner).toBeHidden();
}

/** A guarded wallet page sends a guest to log in, and login returns there. */
export async function logInAt(page: Page, path: string, email: string, password: string) {
  await openLoginVia(page, path);
  await logInWith(page, email, password);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));
  await answerCookieBannerIfShown(page);
}

/** A signed-in customer fills the cart from the list just as a guest does (the picker takes a variant). */
export const customerFillsCart = guestFillsCart;

/** At /checkout with no address yet: add one and wait for the priced summary with a courier. */
export async function addAddressAtCheckout(page: Page) {
  await expect(page.getByTestId('checkout-package').first()).toBeVisible();
  await page.getByRole('button', { name: 'Add address' }).click();
  const editor = page.getByRole('dialog', { name: 'Add a delivery address' });
  await saveAddress(editor);
  await expect(editor).toBeHidden();
  await expect(page.getByTestId('delivery-address')).toContainText('14 Adeola Odeku Street');
  await expect(page.getByTestId('courier-options').getByRole('radio').first()).toBeChecked();
  await expect(page.getByRole('button', { name: 'Place order' })).toBeEnabled();
}

/** The total the shopper sees in the order summary (the phone's bar shows the same figure). */
export async function checkoutTotalKobo(page: Page): Promise<number> {
  const total = page.getByTestId('checkout-total').filter({ visible: true }).first();
  await expect(total).toHaveText(/^₦[\d,]+\.\d{2}$/);
  return koboOf((await total.textContent())!);
}

/** Wallet page: the balance card's figure. */
export async function walletBalanceKobo(page: Page): Promise<number> {
  const balance = page.getByTestId('wallet-balance');
  await expect(balance).toBeVisible();
  return koboOf((await balance.textContent())!);
}
