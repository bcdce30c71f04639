/** The crawler files, served at the site's root outside the /api prefix (app.setup.ts excludes them from it). */
export const SITEMAP_PATH = 'sitemap.xml';
export const ROBOTS_PATH = 'robots.txt';
