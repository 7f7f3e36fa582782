import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './App';
import { hydratePageState } from './lib/pageState';
import { createQueryClient } from './lib/queryClient';
import { createTrpcClient } from './lib/trpc';
import { preloadPages } from './routes';

// The app, started by the entry (main.tsx) once a page the server rendered is painted.

// One of each for the page's life (the query client also listens to the session).
const trpcClient = createTrpcClient();
const queryClient = createQueryClient(trpcClient);
hydratePageState(queryClient);

/**
 * Resolves once React has committed the page for the first time: the taps main.tsx held are
 * replayed then (React hydrates whatever part they land on first), and `data-app-started` on
 * <html> says so (the e2e tests wait for it).
 */
let markStarted!: () => void;
export const started = new Promise<void>((resolve) => (markStarted = resolve));
function Started() {
  useEffect(() => {
    document.documentElement.dataset.appStarted = '';
    markStarted();
  }, []);
  return null;
}

const app = (
  <StrictMode>
    {/* Without transitions a link shows its page's spinner at once, and a logout's move home
        and its end of session land in one render (useLogout). */}
    <BrowserRouter useTransitions={false}>
      <App queryClient={queryClient} trpcClient={trpcClient} />
      <Started />
    </BrowserRouter>
  </StrictMode>
);

// The first render waits for the page's chunk (fetched beside this one, see main.tsx), so the page
// and the session check ask the API together. A page the server rendered
// (docs/decisions/010-server-rendered-catalogue-pages.md) is taken over as it is: until then its
// buttons are plain HTML, and main.tsx holds their taps. Every other page starts from an empty
// root.
const root = document.getElementById('root')!;
void preloadPages(window.location.pathname).then(() => {
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
