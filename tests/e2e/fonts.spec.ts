import { expect, test } from './page-ready';
import { FACES_BY_LOCALE, FALLBACK_FAMILY, FONT_FACES, fontFaceCss } from '@/lib/fonts/faces';
import { LANGUAGES, MESSAGES } from './site';

const ALL_FACES = FONT_FACES.map((face) => face.name);

const words = (tree: unknown): string[] => (typeof tree === 'string' ? [tree] : Object.values(tree as object).flatMap(words));

for (const { prefix, lang } of LANGUAGES) {
  test(`${lang}: the page downloads only the font faces its language writes`, async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url());
    });
    await page.goto(`${prefix}/experts`, { waitUntil: 'load' });
    await page.evaluate(() => document.fonts.ready);
    const faces = ALL_FACES.filter((face) => fonts.some((url) => url.includes(`/fonts/noto-sans-${face}.`)));
    expect(faces).toEqual(FACES_BY_LOCALE[lang]);
    expect(fonts).toHaveLength(faces.length);
    // Found at the first layout, not preloaded: a preloaded face held the first frame back.
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  });
}

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
