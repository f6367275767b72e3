import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const paths = process.argv.slice(3);
const w = Number(process.argv[2]);
for (const p of paths) {
  const page = await browser.newPage({ viewport: { width: w, height: 800 } });
  await page.goto('http://localhost:3210' + p, { waitUntil: 'networkidle' });
  const bad = await page.evaluate(() => {
    const focusable = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const out = [];
    for (const el of document.querySelectorAll(focusable)) {
      if (el.closest('[inert], [hidden]') || el.disabled) continue;
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;
      if (r.width >= 24 && r.height >= 24) continue;
      const inline = el.tagName === 'A' && getComputedStyle(el).display === 'inline' && (el.parentElement?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
      out.push(`${inline ? 'INLINE ' : ''}${el.tagName} ${Math.round(r.width)}x${Math.round(r.height)} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${el.className}`);
    }
    return out;
  });
  console.log(p, bad.length, bad.slice(0, 12));
  await page.close();
}
await browser.close();
