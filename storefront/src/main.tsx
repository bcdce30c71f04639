import './styles/index.css';

// A reload opens at the top like any full load (app/layout/PageScroll.tsx). React Router hands scrolling back to the
// browser as a page unloads, and the browser would put a reloaded page back where it was as soon as the page loads,
// which can be before the app's code (app/start.tsx) has arrived: so this is said here, first thing.
window.history.scrollRestoration = 'manual';

/**
 * The page's entry, small on purpose. A page the server drew (entry-server.tsx) is on screen before the app's code runs,
 * which is the page's longest task: the browser draws a frame first (at once in a hidden tab, which draws none), and
 * only then fetches that code. A page the browser draws itself names the app's code to fetch at once (vite.config.ts).
 */
function afterPaint(then: () => void): void {
  if (document.visibilityState === 'hidden') then();
  else requestAnimationFrame(() => setTimeout(then, 0));
}

const start = () => void import('./app/start');
/** The data a drawn page comes with (api/server-state.ts, SERVER_STATE_ID; not imported, which would load the app now). */
const SERVER_STATE_ID = 'shop-state';
/**
 * The <template> in which a drawn page names the app's code and its own (module preloads) without fetching them, so
 * that they do not compete with its styles and first picture (server/src/modules/seo/page-body.ts, withCodeAfterPaint).
 */
const CODE_AFTER_PAINT_ID = 'shop-code';

/** Puts the links the drawn page holds back in the page, which fetches them all at once. */
function fetchCode(): void {
  const named = document.getElementById(CODE_AFTER_PAINT_ID);
  if (named instanceof HTMLTemplateElement) document.head.append(named.content);
}

if (document.getElementById(SERVER_STATE_ID) === null) start();
else
  afterPaint(() => {
    fetchCode();
    start();
  });
