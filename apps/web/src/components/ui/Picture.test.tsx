import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './Picture';

describe('catalogue pictures', () => {
  it('shows a drawn picture as WebP at the widths offered, for the width it is shown at', () => {
    render(<Picture src="/media/products/p1/1.svg" widths={[240, 360]} sizes="50vw" alt="Tecno Spark 20" />);
    const image = screen.getByRole('img', { name: 'Tecno Spark 20' });
    expect(image.getAttribute('src')).toBe('/media/products/p1/1.webp?w=240');
    expect(image.getAttribute('srcset')).toBe(
      '/media/products/p1/1.webp?w=240 240w, /media/products/p1/1.webp?w=360 360w',
    );
    expect(image.getAttribute('sizes')).toBe('50vw');
  });

  it("sends the page's largest picture as drawn, and an uploaded photo as it is", () => {
    render(
      <>
        <Picture src="/media/campaigns/c1.svg" widths={[480, 720]} sizes="100vw" largest alt="Hero" />
        <Picture src="https://cdn.example.com/photo.jpg" widths={[240]} sizes="50vw" alt="Photo" />
      </>,
    );
    for (const [name, src] of [
      ['Hero', '/media/campaigns/c1.svg'],
      ['Photo', 'https://cdn.example.com/photo.jpg'],
    ] as const) {
      const image = screen.getByRole('img', { name });
      expect(image.getAttribute('src')).toBe(src);
      expect(image.hasAttribute('srcset')).toBe(false);
      expect(image.hasAttribute('sizes')).toBe(false);
    }
  });
});
