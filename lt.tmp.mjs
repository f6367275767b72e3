// usage: node lt.mjs <path> <base> [<base>...]  — long tasks at 4x CPU, 390 px viewport
import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking'] });
for (const base of process.argv.slice(3)) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    window.__lt = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(base + process.argv[2]);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2500);
  const lt = await page.evaluate(() => window.__lt);
  const tbt = lt.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
  console.log(base.padEnd(24), 'TBT~', String(tbt).padStart(4), JSON.stringify(lt));
  await page.close();
}
await browser.close();
