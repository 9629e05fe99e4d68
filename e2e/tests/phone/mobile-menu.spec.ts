import { expect, test } from '../fixtures';

// Runs in the phone project only (360 px wide), where the header shows the menu button.
test.describe('mobile navigation menu', () => {
  test('opens one section at a time and goes to a category chosen from the server list', async ({
    page,
    request,
  }) => {
    const categories = (await (await request.get('/api/v1/products/categories')).json()).data.data as {
      uuid: string;
      name: string;
    }[];
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).first().click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();

    const help = menu.getByRole('button', { name: /need help/i });
    const cats = menu.getByRole('button', { name: /^categories$/i });
    await help.click();
    await expect(help).toHaveAttribute('aria-expanded', 'true');
    await cats.click();
    await expect(cats).toHaveAttribute('aria-expanded', 'true');
    await expect(help).toHaveAttribute('aria-expanded', 'false');

    const target = categories[2]!;
    await menu.getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/category/${target.uuid}$`));
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('LOGIN opens the sign-in dialog and closes the menu', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('button', { name: /^login$/i }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(page.getByLabel(/email/i).first()).toBeVisible();
  });
});
