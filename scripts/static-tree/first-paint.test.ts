// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrapScripts, firstPaintLoader, hydrateAfterFirstPaint, SLOW_NETWORK_MS, withNextScriptTags } from './first-paint';

const chunks = ['/_next/static/chunks/a1.js', '/_next/static/chunks/turbopack-b2.js', '/_next/static/chunks/c3.js'];
// As Next 16 writes a prerendered page: in the head, a preload for the runtime chunk, the chunks
// as async scripts and the polyfills as a nomodule script; at the end of the body, the list
// Turbopack's runtime reads, then the runtime chunk.
const page = [
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>',
  '<link rel="manifest" href="/manifest.webmanifest"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunks[2]}"/>`,
  `<script src="${chunks[0]}" async=""></script><script src="${chunks[1]}" async=""></script>`,
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<title>Страница</title></head><body><p>текст</p>',
  `<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["${chunks[2]}"]});</script>`,
  `<script src="${chunks[2]}" async=""></script>`,
  '<script>self.__next_f.push([1,"0:{}"])</script></body></html>',
].join('');

describe('hydrateAfterFirstPaint', () => {
  const lean = hydrateAfterFirstPaint(page);

  it("replaces Next's chunk scripts and their preload with one loader in their place", () => {
    expect(lean).not.toMatch(/<script src="[^"]+" async="">/);
    expect(lean).not.toContain('<link rel="preload"');
    expect(lean).toContain(
      `<meta charSet="utf-8"/>${firstPaintLoader(chunks, '/manifest.webmanifest')}<script src="/_next/static/chunks/polyfills.js" noModule=""></script><title>`,
    );
  });

  it("moves the web manifest's link into the loader", () => {
    expect(lean).not.toContain('<link rel="manifest"');
    const withoutManifest = hydrateAfterFirstPaint(page.replace('<link rel="manifest" href="/manifest.webmanifest"/>', ''));
    expect(withoutManifest).toContain(firstPaintLoader(chunks));
    expect(bootstrapScripts(withoutManifest)).toEqual(chunks);
  });

  it('keeps the rest of the page as it was, and is done once', () => {
    expect(lean.slice(lean.indexOf('<title>'))).toBe(page.slice(page.indexOf('<title>')).replace(`<script src="${chunks[2]}" async=""></script>`, ''));
    expect(hydrateAfterFirstPaint(lean)).toBe(lean);
  });

  it('names the chunks the page loads, before and after', () => {
    expect(bootstrapScripts(lean)).toEqual(chunks);
    expect(bootstrapScripts(page)).toEqual(chunks);
  });

  it('leaves a page whose chunk scripts are not in its head unchanged', () => {
    const plain = '<html><head><title>x</title></head><body><script src="/_next/static/chunks/a.js" async=""></script></body></html>';
    expect(hydrateAfterFirstPaint(plain)).toBe(plain);
    expect(hydrateAfterFirstPaint('<p>no head</p>')).toBe('<p>no head</p>');
  });

  it("puts Next's own script tags back for an A/B measurement, in the head, all chunks", () => {
    const restored = withNextScriptTags(lean);
    expect(restored).not.toContain('<script>(function');
    expect(restored).toContain(
      `<meta charSet="utf-8"/><link rel="manifest" href="/manifest.webmanifest"/>${chunks.map((chunk) => `<script src="${chunk}" async=""></script>`).join('')}<script src="/_next/static/chunks/polyfills.js"`,
    );
    expect(bootstrapScripts(restored)).toEqual(chunks);
    expect(withNextScriptTags(page)).toBe(page);
  });

  it('keeps a preload of a chunk it does not load', () => {
    const other = page.replace(`href="${chunks[2]}"`, 'href="/_next/static/chunks/other.js"');
    expect(hydrateAfterFirstPaint(other)).toContain('href="/_next/static/chunks/other.js"');
  });
});

