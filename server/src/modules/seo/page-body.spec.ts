import { CODE_AFTER_PAINT_ID, pageBodyOf, SERVER_STATE_ID, withCodeAfterPaint, withPageBody } from './page-body.js';

const INDEX = `<!doctype html>
<html lang="en-IN">
  <head>
    <title>Sona Jewellers</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/assets/index.js"></script>
  </body>
</html>`;

/** The state script's JSON, parsed as the storefront reads it. */
function stateOf(html: string): unknown {
  const found = new RegExp(`<script type="application/json" id="${SERVER_STATE_ID}">([\\s\\S]*?)</script>`).exec(html);
  return found ? JSON.parse(found[1] ?? '') : undefined;
}

describe('a page drawn on the server, in index.html', () => {
  it('puts the markup in the root, the state after it and the hoisted tags but the title and picture preloads in the head', () => {
    const body = pageBodyOf({
      html: '<title>Ring | Sona Jewellers</title><link rel="preload" as="image" href="/uploads/a-640.webp"/><meta name="robots" content="noindex"/><div class="layout"><h1>Ring</h1></div>',
      state: { queries: [{ queryKey: ['catalog', 'product', 'ring'], state: { data: { name: 'Ring' } } }] },
      products: ['p1'],
    });
    const html = withPageBody(INDEX, body);
    expect(html).toContain('<div id="root"><div class="layout"><h1>Ring</h1></div></div>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Sona Jewellers</title>');
    // The head's own picture preload (page-head.ts) is the one: React's would fetch another size.
    expect(html).not.toContain('<link rel="preload" as="image" href="/uploads/a-640.webp"/>');
    expect(html.indexOf('<meta name="robots" content="noindex"/>')).toBeLessThan(html.indexOf('</head>'));
    expect(html.indexOf(`id="${SERVER_STATE_ID}"`)).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.indexOf(`id="${SERVER_STATE_ID}"`)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(stateOf(html)).toEqual({ queries: [{ queryKey: ['catalog', 'product', 'ring'], state: { data: { name: 'Ring' } } }] });
  });

  it('keeps data that would end its script inside it, as the same JSON', () => {
    const state = { queries: [{ state: { data: { name: '</script><script>alert(1)</script> & \u2028' } } }] };
    const html = withPageBody(INDEX, pageBodyOf({ html: '<div></div>', state, products: [] }));
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(stateOf(html)).toEqual(state);
  });

  it('leaves markup that only looks like a hoisted tag further in where it is', () => {
    const body = pageBodyOf({ html: '<div class="layout"><title>not hoisted</title></div>', state: { queries: [] }, products: [] });
    expect(body.head).toBe('');
    expect(body.root).toBe('<div class="layout"><title>not hoisted</title></div>');
  });

  it('changes nothing in a page without an empty root', () => {
    const other = INDEX.replace('<div id="root"></div>', '<div id="root"><p>drawn</p></div>');
    expect(withPageBody(other, pageBodyOf({ html: '<div></div>', state: { queries: [] }, products: [] }))).toBe(other);
  });
});

/** index.html as the storefront's build writes it: the app's code named between markers (storefront/vite.config.ts). */
const BUILT = `<!doctype html>
<html lang="en-IN">
  <head>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vite-v1.js">
    <link rel="stylesheet" crossorigin href="/assets/app-s1.css">
    <!--app-code-->
    <link rel="modulepreload" crossorigin href="/assets/app-a1.js">
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-r1.js">
    <!--/app-code-->
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/** The links inside the page's <template>, and the page without it. */
function heldBack(html: string): { held: string[]; rest: string } {
  const template = new RegExp(` *<template id="${CODE_AFTER_PAINT_ID}">([\\s\\S]*?)</template>\\n?`).exec(html);
  return { held: template?.[1]?.match(/<link[^>]*>/g) ?? [], rest: template === null ? html : html.replace(template[0], '') };
}

describe("a drawn page's code, fetched once the page is on screen", () => {
  it("holds back the app's code and the page's own in one inert template in the head, and leaves the entry and styles", () => {
    const html = withCodeAfterPaint(BUILT, ['<link rel="modulepreload" crossorigin href="/assets/HomePage-h1.js" />']);
    const { held, rest } = heldBack(html);
    expect(held).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/app-a1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-r1.js">',
      '<link rel="modulepreload" crossorigin href="/assets/HomePage-h1.js" />',
    ]);
    expect(html.indexOf(`<template id="${CODE_AFTER_PAINT_ID}">`)).toBeLessThan(html.indexOf('</head>'));
    // Outside it, only what the entry needs at once: itself, Vite's helper and the styles.
    expect(rest.match(/<link rel="modulepreload"[^>]*>/g)).toEqual(['<link rel="modulepreload" crossorigin href="/assets/vite-v1.js">']);
    expect(rest).toContain('<script type="module" crossorigin src="/assets/index-e1.js"></script>');
    expect(rest).toContain('<link rel="stylesheet" crossorigin href="/assets/app-s1.css">');
    expect(rest).not.toContain('app-code');
  });

  it("holds back a page's own code in a build that does not mark the app's", () => {
    const unmarked = BUILT.replace(/ *<!--\/?app-code-->\n/g, '');
    const { held, rest } = heldBack(withCodeAfterPaint(unmarked, ['<link rel="modulepreload" crossorigin href="/assets/HomePage-h1.js" />']));
    expect(held).toEqual(['<link rel="modulepreload" crossorigin href="/assets/HomePage-h1.js" />']);
    expect(rest).toBe(unmarked);
  });

  it('adds no template when there is nothing to hold back', () => {
    const unmarked = BUILT.replace(/ *<!--\/?app-code-->\n/g, '').replace(/ *<link rel="modulepreload" crossorigin href="\/assets\/(app|rolldown)[^>]*>\n/g, '');
    expect(withCodeAfterPaint(unmarked, [])).toBe(unmarked);
  });
});
