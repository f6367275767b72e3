import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const base = process.argv[2] ?? 'http://127.0.0.1:3210';
// 1. No JavaScript
const ctx = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
const page = await ctx.newPage();
const urls = []; page.on('request', (r) => urls.push(r.method() + ' ' + r.url()));
await page.goto(base + '/ru/contact_us');
const form = page.locator('form[data-form="support"]');
await form.getByLabel(/Ваше имя/).fill('Ника');
await form.getByLabel(/Электронная почта/).fill('info@почта.рф');
await form.getByLabel(/Тема обращения/).selectOption('technical');
await form.getByLabel(/Ваше сообщение/).fill('Без JavaScript');
await form.getByRole('button').click();
await page.waitForLoadState();
console.log('nojs:', page.url(), await page.title());
console.log((await page.locator('main').innerText()).slice(0, 300));
await page.screenshot({ path: '/tmp/scratch/nojs-sent.png' });
await page.goBack();
console.log('back value:', await form.getByLabel(/Ваше сообщение/).inputValue());
console.log(urls.filter(u => u.includes('?')).join('\n'));
// invalid
await form.getByLabel(/Электронная почта/).fill('not-an-address');
await form.getByRole('button').click();
await page.waitForLoadState();
console.log('invalid:', await page.title());
console.log((await page.locator('main').innerText()).slice(0, 400));
await page.screenshot({ path: '/tmp/scratch/nojs-invalid.png' });
await browser.close();
