import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadedHash, PageScroll } from './PageScroll';

// where React Router keeps the tab's scroll positions between loads
const POSITIONS = 'react-router-scroll-positions';

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
  // jsdom has no scrollIntoView; one test lends it
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

/** The window's scroll position as the page reads it. */
function scrolledTo(y: number) {
  vi.stubGlobal('scrollY', y);
}

function Frame() {
  return (
    <>
      <Suspense fallback={<p>Loading…</p>}>
        <Outlet />
        <LoadedHash />
      </Suspense>
      <PageScroll />
    </>
  );
}

function shop(path: string, refund = <h1>Refund policy</h1>) {
  return createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { index: true, element: <Link to="/refund">Refund</Link> },
          { path: 'refund', element: refund },
        ],
      },
    ],
    { initialEntries: [path] },
  );
}

describe('PageScroll', () => {
  it('opens a full load at the top, not where an earlier page of the tab was left', () => {
    // what the last page of this tab left behind: every fresh load's entry is keyed 'default'
    window.sessionStorage.setItem(POSITIONS, JSON.stringify({ default: 900 }));
    render(<RouterProvider router={shop('/')} />);

    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(scrollTo).not.toHaveBeenCalledWith(0, 900);
  });

  it('opens a new page at the top and takes Back to where the shopper left the page', async () => {
    const router = shop('/');
    render(<RouterProvider router={router} />);

    scrolledTo(700);
    await act(() => router.navigate('/refund'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolledTo(0);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
  });

  it("opens a full load at its #hash once the page's code has arrived", async () => {
    type PageModule = { default: ComponentType };
    let arrive: (module: PageModule) => void = () => undefined;
    const RefundPage = lazy(() => new Promise<PageModule>((resolve) => (arrive = resolve)));
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });

    render(<RouterProvider router={shop('/refund#returns', <RefundPage />)} />);
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(scrollIntoView).not.toHaveBeenCalled();

    await act(async () => arrive({ default: () => <h2 id="returns">Returns</h2> }));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Returns' }));
  });
});
