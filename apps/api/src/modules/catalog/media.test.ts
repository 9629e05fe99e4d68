import { renderAsync } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { KIND_PATHS, kindOf, kindsIn } from './illustrations.ts';
import {
  bannerSvg,
  categorySvg,
  createRasterRenderer,
  productSvg,
  SYSTEM_FONTS,
  shopCardSvg,
  tileSvg,
  vendorSvg,
  wrapWords,
} from './media.ts';
import { RenderGate } from './media-renders.ts';

const PREVIEW = { format: 'png', width: 1200 } as const;
const texts = (svg: string) => [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);

describe('catalog pictures', () => {
  it('wraps words into lines no wider than asked, marking what was cut', () => {
    expect(wrapWords('Samsung Galaxy A15 128GB Blue', 14, 3)).toEqual(['Samsung Galaxy', 'A15 128GB Blue']);
    const cut = wrapWords('one two three four five six seven eight', 9, 2);
    expect(cut).toHaveLength(2);
    expect(cut[1]!.endsWith('…')).toBe(true);
  });

  it('draws a product as its kind: a phone is a phone, a car by its body, a service by its trade', () => {
    const svg = productSvg({
      name: 'Samsung Galaxy A15 128GB',
      category: 'Phones & Tablets',
      colour: '#2563EB',
      colours: ['Blue', 'Black'],
      index: 0,
    });
    expect(svg).toContain('data-kind="phone"');
    expect(svg).toContain(`d="${KIND_PATHS.phone}"`);
    // The product's colours fill the drawing (Blue first, Black on the second picture); its name is
    // the label, not text drawn in the picture.
    const ink = (picture: string) => /id="ink"[^>]*><stop offset="0" stop-color="(#\w+)"/.exec(picture)?.[1];
    const second = productSvg({
      name: 'Samsung Galaxy A15 128GB',
      category: 'Phones & Tablets',
      colour: '#2563EB',
      colours: ['Blue', 'Black'],
      index: 1,
    });
    expect(ink(svg)).toMatch(/^#[4-6][0-9a-f]{3}[e-f][0-9a-f]$/);
    expect(ink(second)).toMatch(/^#[3-5][0-9a-f]{5}$/);
    expect(texts(svg)).toEqual([]);
    expect(svg.length).toBeLessThan(3_000);

    const cases: Array<[string, string, string]> = [
      ['HP Pavilion 15 Core i5 16GB RAM 512GB SSD', 'Computing', 'laptop'],
      ['Hisense 55" 4K UHD Smart TV', 'Electronics', 'tv'],
      ['Mama Gold Rice 50kg', 'Groceries', 'sack'],
      ['Power Oil Vegetable Oil 3L', 'Groceries', 'oil'],
      ['Gino Tomato Paste 70g (Carton of 50)', 'Groceries', 'tin'],
      ['Nike Air Force 1', 'Fashion', 'sneaker'],
      ['Ankara Print Maxi Dress', 'Fashion', 'dress'],
      ["Men's Dashiki Shirt", 'Fashion', 'shirt'],
      ['Ladies Handbag', 'Fashion', 'handbag'],
      ['Casio G-Shock GA-2100', 'Jewellery', 'watch'],
      ['Scanfrost Double Door Refrigerator', 'Home & Office', 'fridge'],
      ['Binatone Blender BLG-450', 'Kitchen', 'blender'],
      ['L-Shaped Sofa (7 Seater)', 'Furniture', 'sofa'],
      ['Nivea Perfect & Radiant Body Lotion 400ml', 'Health & Beauty', 'lotion'],
      ['Toyota Camry 2015 (Foreign Used)', 'Cars', 'sedan'],
      ['Lexus RX350 2016 (Nigerian Used)', 'Cars', 'suv'],
      ['Toyota Hilux 2020 (Foreign Used)', 'Cars', 'pickup'],
      ['Toyota Sienna 2012 (Foreign Used)', 'Cars', 'minivan'],
      ['Plumbing Repairs (Call-Out) (Lagos)', 'Services', 'plumbing'],
      ['Home Deep Cleaning (3-Bedroom Flat) (Abuja)', 'Services', 'cleaning'],
      ['Split AC Repair and Gas Refill (Enugu)', 'Services', 'airConditioner'],
    ];
    for (const [name, category, kind] of cases) expect([name, kindOf(name, category)]).toEqual([name, kind]);
  });

  it('marks a service with the verified badge and shows the colours on the third picture', () => {
    const service = productSvg({
      name: 'Generator Servicing (Lagos)',
      category: 'Services',
      colour: '#0891B2',
      index: 0,
    });
    expect(service).toContain('data-kind="generator"');
    expect(service).toContain('scale(3.83)');
    const third = productSvg({
      name: 'Adire Kaftan',
      category: 'Fashion',
      colour: '#EA580C',
      colours: ['Red', 'Navy Blue', 'Mustard'],
      index: 2,
    });
    expect(third.match(/<circle[^>]*r="20"/g)).toHaveLength(3);
  });

  it('draws banners with no words on them, wide and phone sized', () => {
    for (const [width, height] of [
      [1200, 400],
      [1200, 300],
      [720, 360],
    ] as const) {
      const svg = bannerSvg({ colour: '#0b5d7a', width, height, kinds: ['phone', 'tv', 'sneaker'] });
      expect(texts(svg)).toEqual([]);
      expect(svg).not.toContain('<text');
      expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
      expect(svg).toContain(KIND_PATHS.phone);
    }
    // A campaign shows the kinds its headline names, in order.
    expect(kindsIn('Up to 60% off phones, TVs and more', 3)).toEqual(['phone', 'tv']);
    expect(kindsIn('Solar, inverters and generators that keep the lights on', 3)).toEqual([
      'solarPanel',
      'battery',
      'generator',
    ]);
  });

  it('draws a category by its kind and a shop by its trade with its initials', () => {
    expect(categorySvg({ name: 'Kitchen', colour: '#DC2626' })).toContain('data-kind="blender"');
    const shop = vendorSvg({ name: 'Port Harcourt Solar Hub', colour: '#65A30D', kind: 'solarPanel' });
    expect(shop).toContain(KIND_PATHS.solarPanel);
    expect(texts(shop)).toEqual(['PH']);
  });

  it('draws tile initials from words, not symbols', () => {
    expect(texts(tileSvg({ label: 'Health & Beauty', colour: '#aa3366' }))).toEqual(['HB']);
  });

  it('keeps the most recently used renditions, a bounded number of them', async () => {
    const renderer = createRasterRenderer({ maxEntries: 2, gate: new RenderGate(2, 8) });
    const svgs = ['#aa3366', '#123456', '#0b7a43'].map((colour) => tileSvg({ label: 'Oja', colour }));
    const render = (svg: string) => renderer.render(svg, PREVIEW);
    const first = await render(svgs[0]!);
    expect(await render(svgs[0]!)).toBe(first);
    const second = await render(svgs[1]!);
    // The first is asked again, so the second is now the least recently used and goes for the third.
    expect(await render(svgs[0]!)).toBe(first);
    await render(svgs[2]!);
    expect(renderer.size).toBe(2);
    expect(await render(svgs[0]!)).toBe(first);
    const secondAgain = await render(svgs[1]!);
    expect(secondAgain).not.toBe(second);
    expect(secondAgain.equals(second)).toBe(true);
    expect(renderer.size).toBe(2);
  });

  it('keeps each format and width of a picture apart', async () => {
    const renderer = createRasterRenderer({ gate: new RenderGate(2, 8) });
    const svg = categorySvg({ name: 'Phones & Tablets', colour: '#0b7a43' });
    const small = await renderer.render(svg, { format: 'webp', width: 120 });
    const large = await renderer.render(svg, { format: 'webp', width: 480 });
    const png = await renderer.render(svg, PREVIEW);
    expect(small.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(large.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(large.length).toBeGreaterThan(small.length);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(renderer.size).toBe(3);
  });

  it('draws each PNG as it looks with every system font loaded, words included', async () => {
    const renderer = createRasterRenderer({ gate: new RenderGate(2, 8) });
    const pictures = [
      shopCardSvg(),
      vendorSvg({ name: 'Port Harcourt Solar Hub', colour: '#65A30D', kind: 'solarPanel' }),
      productSvg({
        name: 'Tecno Spark 20',
        category: 'Phones',
        colour: '#0b5d7a',
        colours: ['Black'],
        index: 0,
      }),
    ];
    for (const svg of pictures) {
      const all = await renderAsync(svg, { fitTo: { mode: 'width', value: 1200 }, font: SYSTEM_FONTS });
      expect((await renderer.render(svg, PREVIEW)).equals(all.asPng())).toBe(true);
    }
  });

  it("writes the shop's name and tagline on its preview card", () => {
    expect(texts(shopCardSvg()).join(' ')).toBe(
      'Oja Shop Nigeria — pay by card or wallet, delivered to your door',
    );
  });
});
