// @vitest-environment jsdom
import { cleanup, fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PLACEHOLDER_IMAGE, ProductImage } from '../../src/client/components/ui/ProductImage';

afterEach(cleanup);

/** The `<img>` drawn (decorative pictures have no img role to find them by). */
const draw = (element: ReactElement) => render(element).container.querySelector('img')!;

describe('ProductImage', () => {
  it('offers a sized picture in every stored width, with the size it is shown at', () => {
    const picture = draw(
      <ProductImage src="/uploads/demo/posy-ring-1-800.webp" alt="Posy" sizes="50vw" />,
    );
    expect(picture.getAttribute('src')).toBe('/uploads/demo/posy-ring-1-800.webp');
    expect(picture.getAttribute('srcset')).toBe(
      '/uploads/demo/posy-ring-1-400.webp 400w, /uploads/demo/posy-ring-1-800.webp 800w',
    );
    expect(picture.getAttribute('sizes')).toBe('50vw');
  });

  it('asks for a thumbnail no wider than it is drawn when no sizes are given', () => {
    const picture = draw(
      <ProductImage src="/uploads/demo/posy-ring-1-800.webp" width={160} height={160} />,
    );
    expect(picture.getAttribute('sizes')).toBe('160px');
  });

  it('shows an uploaded picture that follows no naming rule as it is', () => {
    const picture = draw(<ProductImage src="/uploads/products/0123456789abcdef01234567.jpg" />);
    expect(picture.getAttribute('src')).toBe('/uploads/products/0123456789abcdef01234567.jpg');
    expect(picture.hasAttribute('srcset')).toBe(false);
    expect(picture.hasAttribute('sizes')).toBe(false);
  });

  it.each(['/uploads/products', 'https://pictures.example.com/shop/products'])(
    "offers an owner's uploaded photo at %s in its three widths",
    (folder) => {
      const stem = `${folder}/0123456789abcdef01234567`;
      const picture = draw(<ProductImage src={`${stem}-800.webp`} sizes="100vw" />);
      expect(picture.getAttribute('srcset')).toBe(
        `${stem}-400.webp 400w, ${stem}-800.webp 800w, ${stem}-1600.webp 1600w`,
      );
    },
  );

  it('asks Cloudinary for each width, and never for the stored original', () => {
    const picture = draw(
      <ProductImage src="https://res.cloudinary.com/shop/image/upload/v17/products/ring.jpg" />,
    );
    const base = 'https://res.cloudinary.com/shop/image/upload';
    expect(picture.getAttribute('srcset')).toBe(
      `${base}/w_400,c_limit,f_auto,q_auto/v17/products/ring.jpg 400w, ` +
        `${base}/w_800,c_limit,f_auto,q_auto/v17/products/ring.jpg 800w, ` +
        `${base}/w_1600,c_limit,f_auto,q_auto/v17/products/ring.jpg 1600w`,
    );
    expect(picture.getAttribute('src')).toBe(
      `${base}/w_800,c_limit,f_auto,q_auto/v17/products/ring.jpg`,
    );
  });

  it('falls back to the placeholder, dropping the sizes, when the picture is broken', () => {
    const picture = draw(<ProductImage src="/uploads/demo/gone-1-800.webp" />);
    fireEvent.error(picture);
    expect(picture.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    expect(picture.hasAttribute('srcset')).toBe(false);
  });
});
