import { chromium } from '@playwright/test';
import ka from './messages/ka.json' with { type: 'json' };
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const base = 'http://127.0.0.1:3210';
{
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.log('pageerror:', e.message));
  await page.goto(base + '/request_to_expert?expert=aigerim-sadykova');
  await page.waitForTimeout(3000);
  console.log('steps heading:', await page.locator('main form h2').first().innerText().catch(() => 'none'), await page.locator('form[data-one-page]').count());
  await page.close();
}
{
  const ctx = await browser.newContext({ javaScriptEnabled: false });
  const page = await ctx.newPage();
  const urls = []; page.on('request', (r) => urls.push(r.url()));
  await page.goto(base + '/ge/request_to_service?service=x');
  const f = ka.RequestForm;
  const form = page.locator('form[data-one-page]');
  const lbl = (t) => form.getByLabel(new RegExp('^' + t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await lbl(f.targetService).selectOption({ index: 2 });
  await lbl(f.email).fill('ნინო@ფოსტა.გე');
  await lbl(f.firstName).fill('ნინო');
  await lbl(f.lastName).fill('ბერიძე');
  await lbl(f.contactLanguage).selectOption('ka');
  await lbl(f.industry).selectOption('it');
  await lbl(f.budgetUsd).fill('3000');
  await lbl(f.attachment).setInputFiles({ name: 'ბრიფი.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n') });
  const day = new Date(Date.now() + 9 * 864e5).toISOString().slice(0, 10);
  await lbl(f.slotDate).fill(day);
  await lbl(f.slotFrom).fill('10:00');
  await lbl(f.slotTo).fill('11:00');
  await form.getByRole('button', { name: f.send }).click();
  await page.waitForLoadState();
  console.log(page.url(), await page.title());
  console.log((await page.locator('main').innerText()).slice(0, 300));
  console.log('urls with ?:', urls.filter((u) => u.includes('?') && !u.includes('icon')));
  await page.screenshot({ path: '/tmp/scratch/nojs-ka-sent.png' });
}
await browser.close();
