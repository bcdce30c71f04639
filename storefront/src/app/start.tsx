/**
 * The app: loaded by main.tsx, which lets the browser show a page the server drew before this runs. It takes that page
 * over (hydration) with the data it was drawn with, or draws the page itself when the server did not.
 */
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { readServerState } from '../api/server-state';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './router';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

const router = createBrowserRouter(routes);
const queryClient = createQueryClient();
// A page the server drew (entry-server.tsx) comes with the answers it was drawn with: the app takes it over from there.
const drawn = readServerState(document);
if (drawn !== undefined) hydrate(queryClient, drawn.cache);

/** Says on the page when the app has taken it over (browser tests wait for it before acting on a drawn page). */
function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} drawnIn={drawn?.currency}>
      <RouterProvider router={router} />
      <AppReady />
    </AppProviders>
  </StrictMode>
);

if (drawn !== undefined && container.firstElementChild !== null) {
  // As a transition, so that React takes the drawn page over in slices of a few milliseconds, letting the browser
  // answer a tap or draw a frame between them, instead of in one long task (as react-router's own entry does).
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
