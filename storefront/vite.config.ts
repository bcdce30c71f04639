import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';

const api = 'http://localhost:3000';
// The server answers these; the dev and preview servers hand them over.
const proxy = {
  '/api': api,
  '/uploads': api,
  '/sitemap.xml': api,
  '/robots.txt': api,
};

/**
 * The pages a shopper most often opens first (router paths of src/app/router.tsx, with their screens). The server
 * names their code and styles in the page it sends (server/src/web.ts reads ROUTE_PRELOADS), so that
 * they download beside the app's own code instead of after it has run; and the code they share is one chunk.
 */
const FIRST_SCREENS: Record<string, string> = {
  '/': 'src/pages/home/HomePage.tsx',
  '/category-data/:slug': 'src/pages/category/CategoryPage.tsx',
  '/product/details/:slug': 'src/pages/product/ProductPage.tsx',
};
/** Where the build writes which files each of FIRST_SCREENS needs beyond index.html's own. */
const ROUTE_PRELOADS = '.vite/route-preloads.json';

const isFirstScreen = (id: string) => Object.values(FIRST_SCREENS).some((source) => id.endsWith(`/${source}`));

/** The app, which the small entry (src/main.tsx) imports once a page the server drew is on screen. */
const APP = 'src/app/start.tsx';

const isApp = (id: string) => id.endsWith(`/${APP}`);

/** Whether a FIRST_SCREENS page imports the module, directly or through others (dynamic imports aside). */
const neededByFirstScreen = (id: string, context: Rolldown.ChunkingContext) => importedBy(id, context, isFirstScreen);

/** Whether a module `is` imports the module, directly or through others (dynamic imports aside), or it is one. */
function importedBy(id: string, context: Rolldown.ChunkingContext, is: (id: string) => boolean): boolean {
  const seen = new Set([id]);
  const queue = [id];
  for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
    if (is(current)) return true;
    for (const importer of context.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

/**
 * Chunks for a slow connection, where each request costs a round trip and a browser opens at most six at once:
 * everything the app needs before its first screen in one chunk (it was split into six files), and the code the
 * screens share in two chunks — what the FIRST_SCREENS pages use, and the rest — rather than a file per component.
 * Each screen keeps its own chunk.
 */
const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    // Vite's own helpers (its preload of dynamic imports) apart: the entry needs them before it loads the app.
    { name: 'vite', test: (id) => id.startsWith('\0vite/'), priority: 3 },
    { name: (id, context) => (importedBy(id, context, isApp) ? 'app' : null), priority: 2 },
    {
      name: (id, context) => (neededByFirstScreen(id, context) ? 'shop' : 'shop-more'),
      test: (id) => !isFirstScreen(id),
      minShareCount: 2,
      priority: 1,
    },
  ],
};

