import { messages } from '@oja/contract/messages';
import { apiLogin, newCustomer, setSession, someProducts } from './cart-helpers';
import { expect, test } from './fixtures';
import { logInWith } from './identity-helpers';

test('a customer saves and unsaves items and pages through saved items', async ({ page, request }) => {
  const customer = await newCustomer(request);
  const token = await apiLogin(request, customer.email, customer.password);
  const products = await someProducts(request, 7);
  const auth = { authorization: `Bearer ${token}` };
  for (const product of products.slice(0, 5)) {
    expect((await request.post(`/api/v1/products/save/${product.uuid}`, { headers: auth })).ok()).toBe(true);
  }
  await page.goto('/');
  await setSession(page, token);

  // The heart on the product page saves the sixth item.
  const sixth = products[5]!;
  await page.goto(`/product/${sixth.slug}`);
  await page
    .getByRole('button', { name: `Save ${sixth.name}` })
    .first()
    .click();
  await expect(page.getByText('Saved item successfully')).toBeVisible();
  await expect(
    page.getByRole('button', { name: `Remove ${sixth.name} from saved items` }).first(),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/account/saved-items');
  const rows = page.getByTestId('saved-item');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toContainText(sixth.name);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(products[0]!.name);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(rows).toHaveCount(5);

  // Remove one from the list: 5 left, one page.
  await rows
    .first()
    .getByRole('button', { name: /remove/i })
    .click();
  await expect(page.getByText('Item deleted successfully!')).toBeVisible();
  await expect(page.getByText('Page 1 of 2')).toBeHidden();
  await expect(rows).toHaveCount(5);

  // Search narrows the list.
  const target = products[2]!;
  await page.getByRole('searchbox', { name: 'Search saved items' }).fill(target.name);
  await page.getByRole('button', { name: 'Search my saved items' }).click();
  await expect(rows.first()).toContainText(target.name);

  // Unsave from the product page heart.
  await page.goto(`/product/${target.slug}`);
  await page
    .getByRole('button', { name: `Remove ${target.name} from saved items` })
    .first()
    .click();
  await expect(page.getByText('Item deleted successfully!')).toBeVisible();
  const left = await request.get('/api/v1/products/saved', { headers: auth });
  expect((await left.json()).data.pagination.total).toBe(4);
});

test('saving while logged out opens the login modal, and after logging in the item is saved and the shopper stays', async ({
  page,
  request,
}) => {
  const customer = await newCustomer(request);
  const [product] = await someProducts(request, 1);
  await page.goto(`/product/${product!.slug}`);
  await page
    .getByRole('button', { name: `Save ${product!.name}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog).toBeVisible();
  await logInWith(page, customer.email, customer.password);
  await expect(dialog).toBeHidden();

  // Still on the product page, not /account; the save is done, once, with the spec's message.
  await expect(page.getByText(messages.savedItemSuccessfully)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${product!.slug}$`));
  await expect(
    page.getByRole('button', { name: `Remove ${product!.name} from saved items` }).first(),
  ).toHaveAttribute('aria-pressed', 'true');
  const token = await apiLogin(request, customer.email, customer.password);
  const saved = await request.get('/api/v1/products/saved', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(
    (await saved.json()).data.data.map((item: { product: { uuid: string } }) => item.product.uuid),
  ).toEqual([product!.uuid]);
});
