import { chromium } from '@playwright/test';
const [,, ...targets] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking'] });
for (const spec of targets) {
  const [path, width, name, max = '20'] = spec.split('|');
  const height = Number(width) < 600 ? 844 : 900;
  const page = await browser.newPage({ viewport: { width: Number(width), height } });
  await page.goto('http://localhost:3100' + path);
  await page.evaluate(() => localStorage.setItem('old-version-notice', 'dismissed'));
  await page.reload();
  await page.waitForTimeout(400);
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let i = 0, y = 0; y < total && i < Number(max); i++, y += height) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/shots/${name}-${i}.png` });
  }
  await page.close();
}
await browser.close();
