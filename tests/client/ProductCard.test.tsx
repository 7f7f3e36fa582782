// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductCard } from '../../src/client/components/product/ProductCard';
import { Toaster } from '../../src/client/components/ui/Toaster';
import { createTrpcClient, TRPCProvider, type Product } from '../../src/client/lib/trpc';
import type { AppRouter } from '../../src/server/trpc/router';
import { fallbackShopInfo } from '../../src/shared/shop';
import { cart } from '../../src/client/state/cart';
import { cartDrawer } from '../../src/client/state/cartDrawer';

const description =
  'A brilliant-cut diamond of 0.5 carat in a six-claw setting, on a slim band of recycled 18ct white gold, hallmarked in London.';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

function product(overrides: Partial<Product> = {}): Product {
  return {
    _id: '0123456789abcdef01234567',
    name: 'Aurelia Solitaire Ring',
    description,
    price: 1250,
    oldPrice: 1400,
    image: '/uploads/demo/aurelia-1.svg',
    images: [
      { url: '/uploads/demo/aurelia-1.svg', public_id: 'demo/aurelia-1', alt: '' },
      { url: '/uploads/demo/aurelia-2.svg', public_id: 'demo/aurelia-2', alt: '' },
    ],
    secondaryImage: '/uploads/demo/aurelia-2.svg',
    brand: 'Hatton & Vale',
    sku: null,
    material: 'white-gold',
    fineness: '18ct',
    stone: 'diamond',
    caratWeight: 0.5,
    diamondColour: 'G',
    diamondClarity: 'VS1',
    certificateLab: null,
    certificateNumber: null,
    assayOffice: 'london',
    weightGrams: 3.2,
    engraving: null,
    category: {
      _id: 'c'.repeat(24),
      name: 'White gold rings',
      slug: 'white-gold-rings',
      parentCategory: { _id: 'd'.repeat(24), name: 'Rings', slug: 'rings' },
    },
    categories: ['Rings', 'White gold rings'],
    tags: ['diamond'],
    variations: { Size: ['J', 'L'] },
    variants: [],
    countInStock: 3,
    isActive: true,
    isFeatured: true,
    isOnSale: true,
    isNewArrival: true,
    sales: 10,
    rating: 0,
    averageRating: 0,
    reviewCount: 0,
    createdAt: daysAgo(3),
    updatedAt: daysAgo(3),
    ...overrides,
  };
}

/** In the app's providers, with the shop's information loaded (as the server's page carries it). */
function renderCard(p: Product, { showPlaceholderRatings = false } = {}) {
  const queryClient = new QueryClient();
  const trpcClient = createTrpcClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  queryClient.setQueryData(trpc.shop.info.queryKey(), {
    ...fallbackShopInfo,
    showPlaceholderRatings,
  });
  return render(
    <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ProductCard product={p} />
        </MemoryRouter>
      </QueryClientProvider>
    </TRPCProvider>,
  );
}

afterEach(() => {
  cleanup();
  act(() => {
    cart.clear();
    cartDrawer.close();
  });
});

