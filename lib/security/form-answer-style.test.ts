import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FORM_ANSWER_STYLE } from './form-answer-style';

/** The declarations of the style's rule for `selector` (inside `@media media` when given), as the browser reads them. */
function rule(selector: string, media?: string): Record<string, string> {
  const rules: { media: string | undefined; selector: string; declarations: Record<string, string> }[] = [];
  const read = (css: string, within?: string) => {
    for (const [, prelude = '', body = ''] of css.matchAll(/([^{}]+)\{((?:[^{}]|\{[^{}]*\})*)\}/g)) {
      if (prelude.startsWith('@media ')) read(body, prelude.slice('@media '.length));
      else {
        const declarations = body.split(';').map((declaration) => declaration.split(/:(.*)/s) as [string, string]);
        rules.push({ media: within, selector: prelude, declarations: Object.fromEntries(declarations) });
      }
    }
  };
  read(FORM_ANSWER_STYLE);
  const found = rules.find((candidate) => candidate.selector === selector && candidate.media === media);
  if (!found) throw new Error(`no rule for ${selector}${media ? ` in @media ${media}` : ''}`);
  return found.declarations;
}

/** WCAG's contrast ratio of two #rgb or #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const digits = hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
    const [r, g, b] = digits.map((pair) => {
      const channel = Number.parseInt(pair, 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the style of the page a form posted without script gets back', () => {
  it('sets the text in the system’s sans-serif, with a face that has Georgian letters for the Georgian page', () => {
    const { font } = rule('body');
    expect(font).toMatch(/^1rem\/1\.5 system-ui,/);
    expect(font).toContain('"Noto Sans Georgian"');
    expect(font).toMatch(/,sans-serif$/);
  });

  it('keeps the text, the links, the reference and a sent request’s title legible: WCAG AA contrast on what they sit on', () => {
    const text = rule('body').color!;
    const card = rule('main').background!;
    expect(contrast(text, rule('body').background!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, card)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(rule('a').color!, card)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, rule('code').background!)).toBeGreaterThanOrEqual(4.5);
    // A sent request's title is green, unlike every other outcome's.
    const sent = rule('main[data-outcome=sent] h1').color!;
    expect(sent).toBe('#106b3a');
    expect(contrast(sent, card)).toBeGreaterThanOrEqual(4.5);
  });

  it('shows the answer as a card of readable width in the middle of the page, and across the whole screen of a phone', () => {
    expect(rule('body').margin).toBe('0');
    expect(rule('main')).toMatchObject({ 'max-width': '40rem', margin: '2rem auto', background: '#fff' });
    expect(rule('main', '(max-width:480px)')).toMatchObject({ margin: '0', 'border-radius': '0', 'box-shadow': 'none' });
  });

  it('sets the title above the rest in a larger size, and spaces the listed fields and the links', () => {
    expect(rule('h1')).toMatchObject({ 'font-size': '1.5rem', margin: '0 0 1rem' });
    expect(rule('li').margin).toBe('.25rem 0');
    // The links wrap on a narrow screen rather than run off it.
    expect(rule('.links')).toMatchObject({ display: 'flex', 'flex-wrap': 'wrap' });
  });

  it('makes the reference to quote and the first way on (back to the page or the form) bold', () => {
    expect(rule('code')['font-weight']).toBe('700');
    expect(rule('.links a:first-child')['font-weight']).toBe('700');
  });

  it('is allowed by the API’s policy by its SHA-256, and no other style is', async () => {
    // Imported here rather than at the top: were the policy to fail to compute, this test fails,
    // where a file that cannot load counts for Stryker as no failure at all (stryker-js#6150).
    const { DATA_CSP } = await import('./csp');
    const hash = createHash('sha256').update(FORM_ANSWER_STYLE).digest('base64');
    expect(DATA_CSP.split('; ')).toContain(`style-src 'sha256-${hash}'`);
  });
});
