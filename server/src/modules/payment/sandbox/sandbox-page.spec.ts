import { createHash } from 'node:crypto';
import { escapeHtml } from '../../../common/html.js';
import { checkoutPage, formatRupees, noticePage, pagePolicy, STYLE_HASH } from './sandbox-page.js';

describe('formatRupees', () => {
  it('shows paise as rupees with Indian digit grouping', () => {
    expect(formatRupees(149_950)).toBe('₹1,499.50');
    expect(formatRupees(1_23_45_600)).toBe('₹1,23,456.00');
    expect(formatRupees(100)).toBe('₹1.00');
  });
});

describe('checkoutPage', () => {
  const html = checkoutPage({ gatewayOrderId: 'OMO1', merchantOrderId: 'order-1', amountPaise: 250_000, actionBase: '/sandbox-gateway/pay' });

  it('is a complete, labelled page with the amount, the merchant order and two forms', () => {
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(html).toContain('<title>PhonePe sandbox — test payment</title>');
    expect(html).toContain('₹2,500.00');
    expect(html).toContain('<dd>order-1</dd>');
    expect(html).toContain('action="/sandbox-gateway/pay/OMO1/pay"');
    expect(html).toContain('action="/sandbox-gateway/pay/OMO1/fail"');
  });

  it('loads nothing from elsewhere and runs no script', () => {
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//);
  });

  it('allows its one inline style by hash', () => {
    const style = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    expect(STYLE_HASH).toBe(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it('escapes what it shows', () => {
    expect(checkoutPage({ gatewayOrderId: 'OMO1', merchantOrderId: '<b>x</b>', amountPaise: 100, actionBase: '/p' })).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(escapeHtml(`"'&<>`)).toBe('&quot;&#39;&amp;&lt;&gt;');
  });
});

describe('noticePage', () => {
  it('says why, with the way back when there is one', () => {
    expect(noticePage('Payment request expired', 'It expired.', 'http://shop.test/back')).toContain('<a href="http://shop.test/back">Back to the shop</a>');
    expect(noticePage('Payment not found', 'Nothing here.')).not.toContain('<a ');
  });
});

describe('pagePolicy', () => {
  it('lets the forms lead on to the merchant only, and nothing else load', () => {
    expect(pagePolicy(['http://shop.test', 'http://shop.test'])).toBe(
      `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self' http://shop.test; base-uri 'none'; frame-ancestors 'none'`,
    );
  });
});
