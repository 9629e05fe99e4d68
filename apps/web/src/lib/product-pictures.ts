type Pictured = { thumbnail: string | null; images: readonly { file_url: string }[] };

/**
 * A product's pictures in the order its page shows them: the thumbnail first (the picture its card
 * shows), then its other images, without repeats. The first is the one that stands for the product
 * (the page head preloads it), also when it has no thumbnail.
 */
export function productPictures(product: Pictured): string[] {
  const urls = [product.thumbnail, ...product.images.map((image) => image.file_url)];
  return [...new Set(urls.filter((url): url is string => Boolean(url)))];
}
