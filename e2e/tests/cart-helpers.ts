import { type APIRequestContext, expect, type Page } from './fixtures';

type Card = {
  uuid: string;
  slug: string;
  name: string;
  type: string;
  quantity: number;
  selling_price: number;
  /** What the shopper sees on the card and pays in the cart (VAT included). */
  vat_selling_price: number;
};
type Details = Card & { colors: string[]; sizes: string[] };

/** A seeded product that can go in the cart, with more than one colour and enough stock. */
export async function productWithColours(request: APIRequestContext, minStock = 8): Promise<Details> {
  for (let page = 1; page <= 10; page++) {
    const list = await request.get(`/api/v1/products?page=${page}&perPage=50`);
    expect(list.ok()).toBe(true);
    const cards = (await list.json()).data.data as Card[];
    for (const card of cards) {
      if (card.type !== 'product' || card.quantity < minStock || card.selling_price <= 0) continue;
      const details = (await (await request.get(`/api/v1/products/${card.slug}`)).json()).data as Details;
      if (details.colors.length > 1) return details;
    }
  }
  throw new Error('no seeded product with colours');
}

/** Products that can be saved (any type), for the saved items pages. */
export async function someProducts(request: APIRequestContext, count: number): Promise<Card[]> {
  const list = await request.get(`/api/v1/products?page=1&perPage=${count}`);
  return (await list.json()).data.data as Card[];
}

/** Signs a customer up through the API and verifies the email from the dev mailbox. */
export async function newCustomer(request: APIRequestContext) {
  const email = `cart-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.ng`;
  const password = 'secret-123';
  const created = await request.post('/api/v1/customer', {
    data: {
      firstname: 'Chioma',
      lastname: 'Eze',
      email,
      password,
      password_confirmation: password,
      recaptcha: 'dev:REGISTER_CUSTOMER',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const mailbox = await request.get(`/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
  const [mail] = (await mailbox.json()).data as { links: string[] }[];
  const token = new URL(mail!.links[0]!).searchParams.get('token');
  const verified = await request.post('/api/v1/email/verify', { data: { token } });
  expect(verified.ok(), await verified.text()).toBe(true);
  return { email, password };
}

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/api/v1/login', { data: { email, password, recaptcha: 'dev:LOGIN' } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).extra.token as string;
}

/** The session as the shop stores it (lib/session.ts): token in localStorage, flag in sessionStorage. */
export async function setSession(page: Page, token: string) {
  await page.evaluate((value) => {
    localStorage.setItem('oja.token', value);
    sessionStorage.setItem('user', 'authenticated');
  }, token);
}
