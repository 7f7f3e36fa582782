// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountLinks } from '../../src/client/components/layout/AccountLinks';
import { createTrpcClient, TRPCProvider } from '../../src/client/lib/trpc';
import { session } from '../../src/client/state/session';

/** In the app's providers, as the dropdown or the phone's menu renders them. */
function renderLinks(look: 'dropdown' | 'sheet', onChoose = () => {}) {
  const queryClient = new QueryClient();
  const trpcClient = createTrpcClient();
  render(
    <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <AccountLinks look={look} onChoose={onChoose} />
        </MemoryRouter>
      </QueryClientProvider>
    </TRPCProvider>,
  );
}

/** Each item's text and, for a link, where it goes. */
const items = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => [item.textContent, item.querySelector('a')?.getAttribute('href') ?? 'button']);

afterEach(() => {
  cleanup();
  act(() => session.logout());
});

describe('the account links (spec §2 Header)', () => {
  for (const look of ['dropdown', 'sheet'] as const) {
    it(`in the ${look}: Login and Register for a guest, then the links for everyone`, () => {
      renderLinks(look);
      expect(items()).toEqual([
        ['Login', '/login'],
        ['Register', '/register'],
        ['Checkout', '/checkout'],
        ['Shopping Cart', '/cart'],
        ['Wishlist', '/wishlist'],
      ]);
    });

    it(`in the ${look}: My Account, My Orders and Logout when signed in`, () => {
      act(() =>
        session.signIn({
          _id: '0123456789abcdef01234567',
          name: 'Ada',
          email: 'ada@example.com',
          token: 'token',
          isAdmin: false,
        }),
      );
      renderLinks(look);
      expect(items()).toEqual([
        ['My Account', '/account'],
        ['My Orders', '/orders'],
        ['Logout', 'button'],
        ['Checkout', '/checkout'],
        ['Shopping Cart', '/cart'],
        ['Wishlist', '/wishlist'],
      ]);
    });
  }

  it('closes the menu it is in when a link is chosen', () => {
    const onChoose = vi.fn();
    renderLinks('sheet', onChoose);
    fireEvent.click(screen.getByRole('link', { name: 'Wishlist' }));
    expect(onChoose).toHaveBeenCalledOnce();
  });
});
