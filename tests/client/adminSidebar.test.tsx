// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminSidebar } from '../../src/client/components/admin/AdminSidebar';
import { createTrpcClient, TRPCProvider } from '../../src/client/lib/trpc';
import { session } from '../../src/client/state/session';

/** In the app's providers: its Logout button asks the server to end the session. */
function renderAt(path: string) {
  const queryClient = new QueryClient();
  const trpcClient = createTrpcClient();
  render(
    <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <AdminSidebar />
        </MemoryRouter>
      </QueryClientProvider>
    </TRPCProvider>,
  );
}

const signIn = (name: string) =>
  act(() =>
    session.signIn({
      _id: '0123456789abcdef01234567',
      name,
      email: 'ada@example.com',
      token: 'token',
      isAdmin: true,
    }),
  );

afterEach(() => {
  cleanup();
  act(() => session.logout());
});

describe('AdminSidebar', () => {
  it('shows the admin with their initial, and the sections of spec §2', () => {
    signIn('ada Lovelace');
    renderAt('/admin');
    expect(screen.getByText('ada Lovelace')).toBeTruthy();
    expect(screen.getByText('A')).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(
      [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/admin'],
      ['Orders', '/admin/orders'],
      ['Collections', '/admin/collections'],
      ['Returns', '/admin/orders?returns=open'],
      ['Products', '/admin/products'],
      ['Categories', '/admin/categories'],
      ['Reviews', '/admin/reviews'],
      ['Delivery', '/admin/delivery'],
      ['Promotions', '/admin/promotions'],
      ['Shop Information', '/admin/shop-info'],
      ['Policies', '/admin/policies'],
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('falls back to Admin User without a name', () => {
    signIn(' ');
    renderAt('/admin');
    expect(screen.getByText('Admin User')).toBeTruthy();
  });

  it('highlights the current section, also on its sub-pages', () => {
    signIn('Ada');
    renderAt('/admin/orders/0123456789abcdef01234567');
    const current = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Orders']);
  });
});
