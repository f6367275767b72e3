import { describe, expect, it } from 'vitest';
import { FALLBACK_FAMILY, FONT_FAMILY, fallbackFontFaceCss, fontFaceCss } from './faces';
import { LOCALES } from '@/lib/i18n/locales';
import { FIRST_VISIT_CSS, FIRST_VISIT_FONT_STACK, FIRST_VISIT_SCRIPT, firstVisitFontStack } from './first-visit';

/** The family names a stack asks for, unquoted. */
const families = (stack: string) => stack.split(',').map((family) => family.trim().replace(/^"(.*)"$/, '$1'));

/** Families the site declares with @font-face (its faces and the metric-matched fallback). */
const declared = new Set([...`${fontFaceCss()}\n${fallbackFontFaceCss()}`.matchAll(/font-family:"([^"]+)"/g)].map((match) => match[1]));

describe('the first visit', () => {
  it('draws the page in installed fonts only: no family of the site’s @font-face rules', () => {
    expect(declared).toEqual(new Set([FONT_FAMILY, FALLBACK_FAMILY]));
    for (const locale of LOCALES) {
      const stack = families(firstVisitFontStack(locale));
      for (const family of stack) expect(declared.has(family), `${locale} ${family}`).toBe(false);
      expect(stack.at(-1)).toBe('sans-serif');
    }
  });

  it('names Georgian’s font before the generic family, and first on a Georgian page', () => {
    for (const locale of LOCALES) {
      const stack = families(firstVisitFontStack(locale));
      expect(stack.indexOf('Noto Sans Georgian'), locale).toBe(locale === 'ka' ? 0 : 1);
      expect(stack.indexOf('system-ui'), locale).toBe(locale === 'ka' ? 1 : 0);
    }
    expect(firstVisitFontStack('en')).toBe(FIRST_VISIT_FONT_STACK);
  });

  it('sets that stack only while <html> carries the mark the head script sets', () => {
    expect(FIRST_VISIT_CSS).toBe(
      'html[data-fonts=later]{--font-sans:system-ui,"Noto Sans Georgian",sans-serif}html[data-fonts=later][lang=ka]{--font-sans:"Noto Sans Georgian",system-ui,sans-serif}',
    );
    expect(FIRST_VISIT_SCRIPT).toContain('setAttribute("data-fonts","later")');
  });
});
