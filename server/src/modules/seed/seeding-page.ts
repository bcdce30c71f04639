import { escapeHtml } from '../../common/html.js';
import { SEED_STARTING, SEED_WAITING, type SeedProgress } from './seed-progress.js';

/** How long a client is asked to wait before asking again while the demo shop loads (Retry-After, the page's refresh). */
export const SEEDING_RETRY_AFTER_SECONDS = 5;

/** What the shop is doing, for a person: 'Drawing the jewellery pictures: 120 of 274', 'Saving products: 102 of 102'. */
export function seedingStepText({ step, done, total }: SeedProgress): string {
  if (step === SEED_STARTING) return 'Getting started';
  if (step === SEED_WAITING) return 'Another server of this shop is loading it; waiting for it to finish';
  if (step === 'pictures') return `Drawing the jewellery pictures: ${done} of ${total}`;
  return `Saving ${step}: ${done} of ${total}`;
}

/**
 * The page every storefront address answers (503, Retry-After) while the first start loads the demo shop, instead of
 * an empty shop: what is being done and how far it is, refreshing itself until the shop is there.
 */
export function seedingPage(progress: SeedProgress): string {
  const bar = progress.total > 0 ? `<progress max="${progress.total}" value="${progress.done}">${progress.done} of ${progress.total}</progress>` : '';
  return `<!doctype html>
<html lang="en-IN">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta http-equiv="refresh" content="${SEEDING_RETRY_AFTER_SECONDS}" />
    <meta name="robots" content="noindex" />
    <title>Setting up the demo shop | Sona Jewellers</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif; background: #fbf6f0; color: #3b1016; }
      main { max-width: 32rem; padding: 2rem; text-align: center; }
      h1 { font-size: 1.5rem; color: #7b1e2b; }
      progress { width: 100%; height: 0.75rem; accent-color: #7b1e2b; }
      a { color: #7b1e2b; }
    </style>
  </head>
  <body>
    <main>
      <h1>Setting up the demo shop</h1>
      <p>The first start fills the shop with its demo jewellery. This page refreshes itself and shows the shop once it is ready.</p>
      <p><strong>${escapeHtml(seedingStepText(progress))}</strong></p>
      ${bar}
      <p>The <a href="/admin/">staff console</a> already works.</p>
    </main>
  </body>
</html>
`;
}
