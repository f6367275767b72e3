import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const base = 'http://127.0.0.1:3210';
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
page.on('console', (m) => console.log('console:', m.type(), m.text().slice(0, 300)));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
page.on('request', (r) => { if (!r.url().includes('_next')) console.log('req', r.method(), r.url()); });
await page.goto(base + '/contact_us');
await page.waitForTimeout(3000);
const form = page.locator('form[data-form="support"]');
await form.getByLabel(/Your name/).fill('Hello');
await form.getByLabel(/E-mail/).fill('x@example.kz');
await form.getByLabel(/Theme/).selectOption('technical');
await form.getByLabel(/Your message/).fill('hi there');
await form.getByRole('button').click();
for (let i = 0; i < 6; i++) { await page.waitForTimeout(1000); console.log(await form.getByRole('button').innerText().catch(() => 'gone'), await page.locator('[role=alert]').allInnerTexts()); }
await browser.close();
