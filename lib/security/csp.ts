/**
 * The Content-Security-Policy of the site. Every page is static, so every inline script it holds
 * (Next's bootstrap and RSC payload, the catalogue's first-paint mark) is known at build time and
 * allowed by its hash, page by page (scripts/static-tree/build.ts computes them); any other inline
 * script, an injected one, does not run. Scripts from the site itself load as usual.
 *
 * Styles likewise: the page's <style> blocks (its inlined CSS, the font faces) by hash, and the
 * stylesheets of every other page by hash too, since the client router inserts the next page's CSS
 * as <style> elements with the same text as its CSS files. No style attribute is allowed: the
 * components style through classes, and scripts through the CSSOM (element.style), which CSP
 * does not govern.
 */

import { createHash } from 'node:crypto';
// Relative, not '@/': next.config.ts loads this file, and its loader knows no path aliases.
import { gtmLoaderScript } from '../analytics/gtm';
import { FORM_ANSWER_STYLE } from './form-answer-style';

export type CspOptions = {
  https: boolean;
  /** Hashes of the page's inline scripts, as `'sha256-…'` sources. */
  scriptHashes?: readonly string[];
  /** Hashes of the <style> texts the page may hold: its own, and the site's CSS files. */
  styleHashes?: readonly string[];
  /** The map tiles' URL template (MAP_TILE_URL). */
  mapTileUrl: string;
  /** The browser's API base (NEXT_PUBLIC_API_BASE_URL), a path or an absolute URL. */
  apiBaseUrl: string;
  /** A tag-manager container: its hosts and its loader snippet are allowed. */
  gtm?: { scriptHash: string } | undefined;
};

const GTM_HOSTS = ['https://www.googletagmanager.com'];
const ANALYTICS_HOSTS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

/** `'sha256-…'` of an inline script's or style's text, as CSP wants it. */
export function scriptHash(text: string): string {
  // A string is hashed as its UTF-8 bytes, as the browser hashes it.
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** The `type`s of a script that runs; any other marks a data block. */
const SCRIPT_TYPES = new Set(['text/javascript', 'module', 'application/javascript']);

/** The hashes of the inline scripts a page would run (data blocks such as JSON-LD need none). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // Both groups take part in every match, empty at the least.
  for (const [, attributes, body] of html.matchAll(SCRIPT_TAG)) {
    if (/\bsrc\s*=/i.test(attributes!)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes!)?.[1];
    if (type && !SCRIPT_TYPES.has(type.toLowerCase())) continue;
    hashes.add(scriptHash(body!));
  }
  return [...hashes];
}

const STYLE_TAG = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

/** The hashes of a page's <style> blocks. */
export function inlineStyleHashes(html: string): string[] {
  return [...new Set([...html.matchAll(STYLE_TAG)].map(([, body]) => scriptHash(body!)))];
}

const TILE_PLACEHOLDER = 'tile-placeholder';

/**
 * The origin that serves the map tiles; none for the site's own. The map fills each `{…}` of the
 * template (`{s}` a subdomain, others from its options), so a label of the host that holds one
 * may be any name: it and the labels before it become CSP's wildcard, `*.`.
 */
export function tileSource(mapTileUrl: string): string | undefined {
  if (mapTileUrl.startsWith('/')) return undefined;
  const { protocol, host } = new URL(mapTileUrl.replace(/\{[^}]+\}/g, TILE_PLACEHOLDER));
  const labels = host.split('.');
  const last = labels.findLastIndex((label) => label.includes(TILE_PLACEHOLDER));
  return `${protocol}//${last < 0 ? host : ['*', ...labels.slice(last + 1)].join('.')}`;
}

function apiSource(apiBaseUrl: string): string | undefined {
  return /^https?:\/\//.test(apiBaseUrl) ? new URL(apiBaseUrl).origin : undefined;
}

export function contentSecurityPolicy({ https, scriptHashes = [], styleHashes = [], mapTileUrl, apiBaseUrl, gtm }: CspOptions): string {
  const tiles = tileSource(mapTileUrl);
  const api = apiSource(apiBaseUrl);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes, ...(gtm ? [gtm.scriptHash, ...GTM_HOSTS] : [])],
    ['style-src', "'self'", ...styleHashes, ...(gtm ? GTM_HOSTS : [])],
    ['img-src', "'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), ...(gtm ? [...GTM_HOSTS, ...ANALYTICS_HOSTS] : [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...(api ? [api] : []), ...(gtm ? ANALYTICS_HOSTS : [])],
    ['frame-src', ...(gtm ? GTM_HOSTS : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // The forms post to the API themselves when the page's script does not run.
    ['form-action', "'self'", ...(api ? [api] : [])],
    ['frame-ancestors', "'self'"],
  ];
  if (https) directives.push(['upgrade-insecure-requests']);
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * The API's policy, for every answer that is not one of the site's pages (JSON, the page a form
 * posted without script gets back, nginx's and the request hook's own answers): nothing may load,
 * run or frame them; only the answer page's one stylesheet is allowed, by its hash.
 */
export const DATA_CSP = `default-src 'none'; style-src ${scriptHash(FORM_ANSWER_STYLE)}; frame-ancestors 'none'; base-uri 'none'; form-action 'none'`;

/** The site's policy from its configuration: the page's inline scripts and styles, the map, the API, the tag manager. */
export function siteCsp(
  config: { https: boolean; mapTileUrl: string; apiBaseUrl: string; gtmId?: string | undefined },
  inline: { scripts?: readonly string[]; styles?: readonly string[] } = {},
): string {
  return contentSecurityPolicy({
    https: config.https,
    mapTileUrl: config.mapTileUrl,
    apiBaseUrl: config.apiBaseUrl,
    scriptHashes: inline.scripts ?? [],
    styleHashes: inline.styles ?? [],
    gtm: config.gtmId ? { scriptHash: scriptHash(gtmLoaderScript(config.gtmId)) } : undefined,
  });
}
