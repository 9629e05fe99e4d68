import { describe, expect, it } from 'vitest';
import { makeProduct } from './fixtures';
import {
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  readRecentlyViewed,
  recordRecentlyViewed,
} from './recently-viewed';

describe('recently viewed', () => {
  it('keeps the newest first without duplicates, on the device', () => {
    const a = makeProduct({ name: 'A' });
    const b = makeProduct({ name: 'B' });
    recordRecentlyViewed(a);
    recordRecentlyViewed(b);
    recordRecentlyViewed(a);
    expect(readRecentlyViewed().map((p) => p.name)).toEqual(['A', 'B']);
    expect(JSON.parse(localStorage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')).toHaveLength(2);
  });

  it('stores only card fields and caps the list', () => {
    for (let i = 0; i < RECENTLY_VIEWED_MAX + 3; i++) {
      recordRecentlyViewed({ ...makeProduct({ name: `P${i}` }), description: 'long text' } as never);
    }
    const list = readRecentlyViewed();
    expect(list).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(list[0]?.name).toBe(`P${RECENTLY_VIEWED_MAX + 2}`);
    expect(list[0]).not.toHaveProperty('description');
  });

  it('survives broken storage', () => {
    localStorage.setItem(RECENTLY_VIEWED_KEY, '{not json');
    expect(readRecentlyViewed()).toEqual([]);
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify([{ nope: 1 }]));
    expect(readRecentlyViewed()).toEqual([]);
  });
});
