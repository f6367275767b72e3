import { expect, test } from './page-ready';
import { FACES_BY_LOCALE, FALLBACK_FAMILY, FONT_FACES, FONT_FAMILY, FONT_STACK, fontFaceCss } from '@/lib/fonts/faces';
import { FACE_SAMPLES, FIRST_VISIT_ATTRIBUTE, FIRST_VISIT_VALUE, FONTS_FETCHED_KEY, firstVisitFontStack } from '@/lib/fonts/first-visit';
import { LANGUAGES, MESSAGES, openHeaderTools } from './site';

const ALL_FACES = FONT_FACES.map((face) => face.name);

const words = (tree: unknown): string[] => (typeof tree === 'string' ? [tree] : Object.values(tree as object).flatMap(words));

for (const { prefix, lang } of LANGUAGES) {
  test(`${lang}: a first visit paints without fonts and fetches only its language's faces when idle; the next page is drawn in them`, async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    const faceNames = (urls: string[]) => ALL_FACES.filter((face) => urls.some((url) => url.includes(`/fonts/noto-sans-${face}.`)));
    await page.goto(`${prefix}/experts`);
    await expect(page.locator('html')).toHaveAttribute(FIRST_VISIT_ATTRIBUTE, FIRST_VISIT_VALUE);
    // Installed fonts by name, not the site's faces nor their local() fallback; Georgian's first on a Georgian page (lib/fonts/first-visit.ts).
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(firstVisitFontStack(lang));
    // Once the page is idle, its language's faces, for the pages after it.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), FONTS_FETCHED_KEY)).toBe('1');
    // None before the first paint: the text was drawn in the system's fonts at once.
    const { firstPaint, fontStarts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      fontStarts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/fonts/'))
        .map((entry) => entry.startTime),
    }));
    expect(fontStarts.length).toBeGreaterThan(0);
    for (const start of fontStarts) expect(start).toBeGreaterThan(firstPaint);
    expect(faceNames(fonts)).toEqual(FACES_BY_LOCALE[lang]);
    expect(fonts).toHaveLength(FACES_BY_LOCALE[lang].length);
    // Found by the browser, never preloaded: a preloaded face held the first frame back.
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);

    // The next page: Noto Sans from the first frame, from the cache.
    fonts.length = 0;
    await page.goto(`${prefix}/services`);
    await expect(page.locator('html')).not.toHaveAttribute(FIRST_VISIT_ATTRIBUTE, /./);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(new RegExp(`^"${FONT_FAMILY}"`));
    const drawn = await page.evaluate(
      ({ family, samples }) => Promise.all(samples.map((sample) => document.fonts.load(`400 16px "${family}"`, sample).then((faces) => faces.length))),
      { family: FONT_FAMILY, samples: FACES_BY_LOCALE[lang].map((face) => FACE_SAMPLES[face]) },
    );
    expect(drawn.every((count) => count > 0)).toBe(true);
    // Only this language's faces, and every one of them from the browser's cache, not the network.
    expect(
      faceNames(fonts).filter((face) => !FACES_BY_LOCALE[lang].includes(face)),
      "other languages' faces",
    ).toEqual([]);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.includes('/fonts/'))
        .map((entry) => ({ url: entry.name, bytesOverNetwork: (entry as PerformanceResourceTiming).transferSize })),
    );
    expect(fetched.length).toBeGreaterThan(0);
    expect(
      fetched.filter((font) => font.bytesOverNetwork > 0),
      'faces fetched over the network again',
    ).toEqual([]);
  });
}

test('a first visit switched to another language keeps its fonts: the style stays one text, allowed by its hash', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  await page.goto('/ru/offices');
  await expect(page.locator('html')).toHaveAttribute(FIRST_VISIT_ATTRIBUTE, FIRST_VISIT_VALUE);
  await openHeaderTools(page, 'ru');
  await page.getByRole('combobox', { name: MESSAGES.ru.Header.language }).selectOption('ka');
  await expect(page).toHaveURL(/\/ge\/offices$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  // The site's stack or the first visit's Georgian one, never the browser's default serif.
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect([firstVisitFontStack('ka'), FONT_STACK]).toContain(family);
  expect(refused).toEqual([]);
});

// Georgian's fallback is a local Noto Sans Georgian (scripts/ensure-browser.sh installs it here).
test.describe('fallback widths', () => {
  // The measurement adds its own <style>, which the page's Content-Security-Policy rightly refuses.
  test.use({ bypassCSP: true });
  for (const { prefix, lang } of LANGUAGES) {
    test(`${lang}: the fallback font sets the language's text as wide as Noto Sans does`, async ({ page }) => {
      await page.goto(prefix || '/', { waitUntil: 'load' });
      const text = words(MESSAGES[lang]).join(' ').replace(/[{}]/g, '');
      // The site's faces under another name and with display: block, so they are measured even when
      // the page itself skipped one (they are display: optional).
      const measuredFaces = fontFaceCss({ family: 'Noto Sans Measured', display: 'block' });
      const ratios = await page.evaluate(
        async ({ text, fallback, measuredFaces }) => {
          const style = document.createElement('style');
          style.textContent = measuredFaces;
          document.head.append(style);
          const noto = '"Noto Sans Measured"';
          const width = (weight: number, family: string) => {
            const span = document.createElement('span');
            span.style.cssText = `position:absolute;white-space:nowrap;font:${weight} 16px ${family}`;
            span.textContent = text;
            document.body.append(span);
            const result = span.getBoundingClientRect().width;
            span.remove();
            return result;
          };
          const result: Record<number, number> = {};
          for (const weight of [400, 500, 600, 700]) {
            await document.fonts.load(`${weight} 16px ${noto}`, text);
            await document.fonts.load(`${weight} 16px "${fallback}"`, text);
            result[weight] = width(weight, `"${fallback}"`) / width(weight, noto);
          }
          return result;
        },
        { text, fallback: FALLBACK_FAMILY, measuredFaces },
      );
      // Within 1 %: a line that fits with one fits with the other, short of the last word or so.
      for (const [weight, ratio] of Object.entries(ratios)) expect(Math.abs(ratio - 1), `weight ${weight}: ${ratio}`).toBeLessThan(0.01);
    });
  }
});
