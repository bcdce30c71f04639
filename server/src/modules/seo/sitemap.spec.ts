import { escapeXml, MAX_SITEMAP_URLS, newest, robotsTxt, sitemapXml, slugPath } from './sitemap.js';

describe('sitemapXml', () => {
  it('lists absolute, XML-escaped URLs with their lastmod when known', () => {
    const xml = sitemapXml('https://sona.example', [
      { path: '/' },
      { path: slugPath('/category-data', "baby's-evil-eye-charms"), lastmod: new Date('2026-02-01T10:00:00Z') },
      { path: '/product/details/a&b' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://sona.example/</loc></url>\n' +
        '<url><loc>https://sona.example/category-data/baby&apos;s-evil-eye-charms</loc><lastmod>2026-02-01T10:00:00.000Z</lastmod></url>\n' +
        '<url><loc>https://sona.example/product/details/a&amp;b</loc></url>\n' +
        '</urlset>\n',
    );
  });

  it('keeps to the protocol’s 50 000 URLs', () => {
    const xml = sitemapXml('http://x', Array.from({ length: MAX_SITEMAP_URLS + 5 }, (_, i) => ({ path: `/p${i}` })));
    expect(xml.match(/<url>/g)).toHaveLength(MAX_SITEMAP_URLS);
  });
});

describe('slugPath', () => {
  it('percent-encodes what a path segment cannot hold', () => {
    expect(slugPath('/blogdetail', 'a b/c?d')).toBe('/blogdetail/a%20b%2Fc%3Fd');
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});

describe('newest', () => {
  it('answers the latest date, or undefined for none', () => {
    expect(newest([new Date('2026-01-01'), undefined, new Date('2026-03-01')])).toEqual(new Date('2026-03-01'));
    expect(newest([])).toBeUndefined();
  });
});

describe('robotsTxt', () => {
  it("keeps crawlers out of the console, the API and a shopper's own pages, and points at the sitemap", () => {
    expect(robotsTxt('https://sona.example')).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin/',
        'Disallow: /api/',
        'Disallow: /dashboard-client',
        'Disallow: /cart',
        'Disallow: /checkout',
        'Disallow: /shiping',
        'Disallow: /payment',
        'Disallow: /sandbox-gateway/',
        '',
        'Sitemap: https://sona.example/sitemap.xml',
        '',
      ].join('\n'),
    );
  });
});
