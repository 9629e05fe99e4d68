import { pictureAt, pictureSources } from '@oja/contract/pictures';
import { type APIRequestContext, expect, type Locator, type Page } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };
type Campaign = { headline: string | null; name: string; caption: string | null };
type Promotion = { type: string; name: string; banner_image: string | null; banner_image_sm: string | null };

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  expect(found, 'an element on screen').not.toBeNull();
  return found!;
}

/**
 * Issue 27: every slide of the home header carousel shows its headline and caption as HTML text over
 * the picture, whole (not clipped), with the controls (arrows, dots) off the words and "Shop now" off
 * the caption; slide 1's picture is the first screen's picture, loaded at once and first.
 */
export async function expectCampaignWordsClear(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const campaigns = (await (await page.request.get('/api/v1/carousel-campaigns')).json()).data as Campaign[];
  expect(campaigns.length).toBeGreaterThan(1);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Featured campaigns' });
  await expect(carousel).toBeVisible();
  const slides = carousel.locator('[aria-roledescription="slide"]');
  const firstPicture = slides.first().locator('img');
  await expect(firstPicture).toHaveAttribute('loading', 'eager');
  await expect(firstPicture).toHaveAttribute('fetchpriority', 'high');
  await expect(firstPicture).toHaveAttribute('alt', '');

  const dots = carousel.getByRole('button', { name: /^Show campaign 1:/ }).locator('..');
  for (const [index, campaign] of campaigns.entries()) {
    await carousel.getByRole('button', { name: new RegExp(`^Show campaign ${index + 1}:`) }).click();
    const slide = slides.nth(index);
    await expect(slide).toHaveAttribute('data-active', 'true');
    const headline = slide.getByTestId('campaign-headline');
    await expect(headline).toHaveText(campaign.headline ?? campaign.name);
    const where = `slide ${index + 1} at ${page.viewportSize()?.width} px`;
    // The words are whole: nothing cut by the line clamp or by the slide's edges.
    const words = [headline];
    if (campaign.caption) {
      const caption = slide.getByTestId('campaign-caption');
      await expect(caption).toHaveText(campaign.caption);
      words.push(caption);
    }
    const slideBox = await box(slide);
    for (const text of words) {
      // A line clamp hides whole lines: more than half a line past the box is a hidden line. Less is
      // the glyphs' own overflow (Chromium 156.0.8078.108 reports 2 px of descenders on two 45 px lines).
      const clipped = await text.evaluate(
        (element) =>
          element.scrollHeight - element.clientHeight >
          Number.parseFloat(getComputedStyle(element).lineHeight) / 2,
      );
      expect(clipped, `${where}: "${await text.textContent()}" is cut`).toBe(false);
      const textBox = await box(text);
      expect(textBox.x + textBox.width, `${where}: words past the slide`).toBeLessThanOrEqual(
        slideBox.x + slideBox.width + 0.5,
      );
      expect(textBox.y + textBox.height, `${where}: words past the slide`).toBeLessThanOrEqual(
        slideBox.y + slideBox.height + 0.5,
      );
      // Arrows, dots and pause sit off the words.
      const controls = [dots, carousel.getByRole('button', { name: /^(Previous|Next) campaign$/ })];
      for (const control of controls) {
        for (const one of await control.all()) {
          if (!(await one.isVisible())) continue;
          expect(
            overlap(textBox, await box(one)),
            `${where}: a control sits on "${await text.textContent()}"`,
          ).toBe(false);
        }
      }
      const shopNow = slide.getByText('Shop now', { exact: true });
      await expect(shopNow).toBeVisible();
      expect(overlap(textBox, await box(shopNow)), `${where}: "Shop now" covers the words`).toBe(false);
    }
  }
}

/** The live promotions as the API lists them (GET promotions), with their banners. */
export async function livePromotions(request: APIRequestContext): Promise<Promotion[]> {
  return (await (await request.get('/api/v1/promotions')).json()).data as Promotion[];
}

/**
 * Spec sections 3 and 9: a promotion's banner with its title in HTML, the small picture below 760 px
 * and the large one from 760 px. `small` says which one this screen must have loaded.
 */
export async function expectPromotionBanner(banner: Locator, promotion: Promotion, small: boolean) {
  await banner.scrollIntoViewIfNeeded();
  await expect(banner.getByRole('heading', { name: promotion.name })).toBeVisible();
  const picture = banner.locator('picture img');
  await expect(picture).toHaveAttribute('alt', '');
  // The drawn banners come as WebP at a few widths (ADR 60): the small one below 760 px.
  await expect(banner.locator('picture source')).toHaveAttribute(
    'srcset',
    pictureSources(promotion.banner_image_sm!, [360, 720]).srcSet!,
  );
  const expected = pictureAt(small ? promotion.banner_image_sm! : promotion.banner_image!, 360).split('?')[0];
  await expect
    .poll(() =>
      picture.evaluate((img: HTMLImageElement) => (img.complete ? new URL(img.currentSrc).pathname : '')),
    )
    .toBe(expected);
}

/**
 * Issue 29: every product card on the page's first screen is laid out with the page, and the cards
 * well below it wait until they come near (content-visibility). The browser shows a waiting card a
 * frame after it finds it near the screen: on the first screen such a card painted empty at its
 * estimated height and then moved the cards below it (seen in 6 of 12 loads of `/products`).
 */
export async function expectFirstScreenCardsLaidOut(page: Page) {
  const cards = await page.getByTestId('product-card').evaluateAll((found) =>
    found.map((card) => ({
      top: card.getBoundingClientRect().top + window.scrollY,
      waits: getComputedStyle(card).contentVisibility === 'auto',
    })),
  );
  const screen = page.viewportSize()!.height;
  const onFirstScreen = cards.filter((card) => card.top < screen);
  expect(onFirstScreen.length, 'cards on the first screen').toBeGreaterThan(0);
  expect(onFirstScreen.filter((card) => card.waits)).toEqual([]);
  // The last card, screens down the list, is laid out only when it comes near.
  const last = cards.at(-1)!;
  expect(last.top).toBeGreaterThan(2 * screen);
  expect(last.waits).toBe(true);
}
