/** Pure builders of the crawler files (DECISIONS.md, SEO): what is listed, where crawlers may go. */

/** A page of the storefront: its path and, when known, when it last changed. */
export type SitemapEntry = { path: string; lastmod?: Date };

/** The storefront's pages that are the same for everyone and worth finding (spec 2), beside home, collections, blog and gifts. */
export const STATIC_PAGES = [
  '/offer-promotion',
  '/best-seller',
  '/evil-eye',
  '/gifts-for-him',
  '/reviews',
  '/story',
  '/about',
  '/privacy',
  '/refund',
  '/term-condition',
] as const;

/** What crawlers should leave alone: the console, the API, and a shopper's own pages. */
export const DISALLOWED = ['/admin/', '/api/', '/dashboard-client', '/cart', '/checkout', '/shiping', '/payment', '/sandbox-gateway/'] as const;

/** The sitemap protocol's limit of URLs in one file. */
export const MAX_SITEMAP_URLS = 50_000;

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** A storefront path with one slug segment, the slug percent-encoded as a URL path segment. */
export function slugPath(prefix: string, slug: string): string {
  return `${prefix}/${encodeURIComponent(slug)}`;
}

/** The newest of some dates; undefined when there are none. */
export function newest(dates: ReadonlyArray<Date | undefined>): Date | undefined {
  let found: Date | undefined;
  for (const date of dates) if (date && (!found || date > found)) found = date;
  return found;
}

/** A sitemap (sitemaps.org 0.9) of absolute URLs under `publicUrl`; the first MAX_SITEMAP_URLS entries. */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries
    .slice(0, MAX_SITEMAP_URLS)
    .map((entry) => {
      const lastmod = entry.lastmod ? `<lastmod>${entry.lastmod.toISOString()}</lastmod>` : '';
      return `<url><loc>${escapeXml(publicUrl + entry.path)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
