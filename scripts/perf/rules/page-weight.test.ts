import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { hydrateAfterFirstPaint } from '../../static-tree/first-paint';
import { countElements, gzipSize, inlineStyles, lazyLibrariesIn, pageWeight, referencedAssets, librariesIn, SERVER_LIBRARIES } from './page-weight';

const require = createRequire(import.meta.url);

const html = `<html><head><link rel="stylesheet" href="/_next/static/chunks/a.css"/><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>
<script src="/_next/static/chunks/app.js" async=""></script><script src="/_next/static/chunks/polyfill.js" noModule=""></script><script>inline()</script>
<script src="https://elsewhere.example/x.js"></script></head></html>`;

describe('page weight', () => {
  it('counts the elements of the markup, not tags inside scripts, styles or comments', () => {
    const html =
      '<!DOCTYPE html><html><head><title>a <b> c</title><style>a<b{}</style><script>if(a<b)x("<div>")</script></head><body><!-- <p> --><main><p>1 &lt;b&gt; <br>2</p><svg><path d=""/></svg></main></body></html>';
    // html head title style script body main p br svg path
    expect(countElements(html)).toBe(11);
  });

  it('gives the HTML in bytes before compression, as UTF-8', () => {
    const weight = pageWeight('<p>ანა</p>', () => new Uint8Array());
    expect(weight.htmlRaw).toBe(7 + 9);
    expect(weight.domElements).toBe(1);
  });

  it('finds the scripts a modern browser loads and the stylesheets', () => {
    expect(referencedAssets(html)).toEqual({
      scripts: ['/_next/static/chunks/app.js', '/_next/static/chunks/main.js'],
      styles: ['/_next/static/chunks/a.css'],
    });
  });

  it('finds the same scripts once the page adds them after its first paint', () => {
    const page = html.replace('<script>inline()', '<title>t</title><script>inline()');
    expect(hydrateAfterFirstPaint(page)).not.toBe(page);
    expect(referencedAssets(hydrateAfterFirstPaint(page)).scripts.sort()).toEqual(['/_next/static/chunks/app.js', '/_next/static/chunks/main.js']);
  });

  it('adds up their gzip sizes', () => {
    const files: Record<string, string> = {
      '/_next/static/chunks/app.js': 'a'.repeat(1000),
      '/_next/static/chunks/main.js': 'console.log(1)',
      '/_next/static/chunks/a.css': 'body{}',
    };
    const weight = pageWeight(html, (path) => new TextEncoder().encode(files[path]!));
    expect(weight.js).toBe(gzipSize(files['/_next/static/chunks/app.js']!) + gzipSize(files['/_next/static/chunks/main.js']!));
    expect(weight.css).toBe(gzipSize('body{}'));
    expect(weight.html).toBe(gzipSize(html));
  });

  it('counts the CSS inlined in <style> elements with the stylesheets', () => {
    const inlined = `<html><head><style data-precedence="next" data-href="/_next/static/chunks/b.css">.a{color:red}</style><style>@font-face{font-family:X}</style>
<link rel="stylesheet" href="/_next/static/chunks/a.css"/></head><body><p>style is a word, not an element</p></body></html>`;
    expect(inlineStyles(inlined)).toBe('.a{color:red}\n@font-face{font-family:X}');
    const weight = pageWeight(inlined, () => new TextEncoder().encode('body{}'));
    expect(weight.css).toBe(gzipSize('body{}') + gzipSize('.a{color:red}\n@font-face{font-family:X}'));
    expect(inlineStyles(html)).toBe('');
  });

  it('recognises the libraries that must load late', () => {
    expect(lazyLibrariesIn('function a(){return "leaflet-container"}')).toEqual(['leaflet']);
    expect(lazyLibrariesIn('x.classList.add("swiper-slide-index");class ZodError extends Error{};o.shouldUnregister')).toEqual([
      'swiper',
      'zod',
      'react-hook-form',
    ]);
    expect(lazyLibrariesIn('<div class="swiper-wrapper">')).toEqual([]);
  });

  it('recognises the server libraries by a string of their own code', () => {
    for (const [name, marker] of Object.entries(SERVER_LIBRARIES)) expect(readFileSync(require.resolve(name), 'utf8')).toContain(marker);
    expect(librariesIn('headers["accept-encoding"]', SERVER_LIBRARIES)).toEqual(['negotiator']);
    expect(librariesIn('function a(){}', SERVER_LIBRARIES)).toEqual([]);
  });
});
