// A seeded PRNG keeps the seed reproducible: the same options give byte-identical rows on every machine.

export type Rng = () => number;

function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator for one item of a stream, independent of how many items come before or after it. */
export function rngFor(stream: string, index: number): Rng {
  let h = 2166136261;
  for (const ch of `${stream}:${index}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return mulberry32(h);
}

export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** Up to `count` distinct items, in their original order. */
export function pickSome<T>(rng: Rng, items: readonly T[], count: number): T[] {
  const chosen = new Set<number>();
  const wanted = Math.min(count, items.length);
  while (chosen.size < wanted) chosen.add(Math.floor(rng() * items.length));
  return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
}

// A bijective 32-bit mix: distinct indexes always give distinct values.
function mix32(index: number): number {
  let x = index >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

/**
 * A version 4 shaped uuid for item `index` of a stream. The generator seeds are only 32 bits, so at a
 * million rows two of them can meet; the mixed index in the last group keeps every uuid unique.
 */
export function uuidFrom(rng: Rng, index: number): string {
  const hex = Array.from({ length: 24 }, () => Math.floor(rng() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Math.floor(rng() * 4) & 0x3) | 0x8).toString(16);
  const s = hex.join('') + mix32(index).toString(16).padStart(8, '0');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
