import './styles/index.css';

// A reload opens at the top like any full load (app/layout/PageScroll.tsx). React Router hands scrolling back to the
// browser as a page unloads, and the browser would put a reloaded page back where it was as soon as the page loads,
// which can be before the app's code (app/start.tsx) has arrived: so this is said here, first thing.
window.history.scrollRestoration = 'manual';

/**
 * The page's entry, small on purpose. A page the server drew (entry-server.tsx) is on screen before the app's code runs,
 * which is the page's longest task: the browser draws a frame first (at once in a hidden tab, which draws none). The
 * app's code downloads meanwhile (the build names it in the page, vite.config.ts).
 */
function afterPaint(then: () => void): void {
  if (document.visibilityState === 'hidden') then();
  else requestAnimationFrame(() => setTimeout(then, 0));
}

const start = () => void import('./app/start');
/** The data a drawn page comes with (api/server-state.ts, SERVER_STATE_ID; not imported, which would load the app now). */
const SERVER_STATE_ID = 'shop-state';

if (document.getElementById(SERVER_STATE_ID) === null) start();
else afterPaint(start);
