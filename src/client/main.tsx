import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SessionRefresh } from './components/session/SessionRefresh';
import { hydratePageState } from './lib/pageState';
import { createQueryClient } from './lib/queryClient';
import { createTrpcClient, trpc } from './lib/trpc';
import { routes } from './routes';
import './styles.css';

// One of each for the page's life (the query client also listens to the session).
const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
hydratePageState(queryClient);
const trpcClient = createTrpcClient();

function App() {
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        <SessionRefresh />
        <RouterProvider router={router} />
      </QueryClientProvider>
    </trpc.Provider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