/** The chunks of a build by file name. */
function chunksOf(bundle: Rolldown.OutputBundle): Map<string, Rolldown.OutputChunk> {
  return new Map(
    Object.values(bundle)
      .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
}

/** The chunk and every chunk it imports statically, as the browser fetches them. */
function withImports(chunks: Map<string, Rolldown.OutputChunk>, chunk: Rolldown.OutputChunk): Rolldown.OutputChunk[] {
  const found = new Map<string, Rolldown.OutputChunk>();
  const visit = (current: Rolldown.OutputChunk) => {
    if (found.has(current.fileName)) return;
    found.set(current.fileName, current);
    for (const imported of current.imports) {
      const next = chunks.get(imported);
      if (next !== undefined) visit(next);
    }
  };
  visit(chunk);
  return [...found.values()];
}

/** The chunks every page loads: the entry and the app, with what they import. */
function inEveryPage(chunks: Map<string, Rolldown.OutputChunk>): Rolldown.OutputChunk[] | string {
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (entry === undefined) return 'the build has no entry chunk';
  const app = [...chunks.values()].find((chunk) => chunk.moduleIds.some(isApp));
  if (app === undefined) return `no chunk for ${APP}`;
  return [...new Map([...withImports(chunks, entry), ...withImports(chunks, app)].map((chunk) => [chunk.fileName, chunk])).values()];
}

/**
 * Where index.html names the app's code: the server takes this block out of a page it draws and has the entry name it
 * once the page is on screen (server/src/modules/seo/page-body.ts, withCodeAfterPaint).
 */
const APP_CODE = { start: '<!--app-code-->', end: '<!--/app-code-->' };

/**
 * Names the app's code in index.html (module preloads, between APP_CODE's markers), so that it downloads with the
 * page although the entry imports it only later; and writes ROUTE_PRELOADS: for each of FIRST_SCREENS, its scripts
 * and styles that index.html does not load already.
 */
function routePreloads(): Plugin {
  let base = '/';
  return {
    name: 'shop:route-preloads',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (context.bundle === undefined) return html;
        const chunks = chunksOf(context.bundle);
        const every = inEveryPage(chunks);
        if (typeof every === 'string') throw new Error(every);
        // Its styles too, as the entry's own: a page the server drew needs them before it is shown.
        const styles = new Set(every.filter((chunk) => !chunk.isEntry).flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
        // What Vite names in the page already (the entry's own imports) is not named twice.
        const stylesheets = [...styles].filter((file) => !html.includes(base + file)).map((file) => `<link rel="stylesheet" crossorigin href="${base + file}">`);
        const code = every.filter((chunk) => !chunk.isEntry && !html.includes(base + chunk.fileName)).map((chunk) => `<link rel="modulepreload" crossorigin href="${base + chunk.fileName}">`);
        const tags = [...stylesheets, APP_CODE.start, ...code, APP_CODE.end].map((tag) => `  ${tag}\n  `).join('');
        return html.replace('</head>', () => `${tags}</head>`);
      },
    },
    generateBundle(_options, bundle) {
      const chunks = chunksOf(bundle);
      const stylesOf = (list: Rolldown.OutputChunk[]) => list.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
      const inPage = inEveryPage(chunks);
      if (typeof inPage === 'string') this.error(inPage);
      const scriptsInPage = new Set(inPage.map((chunk) => chunk.fileName));
      const stylesInPage = new Set(stylesOf(inPage));
      const routes = Object.entries(FIRST_SCREENS).map(([path, source]) => {
        const screen = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(`/${source}`));
        if (screen === undefined) this.error(`no chunk for ${source} (${path})`);
        const needed = withImports(chunks, screen);
        return {
          path,
          scripts: needed.filter((chunk) => !scriptsInPage.has(chunk.fileName)).map((chunk) => base + chunk.fileName),
          styles: [...new Set(stylesOf(needed))].filter((file) => !stylesInPage.has(file)).map((file) => base + file),
        };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS, source: `${JSON.stringify({ routes }, null, 2)}\n` });
    },
  };
}

/**
 * The server's build of the storefront (`vite build --ssr`, after the browser's): entry-server.tsx and everything it
 * draws in one module, React's production build among it, beside the browser's files where the server finds it
 * (server/src/modules/seo/page-body.service.ts) and never serves it (a dot folder).
 */
const SSR_OUT_DIR = 'dist/.ssr';

export default defineConfig(({ isSsrBuild }) => ({
  ...(isSsrBuild ? serverBuild : browserBuild),
  server: {
    port: 5173,
    strictPort: true,
    proxy,
  },
  preview: {
    port: 4173,
    proxy,
  },
}));

const serverBuild: UserConfig = {
  plugins: [react()],
  // Node runs it as it is, without the storefront's node_modules at hand (npm run lighthouse copies dist alone).
  ssr: { noExternal: true, target: 'node' },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: SSR_OUT_DIR,
    emptyOutDir: true,
    copyPublicDir: false,
    rolldownOptions: { output: { codeSplitting: false, entryFileNames: '[name].mjs' } },
  },
};

const browserBuild: UserConfig = {
  plugins: [react(), routePreloads()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting } },
  },
};