describe('the loader in the browser', () => {
  type PaintCallback = (list: { getEntries: () => { name: string }[] }, observer: { disconnect: () => void }) => void;
  let observed: PaintCallback | undefined;
  const disconnect = vi.fn();

  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: PaintCallback) {
      observed = callback;
    }
    observe() {}
    disconnect() {
      disconnect();
    }
  }

  /** Runs the loader as the page would, and returns the chunk scripts in the head so far. */
  function run(options: { visibility?: DocumentVisibilityState; observer?: unknown; headAfterMs?: number } = {}) {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(options.visibility ?? 'visible');
    // The loader runs `headAfterMs` after the document was requested.
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue(
      options.headAfterMs === undefined ? [] : ([{ requestStart: 40 }] as unknown as PerformanceEntryList),
    );
    vi.spyOn(performance, 'now').mockReturnValue(40 + (options.headAfterMs ?? 0));
    vi.stubGlobal('PerformanceObserver', 'observer' in options ? options.observer : FakePerformanceObserver);
    const source = /<script>([\s\S]*)<\/script>/.exec(firstPaintLoader(chunks, '/manifest.webmanifest'))![1]!;
    new Function(source)();
    // As React looks for a hoisted `<script async>` at hydration: the loader's must match.
    return () => [...document.head.querySelectorAll('script[async][src]')].map((script) => script.getAttribute('src'));
  }

  afterEach(() => {
    document.head.innerHTML = '';
    observed = undefined;
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const preloads = () =>
    [...document.head.querySelectorAll('link')].map(
      (link) => `${link.rel} ${link.getAttribute('as')} ${link.getAttribute('fetchpriority')} ${link.getAttribute('href')}`,
    );

  it('on a slow network, preloads the chunks at once at low priority, and still runs them after the paint', () => {
    const scripts = run({ headAfterMs: SLOW_NETWORK_MS });
    expect(preloads()).toEqual(chunks.map((chunk) => `preload script low ${chunk}`));
    expect(scripts()).toEqual([]);
    observed!({ getEntries: () => [{ name: 'first-contentful-paint' }] }, { disconnect });
    expect(scripts()).toEqual(chunks);
  });

  it('on a fast network, or without navigation timing, fetches nothing before the paint', () => {
    for (const headAfterMs of [SLOW_NETWORK_MS - 1, undefined]) {
      document.head.innerHTML = '';
      const scripts = run({ headAfterMs });
      expect(preloads()).toEqual([]);
      expect(scripts()).toEqual([]);
      // The paint ends this loader, so that it does not answer the next test's events.
      observed!({ getEntries: () => [{ name: 'first-contentful-paint' }] }, { disconnect });
      expect(scripts()).toEqual(chunks);
    }
  });

  it('adds the chunks and the manifest once the first contentful paint is reported, not at the first paint, and once', () => {
    const scripts = run();
    expect(scripts()).toEqual([]);
    expect(preloads()).toEqual([]);
    observed!({ getEntries: () => [{ name: 'first-paint' }] }, { disconnect });
    expect(scripts()).toEqual([]);
    observed!({ getEntries: () => [{ name: 'first-contentful-paint' }] }, { disconnect });
    expect(scripts()).toEqual(chunks);
    expect(preloads()).toEqual(['manifest null null /manifest.webmanifest']);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(scripts()).toEqual(chunks);
    expect(preloads()).toHaveLength(1);
  });

  it('adds them at once in a page loading hidden, where no paint is reported', () => {
    expect(run({ visibility: 'hidden' })()).toEqual(chunks);
  });

  it('adds them when the page is hidden before it paints', () => {
    const scripts = run();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(scripts()).toEqual(chunks);
  });

  it('adds them at once in a browser without paint timing', () => {
    expect(run({ observer: undefined })()).toEqual(chunks);
    document.head.innerHTML = '';
    expect(
      run({
        observer: class extends FakePerformanceObserver {
          static override supportedEntryTypes = ['resource'];
        },
      })(),
    ).toEqual(chunks);
  });

  it('adds them after 3 s if a visible page never reports its paint', () => {
    vi.useFakeTimers();
    const scripts = run();
    vi.advanceTimersByTime(2999);
    expect(scripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scripts()).toEqual(chunks);
  });
});
