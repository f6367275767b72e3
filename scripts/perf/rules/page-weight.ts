/**
 * What a prerendered page makes a modern browser download before it is interactive: the scripts
 * its HTML references (module and classic, not the `nomodule` polyfills) and its CSS, each counted
 * gzip-compressed, and the HTML itself. The CSS is its stylesheets plus the CSS inlined in `<style>`
 * elements (`experimental.inlineCss` and the font faces), which the HTML's size also includes.
 */

import { gzipSync } from 'node:zlib';
import { bootstrapScripts } from '../../static-tree/first-paint';

export type PageWeight = { html: number; htmlRaw: number; domElements: number; js: number; css: number; scripts: string[] };

/**
 * The elements a browser builds from the HTML, as Lighthouse's DOM size counts them: every start
 * tag in the markup, with the text of scripts, styles and comments (which may contain `<`) left
 * out. React escapes `<` in attributes and text, so a `<` followed by a letter starts an element.
 */
export function countElements(html: string): number {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/(<(script|style|textarea|title)\b[^>]*>)[\s\S]*?(<\/\2>)/gi, '$1$3');
  return markup.match(/<[a-zA-Z][a-zA-Z0-9-]*/g)?.length ?? 0;
}

export function referencedAssets(html: string): { scripts: string[]; styles: string[] } {
  // Next's own chunks, which the page adds once its first frame is on screen (scripts/static-tree/first-paint.ts).
  const scripts = new Set<string>(bootstrapScripts(html));
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    if (/\bnoModule\b|\bnomodule\b/.test(attributes)) continue;
    const src = attributes.match(/\bsrc="([^"]+)"/)?.[1];
    if (src?.startsWith('/_next/')) scripts.add(src);
  }
  // Next also preloads the chunks it will run right away.
  for (const match of html.matchAll(/<link\b[^>]*rel="preload"[^>]*as="script"[^>]*href="([^"]+)"/g))
    if (match[1]?.startsWith('/_next/')) scripts.add(match[1]);
  const styles = new Set<string>();
  for (const match of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) if (match[1]?.startsWith('/_next/')) styles.add(match[1]);
  return { scripts: [...scripts], styles: [...styles] };
}

/** The text of every `<style>` element, in document order. */
export function inlineStyles(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('\n');
}

export function gzipSize(data: Uint8Array | string): number {
  return gzipSync(data, { level: 9 }).byteLength;
}

export function pageWeight(html: string, readAsset: (path: string) => Uint8Array): PageWeight {
  const { scripts, styles } = referencedAssets(html);
  const inline = inlineStyles(html);
  return {
    html: gzipSize(html),
    htmlRaw: Buffer.byteLength(html),
    domElements: countElements(html),
    js: scripts.reduce((sum, path) => sum + gzipSize(readAsset(path)), 0),
    css: styles.reduce((sum, path) => sum + gzipSize(readAsset(path)), 0) + (inline ? gzipSize(inline) : 0),
    scripts,
  };
}

/**
 * Libraries a page must not load up front (issue 6): each by a string only its own code contains.
 * Leaflet loads when the map is opened, Swiper when a slider comes near, zod and react-hook-form
 * when a form is touched or a request dialog opens.
 */
export const LAZY_LIBRARIES = {
  leaflet: 'leaflet-container',
  swiper: 'swiper-slide-index',
  zod: 'ZodError',
  'react-hook-form': 'shouldUnregister',
  minisearch: 'loadJSONAsync',
  'react-day-picker': 'month_caption',
} as const;

export type LazyLibrary = keyof typeof LAZY_LIBRARIES;

/**
 * Server libraries no chunk of the build may contain at all, each by a string only its own code
 * contains: negotiator (the proxy's reading of Accept-Language) once came into every page with a
 * helper from the proxy's rules.
 */
export const SERVER_LIBRARIES = {
  negotiator: 'accept-encoding',
} as const;

/** Which of the libraries (LAZY_LIBRARIES, SERVER_LIBRARIES) this code contains. */
export function librariesIn<Name extends string>(code: string, markers: Record<Name, string>): Name[] {
  return (Object.keys(markers) as Name[]).filter((name) => code.includes(markers[name]));
}

/** Which of the lazy libraries this code contains. */
export function lazyLibrariesIn(code: string): LazyLibrary[] {
  return librariesIn(code, LAZY_LIBRARIES);
}