describe('ProductCard', () => {
  it('shows name, categories, GBP price with the old price struck out, badges and an 80-character snippet', () => {
    renderCard(product());
    const card = screen.getByRole('article');
    expect(
      within(card).getByRole('link', { name: 'Aurelia Solitaire Ring' }).getAttribute('href'),
    ).toBe('/product/0123456789abcdef01234567');
    expect(within(card).getByRole('link', { name: 'White gold rings' }).getAttribute('href')).toBe(
      '/products?category=White%20gold%20rings',
    );
    expect(card.textContent).toContain('GBP 1,250.00');
    expect(card.querySelector('s')?.textContent).toBe('Was GBP 1,400.00');
    expect(within(card).getByText('SALE')).toBeTruthy();
    expect(within(card).getByText('NEW')).toBeTruthy();
    expect(
      within(card).getByText(
        'A brilliant-cut diamond of 0.5 carat in a six-claw setting, on a slim band of…',
      ),
    ).toBeTruthy();
    // The hover picture is fetched only once a pointer comes near.
    expect(card.querySelectorAll('img')).toHaveLength(1);
    fireEvent.pointerEnter(card);
    expect(card.querySelectorAll('img')).toHaveLength(2);
    expect(card.querySelectorAll('img')[1]?.getAttribute('src')).toBe(
      '/uploads/demo/aurelia-2.svg',
    );
  });

  it('shows the spec’s rating and a review count that stays the same across renders, when the shop turns placeholders on', () => {
    const first = renderCard(product(), { showPlaceholderRatings: true });
    const label = screen
      .getByLabelText(/Rated 4.5 out of 5 from \d+ reviews/)
      .getAttribute('aria-label');
    first.unmount();
    renderCard(product(), { showPlaceholderRatings: true });
    expect(screen.getByLabelText(/Rated 4.5 out of 5/).getAttribute('aria-label')).toBe(label);
  });

  it('says "No reviews yet" by default (placeholder ratings off)', () => {
    renderCard(product());
    expect(screen.getByText('No reviews yet')).toBeTruthy();
    expect(screen.queryByLabelText(/Rated/)).toBeNull();
  });

  it('shows real published reviews whatever the setting', () => {
    renderCard(product({ averageRating: 4, reviewCount: 2 }), { showPlaceholderRatings: false });
    expect(screen.getByLabelText('Rated 4 out of 5 from 2 reviews')).toBeTruthy();
  });

  it('keeps keyboard travel short: one link per card (the name), then its buttons', () => {
    renderCard(product());
    const card = screen.getByRole('article');
    const tabStops = [...card.querySelectorAll<HTMLElement>('a[href], button')].filter(
      (el) => el.tabIndex >= 0,
    );
    expect(tabStops.map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim())).toEqual([
      'Add Aurelia Solitaire Ring to wishlist',
      'Quick View',
      'Aurelia Solitaire Ring',
      'Add to Cart: Aurelia Solitaire Ring',
    ]);
  });

  it('shows no NEW badge on a flagged product listed more than 30 days ago', () => {
    renderCard(product({ createdAt: daysAgo(31) }));
    expect(within(screen.getByRole('article')).queryByText('NEW')).toBeNull();
  });

  it('has no badges or struck price for a regular product', () => {
    renderCard(
      product({ isOnSale: false, isNewArrival: false, oldPrice: null, secondaryImage: null }),
    );
    const card = screen.getByRole('article');
    expect(within(card).queryByText('SALE')).toBeNull();
    expect(within(card).queryByText('NEW')).toBeNull();
    expect(card.querySelector('s')).toBeNull();
    fireEvent.pointerEnter(card);
    expect(card.querySelectorAll('img')).toHaveLength(1);
  });

  it('adds one to the cart with id, name, first image and price, and opens the drawer', () => {
    renderCard(product({ variations: {} }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Aurelia Solitaire Ring' }));
    expect(cart.getSnapshot()).toEqual([
      {
        product: '0123456789abcdef01234567',
        name: 'Aurelia Solitaire Ring',
        image: '/uploads/demo/aurelia-1.svg',
        price: 1250,
        qty: 1,
      },
    ]);
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toHaveLength(1);
  });

  it('asks for a size in Quick View before adding a ring that comes in sizes', async () => {
    // jsdom has no modal dialogs; the browser's own showModal opens one.
    if (!('showModal' in HTMLDialogElement.prototype)) {
      Object.assign(HTMLDialogElement.prototype, {
        showModal(this: HTMLDialogElement) {
          this.open = true;
        },
        close(this: HTMLDialogElement) {
          this.open = false;
        },
      });
    }
    renderCard(product());
    fireEvent.click(screen.getByRole('button', { name: 'Add to Cart: Aurelia Solitaire Ring' }));
    // Quick View's code is fetched when first opened.
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please choose a Size');
    expect(cart.getSnapshot()).toEqual([]);
    const sizes = within(dialog).getByRole('radiogroup', { name: 'Size' });
    expect(document.activeElement).toBe(within(sizes).getByRole('radio', { name: 'J' }));
    fireEvent.click(within(sizes).getByRole('radio', { name: 'L' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    expect(cart.getSnapshot()).toEqual([
      expect.objectContaining({ name: 'Aurelia Solitaire Ring', qty: 1, variation: { Size: 'L' } }),
    ]);
  });

  it('cannot add a sold-out product', () => {
    renderCard(product({ countInStock: 0 }));
    expect(
      screen
        .getByRole('button', { name: 'Sold out: Aurelia Solitaire Ring' })
        .hasAttribute('disabled'),
    ).toBe(true);
  });

  it('asks a guest to log in before using the wishlist', () => {
    renderCard(product());
    render(<Toaster />);
    const heart = screen.getByRole('button', { name: 'Add Aurelia Solitaire Ring to wishlist' });
    fireEvent.click(heart);
    expect(screen.getByRole('status').textContent).toBe(
      'Please login to add items to your wishlist',
    );
    expect(heart.hasAttribute('aria-pressed')).toBe(false);
  });
});
