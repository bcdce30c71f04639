import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../common/html.js';

/** The hosted test page of the simulator: plain HTML, one inline style allowed by its hash, no script, no external asset. */

export const PAGE_TITLE = 'PhonePe sandbox — test payment';

const STYLE = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3eefb; color: #1d1530; }
main { box-sizing: border-box; width: min(26rem, calc(100% - 2rem)); background: #fff; border-radius: 12px; padding: 1.75rem; box-shadow: 0 6px 24px rgb(64 32 120 / 12%); }
.badge { display: inline-block; font-size: .75rem; font-weight: 600; letter-spacing: .04em; text-transform: uppercase; color: #5f259f; background: #efe6fb; border-radius: 999px; padding: .2rem .65rem; }
h1 { font-size: 1.25rem; margin: .75rem 0 1rem; }
.caption { margin: 0; font-size: .85rem; color: #5b5270; }
.amount { font-size: 2.25rem; font-weight: 700; margin: 0 0 1rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: .35rem .75rem; margin: 0 0 1.5rem; font-size: .9rem; }
dt { color: #5b5270; }
dd { margin: 0; overflow-wrap: anywhere; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.actions { display: flex; gap: .75rem; }
form { flex: 1; margin: 0; }
button { width: 100%; font: inherit; font-weight: 600; padding: .8rem 1rem; border-radius: 8px; cursor: pointer; border: 2px solid #5f259f; }
button:focus-visible, a:focus-visible { outline: 3px solid #1d1530; outline-offset: 2px; }
.pay { background: #5f259f; color: #fff; }
.fail { background: #fff; color: #5f259f; }
p { line-height: 1.5; }
.note { font-size: .8rem; color: #5b5270; margin: 1.25rem 0 0; }
a { color: #5f259f; font-weight: 600; }
`;

/** For the page's Content-Security-Policy: the inline style, allowed by its hash. */
export const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;


/** Rupees as the page shows them: ₹1,234.50 (Indian digit grouping). */
export function formatRupees(paise: number): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(paise / 100);
}

function page(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(PAGE_TITLE)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<span class="badge">Test gateway</span>
<h1>${escapeHtml(heading)}</h1>
${body}
</main>
</body>
</html>
`;
}

export type CheckoutPageInput = { gatewayOrderId: string; merchantOrderId: string; amountPaise: number; actionBase: string };

/** The page of a payment waiting for the shopper: the amount, the merchant's order id, Pay and Fail. */
export function checkoutPage(input: CheckoutPageInput): string {
  const action = `${input.actionBase}/${encodeURIComponent(input.gatewayOrderId)}`;
  return page(
    'Complete your payment',
    `<p class="caption">Amount to pay</p>
<p class="amount">${escapeHtml(formatRupees(input.amountPaise))}</p>
<dl>
<dt>Merchant order</dt><dd>${escapeHtml(input.merchantOrderId)}</dd>
<dt>Gateway order</dt><dd>${escapeHtml(input.gatewayOrderId)}</dd>
</dl>
<div class="actions">
<form method="post" action="${escapeHtml(action)}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="${escapeHtml(action)}/fail"><button class="fail" type="submit">Fail</button></form>
</div>
<p class="note">This is PhonePe's sandbox as simulated by the shop: no money moves. Pay completes the payment, Fail declines it.</p>`,
  );
}

/** A page that tells the shopper why nothing can be paid here, with the way back to the shop when there is one. */
export function noticePage(heading: string, message: string, backUrl?: string): string {
  const back = backUrl ? `\n<p><a href="${escapeHtml(backUrl)}">Back to the shop</a></p>` : '';
  return page(heading, `<p>${escapeHtml(message)}</p>${back}`);
}

/** The page's Content-Security-Policy: nothing but its own style; its forms post here and may lead on to `redirectOrigins`. */
export function pagePolicy(redirectOrigins: string[]): string {
  const formAction = ["'self'", ...new Set(redirectOrigins)].join(' ');
  return `default-src 'none'; style-src ${STYLE_HASH}; form-action ${formAction}; base-uri 'none'; frame-ancestors 'none'`;
}
