import { describe, expect, it } from 'vitest';
import { homePageInput } from '../../src/shared/admin';
import { defaultHomePage } from '../../src/shared/homePage';
import {
  categoryListingLink,
  HOME_LINK_MESSAGE,
  homeLinkOf,
  productPageLink,
  shopPathOf,
} from '../../src/shared/homeLinks';

const productId = '0123456789abcdef01234567';

describe('home page links', () => {
  it('reads a listing and a product page of the shop', () => {
    expect(homeLinkOf('/products?category=rings&material=platinum')).toMatchObject({
      kind: 'listing',
      listing: { category: 'rings', material: 'platinum' },
    });
    expect(homeLinkOf(productPageLink(productId))).toEqual({ kind: 'product', productId });
    expect(categoryListingLink('small-design-rings')).toBe('/products?category=small-design-rings');
  });

  it('refuses anything that is not a page of this shop the home page can link to', () => {
    for (const link of [
      'https://elsewhere.example/products',
      '//elsewhere.example/products',
      `https://elsewhere.example/product/${productId}`,
      '/cart',
      '/product/not-an-id',
      `/product/${productId}?ref=home`,
      `/product/${productId}/`,
      '/products?colour=red',
    ]) {
      expect(homeLinkOf(link), link).toBeNull();
    }
  });

  it('turns a pasted address of the shop into its path, and leaves other sites as typed', () => {
    const shop = 'https://shop.example';
    expect(shopPathOf(' https://shop.example/products?category=rings ', shop)).toBe(
      '/products?category=rings',
    );
    expect(shopPathOf(`https://shop.example/product/${productId}`, `${shop}/admin`)).toBe(
      `/product/${productId}`,
    );
    expect(shopPathOf('/products?tag=gift', shop)).toBe('/products?tag=gift');
    for (const other of [
      'https://elsewhere.example/products',
      'http://shop.example/products',
      'https://shop.example.evil.example/products',
    ]) {
      expect(shopPathOf(other, shop)).toBe(other);
      expect(homeLinkOf(shopPathOf(other, shop))).toBeNull();
    }
  });

  it('is what the home page settings accept, with the field named', () => {
    const withLink = (link: string) => ({
      ...defaultHomePage,
      banners: [{ label: 'One piece', link }, ...defaultHomePage.banners.slice(1)],
    });
    expect(homePageInput.safeParse(withLink(productPageLink(productId))).success).toBe(true);
    const refused = homePageInput.safeParse(withLink('https://elsewhere.example/products'));
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['banners', 0, 'link'], message: HOME_LINK_MESSAGE }),
    ]);
  });
});
