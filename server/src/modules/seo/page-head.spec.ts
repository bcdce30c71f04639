import { escapeHtml } from '../../common/html.js';
import { absoluteUrl, blogHead, injectHead, jsonLdScript, summarise } from './page-head.js';

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

  it("writes a post's head: article tags, the first paragraph with words as description, and a BlogPosting", () => {
    const post = {
      _id: '6f1c0b1e-0000-4000-8000-000000000001',
      name: 'Jhumkas </script> "old" & new',
      slug: 'jhumkas-old-new',
      images: ['/uploads/blogs/jhumka-640.webp'],
      description: ['', '  Bell-shaped earrings from <Rajasthan>.  '],
      additionalDescription: [],
      createdAt: new Date('2025-01-02T03:04:05.000Z'),
      updatedAt: new Date('2025-02-03T04:05:06.000Z'),
    };
    const head = blogHead(post, 'https://shop.example.in');
    expect(head).toContain('<title>Jhumkas &lt;/script&gt; &quot;old&quot; &amp; new | Sona Jewellers</title>');
    expect(head).toContain('<meta name="description" content="Bell-shaped earrings from &lt;Rajasthan&gt;." />');
    expect(head).toContain('<link rel="canonical" href="https://shop.example.in/blogdetail/jhumkas-old-new" />');
    expect(head).toContain('<meta property="og:type" content="article" />');
    expect(head).toContain('<meta property="og:image" content="https://shop.example.in/uploads/blogs/jhumka-1280.webp" />');
    const json = /<script type="application\/ld\+json">(.*)<\/script>/.exec(head)?.[1] ?? '';
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.name,
      description: 'Bell-shaped earrings from <Rajasthan>.',
      image: ['https://shop.example.in/uploads/blogs/jhumka-1280.webp'],
      datePublished: '2025-01-02T03:04:05.000Z',
      dateModified: '2025-02-03T04:05:06.000Z',
      mainEntityOfPage: { '@id': 'https://shop.example.in/blogdetail/jhumkas-old-new' },
      publisher: { '@type': 'Organization', name: 'Sona Jewellers' },
    });
  });
});
