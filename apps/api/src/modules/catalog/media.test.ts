import { describe, expect, it } from 'vitest';
import { bannerSvg, productSvg, tileSvg, wrapWords } from './media.ts';

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
});
