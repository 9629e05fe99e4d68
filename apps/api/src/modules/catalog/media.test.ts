import { describe, expect, it } from 'vitest';
import { bannerSvg, createPngRenderer, productSvg, shopCardSvg, tileSvg, wrapWords } from './media.ts';

const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('catalog pictures', () => {
  it('wraps words into lines no wider than asked, marking what was cut', () => {
    expect(wrapWords('Samsung Galaxy A15 128GB Blue', 14, 3)).toEqual(['Samsung Galaxy', 'A15 128GB Blue']);
    const cut = wrapWords('one two three four five six seven eight', 9, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]!.endsWith('…')).toBe(true);
  });

  it('shows the whole of a long campaign headline on a banner', () => {
    const title = 'Up to 60% off phones, TVs and appliances this weekend';
    const svg = bannerSvg({
      title,
      subtitle: 'Free delivery in Lagos',
      colour: '#0b5d7a',
      width: 1200,
      height: 400,
    });
    const shown = texts(svg).slice(0, -1).join(' ');
    expect(shown).toBe(title);
    expect(texts(svg).at(-1)).toBe('Free delivery in Lagos');
  });

  it('escapes names so a product called "Tom & Jerry <Kids>" is still a valid picture', () => {
    const svg = productSvg({
      name: 'Tom & Jerry <Kids>',
      brand: 'Nexus',
      category: 'Books',
      colour: '#123456',
      index: 0,
    });
    expect(svg).toContain('Tom &amp; Jerry &lt;Kids&gt;');
    expect(svg).not.toContain('<Kids>');
  });

  it('draws tile initials from words, not symbols', () => {
    expect(texts(tileSvg({ label: 'Health & Beauty', colour: '#aa3366' }))).toEqual(['HB']);
  });

  it('keeps the most recently used PNG renditions, a bounded number of them', async () => {
    const renderer = createPngRenderer({ maxEntries: 2 });
    const svgs = ['#aa3366', '#123456', '#0b7a43'].map((colour) => tileSvg({ label: 'Oja', colour }));
    const first = await renderer.render(svgs[0]!);
    expect(await renderer.render(svgs[0]!)).toBe(first);
    const second = await renderer.render(svgs[1]!);
    // The first is asked again, so the second is now the least recently used and goes for the third.
    expect(await renderer.render(svgs[0]!)).toBe(first);
    await renderer.render(svgs[2]!);
    expect(renderer.size).toBe(2);
    expect(await renderer.render(svgs[0]!)).toBe(first);
    const secondAgain = await renderer.render(svgs[1]!);
    expect(secondAgain).not.toBe(second);
    expect(secondAgain.equals(second)).toBe(true);
    expect(renderer.size).toBe(2);
  });

  it("writes the shop's name and tagline on its preview card", () => {
    expect(texts(shopCardSvg()).join(' ')).toBe(
      'Oja Shop Nigeria — pay by card or wallet, delivered to your door',
    );
  });
});
