import { describe, expect, it } from 'vitest';
import { productPictures } from './product-pictures';

const image = (file_url: string) => ({ file_url });

describe('product pictures', () => {
  it('puts the thumbnail first, then the other images, each once', () => {
    expect(
      productPictures({
        thumbnail: '/p/2.svg',
        images: [image('/p/1.svg'), image('/p/2.svg'), image('/p/3.svg')],
      }),
    ).toEqual(['/p/2.svg', '/p/1.svg', '/p/3.svg']);
  });

  it('lets the first image stand for a product without a thumbnail, and has none without pictures', () => {
    expect(productPictures({ thumbnail: null, images: [image('/p/1.svg')] })[0]).toBe('/p/1.svg');
    expect(productPictures({ thumbnail: null, images: [] })).toEqual([]);
  });
});
