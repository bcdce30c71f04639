import { matchesRoute, routePreloadTags } from './web.js';

const PRELOADS = {
  routes: [
    { path: '/', scripts: ['/assets/HomePage-a1.js', '/assets/shop-b2.js'], styles: ['/assets/HomePage-c3.css'] },
    { path: '/product/details/:slug', scripts: ['/assets/ProductPage-d4.js'], styles: [] },
  ],
};

describe('route preloads of the storefront', () => {
  it('matches router paths segment by segment, a :name segment standing for any one segment', () => {
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/', '/cart')).toBe(false);
    expect(matchesRoute('/product/details/:slug', '/product/details/kundan-bangle')).toBe(true);
    expect(matchesRoute('/product/details/:slug', '/product/details/kundan-bangle/')).toBe(true);
    expect(matchesRoute('/product/details/:slug', '/product/details/')).toBe(false);
    expect(matchesRoute('/product/details/:slug', '/product/details/a/b')).toBe(false);
    expect(matchesRoute('/category-data/:slug', '/product/details/rings')).toBe(false);
  });

  it("names a page's scripts as module preloads and its styles as style preloads, as the app's loader asks for them", () => {
    expect(routePreloadTags(PRELOADS, '/').split('\n').map((line) => line.trim())).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-a1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/shop-b2.js" />',
      '<link rel="preload" as="style" crossorigin href="/assets/HomePage-c3.css" />',
    ]);
    expect(routePreloadTags(PRELOADS, '/product/details/ring')).toBe('<link rel="modulepreload" crossorigin href="/assets/ProductPage-d4.js" />');
  });

  it("links a drawn page's styles as stylesheets, which it needs before it is shown", () => {
    expect(routePreloadTags(PRELOADS, '/', true).split('\n').map((line) => line.trim())).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-a1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/shop-b2.js" />',
      '<link rel="stylesheet" crossorigin href="/assets/HomePage-c3.css" />',
    ]);
  });

  it('adds nothing to other pages', () => {
    expect(routePreloadTags(PRELOADS, '/cart')).toBe('');
    expect(routePreloadTags({ routes: [] }, '/')).toBe('');
  });
});
