import { pageBodyOf, SERVER_STATE_ID, withPageBody } from './page-body.js';

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
