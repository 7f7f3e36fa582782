import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useRoutes } from 'react-router';
import { SessionRefresh } from './components/session/SessionRefresh';
import { TRPCProvider, type TrpcClient } from './lib/trpc';
import { routes } from './routes';

/**
 * The app below its router: the browser wraps it in a BrowserRouter (main.tsx), the server in a
 * StaticRouter to render catalogue pages into their HTML (src/client/ssr.tsx).
 */
export function App({
  queryClient,
  trpcClient,
}: {
  queryClient: QueryClient;
  trpcClient: TrpcClient;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <SessionRefresh />
        <Routes />
      </TRPCProvider>
    </QueryClientProvider>
  );
}

function Routes() {
  return useRoutes(routes);
}
