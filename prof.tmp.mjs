import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, url] of [[390, '/ru/experts?expert=aigerim-sadykova'], [1280, '/ge/experts?expert=aigerim-sadykova'], [320, '/kz/experts?expert=nobody']]) {
  const page = await browser.newPage({ viewport: { width: w, height: 800 } });
  await page.goto('http://localhost:3402' + url);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/shots/profile-${w}.png` });
  console.log(w, await page.evaluate(() => [document.activeElement?.tagName, document.activeElement?.textContent?.slice(0, 30), document.querySelector('dialog')?.open]));
}
await browser.close();
