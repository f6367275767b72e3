import { describe, expect, it } from 'vitest';
import { FALLBACK_FAMILY, FONT_FAMILY, fallbackFontFaceCss, fontFaceCss } from './faces';
import { FIRST_VISIT_CSS, FIRST_VISIT_FONT_STACK, FIRST_VISIT_SCRIPT } from './first-visit';

/** The family names a stack asks for, unquoted. */
const families = (stack: string) => stack.split(',').map((family) => family.trim().replace(/^"(.*)"$/, '$1'));

/** Families the site declares with @font-face (its faces and the metric-matched fallback). */
const declared = new Set([...`${fontFaceCss()}\n${fallbackFontFaceCss()}`.matchAll(/font-family:"([^"]+)"/g)].map((match) => match[1]));

describe('the first visit', () => {
  it('draws the page in installed fonts only: no family of the site’s @font-face rules', () => {
    expect(declared).toEqual(new Set([FONT_FAMILY, FALLBACK_FAMILY]));
    for (const family of families(FIRST_VISIT_FONT_STACK)) expect(declared.has(family), family).toBe(false);
    expect(families(FIRST_VISIT_FONT_STACK).at(-1)).toBe('sans-serif');
  });

  it('names Georgian’s font before the generic family', () => {
    const stack = families(FIRST_VISIT_FONT_STACK);
    expect(stack).toContain('Noto Sans Georgian');
    expect(stack.indexOf('Noto Sans Georgian')).toBeLessThan(stack.indexOf('sans-serif'));
  });

  it('sets that stack only while <html> carries the mark the head script sets', () => {
    expect(FIRST_VISIT_CSS).toBe(`html[data-fonts=later]{--font-sans:${FIRST_VISIT_FONT_STACK}}`);
    expect(FIRST_VISIT_SCRIPT).toContain('setAttribute("data-fonts","later")');
  });
});
