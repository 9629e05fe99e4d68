import { describe, expect, it } from 'vitest';
import { pictureAt, pictureSources } from './pictures';

describe('catalogue picture addresses', () => {
  it('gives a drawn picture as WebP at the width asked', () => {
    expect(pictureAt('/media/products/ab12/1.svg', 360)).toBe('/media/products/ab12/1.webp?w=360');
    expect(pictureAt('/media/promotions/flash_sales-sm.svg', 720)).toBe(
      '/media/promotions/flash_sales-sm.webp?w=720',
    );
  });

  it('offers a drawn picture at each width, the smallest as its src', () => {
    expect(pictureSources('/media/categories/phones.svg', [120, 240])).toEqual({
      src: '/media/categories/phones.webp?w=120',
      srcSet: '/media/categories/phones.webp?w=120 120w, /media/categories/phones.webp?w=240 240w',
    });
  });

  it('leaves any other address as it is, with no renditions', () => {
    for (const url of ['https://cdn.example.com/photo.jpg', '/uploads/a.svg', '/media/products/ab12/1.png']) {
      expect(pictureAt(url, 360)).toBe(url);
      expect(pictureSources(url, [120, 240])).toEqual({ src: url, srcSet: undefined });
    }
  });
});
