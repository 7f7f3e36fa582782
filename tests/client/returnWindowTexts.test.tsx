// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { WhyShopStrip } from '../../src/client/components/home/WhyShopStrip';
import { CancellationFormPage } from '../../src/client/pages/CancellationFormPage';
import { createTrpcClient, TRPCProvider } from '../../src/client/lib/trpc';
import type { AppRouter } from '../../src/server/trpc/router';
import { fallbackShopInfo } from '../../src/shared/shop';

/** A page or part with the shop's information loaded, as the server's page carries it. */
function renderWithShop(returnWindowDays: number, ui: ReactNode) {
  const queryClient = new QueryClient();
  const trpcClient = createTrpcClient();
  const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });
  queryClient.setQueryData(trpc.shop.info.queryKey(), { ...fallbackShopInfo, returnWindowDays });
  render(
    <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </TRPCProvider>,
  );
}

const renderStrip = (days: number) => {
  renderWithShop(days, <WhyShopStrip />);
  return screen.getByRole('region', { name: 'Why shop with us' }).textContent ?? '';
};

afterEach(cleanup);

describe('texts that name the return window', () => {
  it('the home strip states the window the shop has set, and no other', () => {
    for (const days of [14, 28, 60]) {
      const text = renderStrip(days);
      expect(text).toContain(`${days}-day returns`);
      expect(text).toContain(`Return it within ${days} days of delivery`);
      // Every number of days it names is the setting's.
      expect([...text.matchAll(/(\d+)[ -]days?/g)].map((m) => Number(m[1]))).toEqual([days, days]);
      expect(text).not.toMatch(/send it back free/i);
      cleanup();
    }
  });

  it('the cancellation form page states the shop’s window', () => {
    for (const days of [14, 30]) {
      renderWithShop(days, <CancellationFormPage />);
      expect(screen.getByRole('article').textContent).toContain(
        `You may cancel an order within ${days} days of receiving it`,
      );
      cleanup();
    }
  });
});
