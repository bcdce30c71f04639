/** The small pages the unsubscribe link answers with (it opens in a browser, not in the storefront). */

const SHOP = 'Sona Jewellers';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

function page(title: string, body: string, shopUrl: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} | ${SHOP}</title>
<style>body{margin:0;background:#faf6ef;font-family:Georgia,serif;color:#2b1d14}main{max-width:520px;margin:64px auto;padding:32px;background:#fff;border:1px solid #e8dcc6;border-radius:8px}h1{font-size:22px;color:#6b1d2a}a{color:#6b1d2a}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}<p><a href="${escapeHtml(`${shopUrl}/`)}">Back to ${SHOP}</a></p></main></body></html>`;
}

export function unsubscribedPage(email: string, shopUrl: string): string {
  return page(
    'You have been unsubscribed.',
    `<p>${escapeHtml(email)} will no longer receive the ${SHOP} newsletter.</p><p>Changed your mind? Sign up again in the footer of the shop at any time.</p>`,
    shopUrl,
  );
}

export function unknownLinkPage(shopUrl: string): string {
  return page(
    'This unsubscribe link is not valid.',
    '<p>It may have been copied incompletely. Please use the link from the newsletter mail exactly as it is.</p>',
    shopUrl,
  );
}

export function incompleteLinkPage(shopUrl: string): string {
  return page(
    'This unsubscribe link is incomplete.',
    '<p>The token of the link is missing. Please use the link from the newsletter mail exactly as it is.</p>',
    shopUrl,
  );
}
