import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { hydratePageState } from './lib/pageState';
import { createQueryClient } from './lib/queryClient';
import { createTrpcClient } from './lib/trpc';
import { preloadPages } from './routes';
import './styles.css';

// One of each for the page's life (the query client also listens to the session).
const queryClient = createQueryClient();
hydratePageState(queryClient);

const app = (
  <StrictMode>
    {/* Without transitions a link shows its page's spinner at once, and a logout's move home
        and its end of session land in one render (useLogout). */}
    <BrowserRouter useTransitions={false}>
      <App queryClient={queryClient} trpcClient={createTrpcClient()} />
    </BrowserRouter>
  </StrictMode>
);

// The first render waits for the page's chunk (its download started with the HTML's
// modulepreload), so the page and the session check ask the API together. A page the server
// rendered (docs/decisions/010-server-rendered-catalogue-pages.md) is taken over as it is, as soon
// as the scripts are here: until then its buttons are plain HTML. Every other page starts from an
// empty root.
const root = document.getElementById('root')!;
void preloadPages(window.location.pathname).then(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
