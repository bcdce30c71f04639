import { absoluteUrl, escapeHtml, injectHead, jsonLdScript, summarise } from './page-head.js';

describe('page head rules', () => {
  it('escapes the five characters that matter in HTML text and quoted attributes', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;');
  });

  it('writes JSON-LD that no text can end early, and that parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & \u2028' };
    const block = jsonLdScript(data);
    const inner = block.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(inner)).toEqual(data);
  });

  it('cuts a long description at a word, within 160 characters, and flattens whitespace', () => {
    const text = `First line.\n\n${'Handmade silver anklets with bells '.repeat(8)}`;
    const short = summarise(text);
    expect(short.length).toBeLessThanOrEqual(160);
    expect(short).toMatch(/^First line\. Handmade silver/);
    expect(short).toMatch(/[a-z]…$/);
    expect(summarise('  Short   one. ')).toBe('Short one.');
  });

  it('makes picture addresses absolute against PUBLIC_URL and leaves absolute ones alone', () => {
    expect(absoluteUrl('/uploads/p/x-640.webp', 'https://shop.example.in')).toBe('https://shop.example.in/uploads/p/x-640.webp');
    expect(absoluteUrl('https://cdn.example.in/x.webp', 'https://shop.example.in')).toBe('https://cdn.example.in/x.webp');
  });

  it('replaces the marked block of index.html, or adds before </head> when there is none', () => {
    const html = '<head><!--page-head--><title>Shop</title><!--/page-head--><script src="/a.js"></script></head>';
    expect(injectHead(html, '<title>Ring $& co</title>')).toBe('<head><title>Ring $& co</title><script src="/a.js"></script></head>');
    expect(injectHead('<head><title>Shop</title></head>', '<meta name="x" content="$1" />')).toBe('<head><title>Shop</title>  <meta name="x" content="$1" />\n  </head>');
  });
});
