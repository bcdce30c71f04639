import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { router } from './app/router';

// A reload opens at the top like any full load (app/layout/PageScroll.tsx): React Router hands scrolling back to
// the browser as a page unloads, and the browser would put a reloaded page back where it was.
window.history.scrollRestoration = 'manual';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
