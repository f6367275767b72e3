import type { Metadata } from 'next';

/**
 * The site's icon (the same drawing as public/icon.svg, which the web manifest names), written
 * into each page's `<link rel="icon">` as a data URL. As a file, the browser fetched it at the
 * page's `load`, which on these pages comes before the first paint (nothing is left to load when
 * the document is parsed): a request at high priority racing the first paint, and one that
 * Lighthouse's simulation counts into the LCP (docs/performance.md, "The icon and the manifest").
 * 257 bytes; about 200 in the gzipped page.
 */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="#2647d9"/><path d="M9 10h14M9 16h10M9 22h14" stroke="#fff" stroke-width="3" stroke-linecap="round"/><circle cx="24" cy="16" r="2.5" fill="#7ee0bf"/></svg>';

export const FAVICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`;

/** The `icons` of a root layout's metadata. */
export const FAVICON_METADATA: Metadata['icons'] = { icon: [{ url: FAVICON_DATA_URL, type: 'image/svg+xml', sizes: 'any' }] };
