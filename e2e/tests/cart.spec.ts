import { QUANTITY_CHANGE_DELAY_MS } from '@oja/contract/constants';
import { apiLogin, newCustomer, productWithColours } from './cart-helpers';
import { addFromPicker } from './checkout-helpers';
import { expect, type Request, test } from './fixtures';

test('a guest adds variants through the picker, changes quantity in one request, and logs in to a merged cart', async ({
  page,
  request,
}) => {
  const product = await productWithColours(request);
  const [firstColour] = product.colors;
  const firstSize = product.sizes[0];
  const label = [firstColour, firstSize].filter(Boolean).join(' · ');

  // The customer already has one of the same line in their own cart.
  const customer = await newCustomer(request);
  const token = await apiLogin(request, customer.email, customer.password);
  const own = await request.post('/api/v1/cart/add', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      slug: product.slug,
      quantity: 1,
      variants: [{ colors: firstColour, sizes: firstSize, quantity: 1 }],
    },
  });
  expect(own.ok()).toBe(true);

  await page.goto(`/product/${product.slug}`);
  await page
    .getByRole('button', { name: /^add to cart/i })
    .first()
    .click();
  const picker = page.getByRole('dialog', { name: 'Choose your options' });
  await expect(picker).toBeVisible();
  const plusInPicker = picker.getByRole('button', { name: `Increase quantity of ${label}` });
  await plusInPicker.click();
  await plusInPicker.click();
  await picker.getByRole('button', { name: 'Add 2 to cart' }).click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await expect(picker).toBeHidden();
  await expect(page.getByRole('link', { name: /view cart/i }).first()).toBeVisible();

  // The page's clock is ours: the quantity box's pause (500 ms) passes when the test says so.
  await page.clock.install();
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(product.name);
  const quantity = line.getByRole('textbox', { name: `Quantity of ${product.name}` });
  await expect(quantity).toHaveValue('2');

  const puts: Request[] = [];
  page.on('request', (req) => {
    if (req.method() === 'PUT' && req.url().includes('/product-quantity')) puts.push(req);
  });
  const answered = page.waitForResponse((res) => res.url().includes('/product-quantity'));
  const plus = line.getByRole('button', { name: `Increase Quantity of ${product.name}` });
  for (let i = 0; i < 3; i++) await plus.click();
  await expect(quantity).toHaveValue('5');
  await page.clock.fastForward(QUANTITY_CHANGE_DELAY_MS);
  await answered;
  // Long after the pause, still the one request with the last quantity.
  await page.clock.fastForward(10 * QUANTITY_CHANGE_DELAY_MS);
  // Five of the VAT-inclusive price the card showed, summed in kobo as the server does.
  const total = ((Math.round(product.vat_selling_price * 100) * 5) / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  await expect(page.getByTestId('cart-total')).toHaveText(`₦${total}`);
  // One line of 5: every count on the page says 5 items (ADR 0043), none says 1.
  await expect(page.getByText('5 items in your cart')).toBeVisible();
  await expect(page.getByTestId('cart-summary-items')).toHaveText('Items (5)');
  await expect(page.getByRole('link', { name: 'Cart, 5 items' })).toBeVisible();
  expect(puts).toHaveLength(1);
  expect(puts[0]!.postDataJSON()).toEqual({
    variants: [{ colors: firstColour, sizes: firstSize ?? null, quantity: 5 }],
  });

  // Log in through the login modal (saving asks for it); the guest cart joins the customer's.
  await page.goto(`/product/${product.slug}`);
  await page
    .getByRole('button', { name: `Save ${product.name}` })
    .first()
    .click();
  const login = page.getByRole('dialog');
  await login.getByRole('textbox', { name: /email address/i }).fill(customer.email);
  await login.getByLabel('Password', { exact: true }).fill(customer.password);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toBeHidden();

  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: `Quantity of ${product.name}` })).toHaveValue('6');
  const merged = await request.get('/api/v1/cart/items', { headers: { authorization: `Bearer ${token}` } });
  expect((await merged.json()).data.cart_items.map((item: { quantity: number }) => item.quantity)).toEqual([
    6,
  ]);
});

test('the colour and size chips on the product page choose what Add to cart adds, without the picker', async ({
  page,
  request,
}) => {
  const product = await productWithColours(request);
  const colour = product.colors[1]!;
  const size = product.sizes.at(-1);
  await page.goto(`/product/${product.slug}`);
  const colours = page.getByRole('group', { name: /^Colour/ });
  // The shopper taps the chip (the radio button drawn as one).
  await colours.getByText(colour, { exact: true }).click();
  await expect(colours.getByRole('radio', { name: colour, exact: true })).toBeChecked();
  if (size && product.sizes.length > 1) {
    await page.getByRole('group', { name: /^Size/ }).getByText(size, { exact: true }).click();
  }
  await page
    .getByRole('button', { name: /^add to cart/i })
    .first()
    .click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Choose your options' })).toHaveCount(0);

  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`Colour: ${colour}`);
  if (size) await expect(line).toContainText(`Size: ${size}`);
});

test('the empty cart links back to the shop', async ({ page }) => {
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await page.getByRole('link', { name: 'Start shopping' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('setting the quantity to 0 removes the item (spec section 4), with the removal toast', async ({
  page,
  request,
}) => {
  const product = await productWithColours(request);
  await page.goto(`/product/${product.slug}`);
  await page
    .getByRole('button', { name: /^add to cart/i })
    .first()
    .click();
  await addFromPicker(page.getByRole('dialog', { name: 'Choose your options' }));

  await page.clock.install();
  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  const quantity = line.getByRole('textbox', { name: `Quantity of ${product.name}` });
  await expect(quantity).toHaveValue('1');
  // Minus goes down to 0 (no "must be greater than 1" refusal), and the pause sends it.
  await line.getByRole('button', { name: `Decrease Quantity of ${product.name}` }).click();
  await expect(quantity).toHaveValue('0');
  await expect(line.getByRole('alert')).toHaveCount(0);
  const answered = page.waitForResponse((res) => res.url().includes('/product-quantity'));
  await page.clock.fastForward(QUANTITY_CHANGE_DELAY_MS);
  expect((await answered).ok()).toBe(true);
  await expect(page.getByText('Item deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  // The server's cart is empty too.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});
