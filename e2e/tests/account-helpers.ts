import { expect, type Locator, type Page } from './fixtures';

/** Fills the shared address form in its dialog (a region chosen by name, its first town). */
export async function fillAddress(
  dialog: Locator,
  fields: { street: string; region: string; postal: string; phone: string },
) {
  await dialog.getByLabel('Address', { exact: true }).fill(fields.street);
  await dialog.getByLabel('Region').selectOption({ label: fields.region });
  const city = dialog.getByLabel('City');
  await expect(city).toBeEnabled();
  await expect(city.locator('option').nth(1)).toBeAttached();
  await city.selectOption({ index: 1 });
  await dialog.getByLabel('Postal code').fill(fields.postal);
  await dialog.getByLabel('Phone number').fill(fields.phone);
}

/** A toast with these words (toasts stay 3 seconds; several may show at once). */
export function toast(page: Page, text: string) {
  return page.locator('[data-kind]').filter({ hasText: text });
}

/** The unread notifications badge of the header: on the account link (desktop) or the bell (phones). */
export function headerNotifications(page: Page, isMobile: boolean) {
  const header = page.getByRole('banner');
  return isMobile
    ? header.getByRole('link', { name: /^Notifications/ })
    : header.getByRole('link', { name: /^Account/ });
}
