import { matchesRoute, routePreloadTags } from './web.js';
import { itAnswers } from '../test/helpers/answers.js';

const PRELOADS = {
  routes: [
    { path: '/', scripts: ['/assets/HomePage-a1.js', '/assets/shop-b2.js'], styles: ['/assets/HomePage-c3.css'] },
    { path: '/product/details/:slug', scripts: ['/assets/ProductPage-d4.js'], styles: [] },
  ],
};

describe('route preloads of the storefront', () => {
  itAnswers('matches router paths segment by segment, a :name segment standing for any one segment', matchesRoute, [
    ['/', '/', true],
    ['/', '/cart', false],
    ['/product/details/:slug', '/product/details/kundan-bangle', true],
    ['/product/details/:slug', '/product/details/kundan-bangle/', true],
    ['/product/details/:slug', '/product/details/', false],
    ['/product/details/:slug', '/product/details/a/b', false],
    ['/category-data/:slug', '/product/details/rings', false],
  ]);

  it("names a page's scripts as module preloads and its styles as style preloads, as the app's loader asks for them", () => {
    expect(routePreloadTags(PRELOADS, '/')).toEqual({
      scripts: ['<link rel="modulepreload" crossorigin href="/assets/HomePage-a1.js" />', '<link rel="modulepreload" crossorigin href="/assets/shop-b2.js" />'],
      styles: ['<link rel="preload" as="style" crossorigin href="/assets/HomePage-c3.css" />'],
    });
    expect(routePreloadTags(PRELOADS, '/product/details/ring')).toEqual({ scripts: ['<link rel="modulepreload" crossorigin href="/assets/ProductPage-d4.js" />'], styles: [] });
  });

  it("links a drawn page's styles as stylesheets, which it needs before it is shown", () => {
    expect(routePreloadTags(PRELOADS, '/', true)).toEqual({
      scripts: ['<link rel="modulepreload" crossorigin href="/assets/HomePage-a1.js" />', '<link rel="modulepreload" crossorigin href="/assets/shop-b2.js" />'],
      styles: ['<link rel="stylesheet" crossorigin href="/assets/HomePage-c3.css" />'],
    });
  });

  it('adds nothing to other pages', () => {
    expect(routePreloadTags(PRELOADS, '/cart')).toEqual({ scripts: [], styles: [] });
    expect(routePreloadTags({ routes: [] }, '/')).toEqual({ scripts: [], styles: [] });
  });
});
