import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
for (const locale of ['en-US', 'en-IN']) for (const path of ['/', '/product/details/rose-gold-heart-pendant-gift-box']) {
  const page = await browser.newPage({ locale, viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lcp = []; window.__cls = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push([Math.round(e.startTime), e.element?.tagName + '.' + e.element?.className, e.size]); }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__cls.push([Math.round(e.startTime), e.value.toFixed(3), e.sources.map((s) => s.node?.nodeName + '.' + (s.node?.className ?? '')).join(',')]); }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('http://127.0.0.1:4313' + path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  console.log(locale, path, JSON.stringify(await page.evaluate(() => ({ lcp: window.__lcp, cls: window.__cls }))));
  await page.close();
}
await browser.close();
