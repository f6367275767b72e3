// usage: node shot-page.mjs <url> <width> <out.png> [fullPage]
import { chromium } from '@playwright/test';
const [url, width, out, full] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url);
await page.waitForLoadState('networkidle');
await page.screenshot({ path: out, fullPage: full === 'full' });
await browser.close();
