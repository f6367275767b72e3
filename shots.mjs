import { chromium } from '@playwright/test';
const base = 'http://localhost:3210';
const jobs = JSON.parse(process.argv[2]);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const job of jobs) {
  const page = await browser.newPage({ viewport: { width: job.w, height: job.h ?? 800 } });
  await page.goto(base + job.url, { waitUntil: 'networkidle' });
  if (job.type) { await page.locator(job.type[0]).first().fill(job.type[1]); await page.waitForTimeout(1200); }
  if (job.click) { for (const c of job.click) { await page.locator(c).first().click(); await page.waitForTimeout(800); } }
  await page.screenshot({ path: `/tmp/shots/${job.name}.png`, fullPage: job.full ?? false });
  if (job.measure) console.log(job.name, await page.evaluate(job.measure));
  await page.close();
}
await browser.close();
