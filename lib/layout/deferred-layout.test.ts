import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DEFERRABLE_ATTRIBUTE, DEFERRED_LAYOUT_ATTRIBUTE, DEFERRED_LAYOUT_SCRIPT, DEFERRED_LAYOUT_VALUE, LAID_OUT_ATTRIBUTE } from './deferred-layout';

// jsdom ships no types; vitest's own environment uses it.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { runScripts: 'dangerously'; pretendToBeVisual: boolean; url: string }) => { window: Window & typeof globalThis };
};

/**
 * A document with the head script and five deferrable sections, as the browser parses it. The
 * browser's layout is jsdom's none, so each section's takes `layoutMs` of a clock the script reads.
 */
function page(layoutMs: number, url = 'https://experts.example/ru') {
  const deferrable = (text: string) => `<section ${DEFERRABLE_ATTRIBUTE}>${text}</section>`;
  const dom = new JSDOM(
    `<!doctype html><html><head><script>${DEFERRED_LAYOUT_SCRIPT}</script></head><body><main>` +
      `${deferrable('a')}<section>not deferrable</section>${['b', 'c', 'd', 'e'].map(deferrable).join('')}</main></body></html>`,
    { runScripts: 'dangerously', pretendToBeVisual: true, url },
  );
  const { window } = dom;
  let clock = 0;
  Object.defineProperty(window.performance, 'now', { value: () => clock });
  Object.defineProperty(window.HTMLElement.prototype, 'offsetHeight', {
    get: () => {
      clock += layoutMs;
      return 0;
    },
  });
  const laidOut = () => [...window.document.querySelectorAll(`[${DEFERRABLE_ATTRIBUTE}]`)].map((section) => section.hasAttribute(LAID_OUT_ATTRIBUTE));
  const marked = () => window.document.documentElement.getAttribute(DEFERRED_LAYOUT_ATTRIBUTE);
  const loaded = () => new Promise((resolve) => window.addEventListener('load', resolve));
  const nextTask = () => new Promise((resolve) => window.setTimeout(resolve, 0));
  return { laidOut, marked, loaded, nextTask };
}

describe('sections laid out after the page has loaded', () => {
  it('marks <html> before the body is parsed, and lays nothing out before the load event', () => {
    const { marked, laidOut } = page(5);
    expect(marked()).toBe(DEFERRED_LAYOUT_VALUE);
    expect(laidOut()).toEqual([false, false, false, false, false]);
  });

  it('then lays the sections out in order, in tasks of about 8 ms, and takes the mark away with the last', async () => {
    const { marked, laidOut, loaded, nextTask } = page(5);
    await loaded();
    // The script's listener ran first (it was added while parsing): 5 ms, then 10, and it yields.
    expect(laidOut()).toEqual([true, true, false, false, false]);
    await nextTask();
    expect(laidOut()).toEqual([true, true, true, true, false]);
    expect(marked()).toBe(DEFERRED_LAYOUT_VALUE);
    await nextTask();
    expect(laidOut()).toEqual([true, true, true, true, true]);
    expect(marked()).toBeNull();
  });

  it('gives a section that takes longer than 8 ms a task of its own', async () => {
    const { laidOut, loaded, nextTask } = page(20);
    await loaded();
    expect(laidOut()).toEqual([true, false, false, false, false]);
    await nextTask();
    expect(laidOut()).toEqual([true, true, false, false, false]);
  });

  it('leaves a page opened at an anchor alone: laid out whole from the start, as without JavaScript', async () => {
    const { marked, laidOut, loaded, nextTask } = page(5, 'https://experts.example/ru#faq');
    expect(marked()).toBeNull();
    await loaded();
    await nextTask();
    expect(laidOut()).toEqual([false, false, false, false, false]);
  });

  it('is what the section’s stylesheet skips: only while <html> is marked, and not once laid out', () => {
    const css = readFileSync('components/ui/Section/Section.module.css', 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    const rule = css.match(/([^{}]*)\{[^}]*content-visibility:\s*auto/)?.[1]?.trim();
    expect(rule).toBe(`:global(html[${DEFERRED_LAYOUT_ATTRIBUTE}='${DEFERRED_LAYOUT_VALUE}']) .section[${DEFERRABLE_ATTRIBUTE}]:not([${LAID_OUT_ATTRIBUTE}])`);
  });
});
