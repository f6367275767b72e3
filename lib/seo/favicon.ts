import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Metadata } from 'next';

/**
 * The site's icon, public/icon.svg (the file the web manifest names), written into each page's
 * `<link rel="icon">` as a data URL. As a file, the browser fetched it at the page's `load`,
 * which on these pages comes before the first paint (nothing is left to load when the document
 * is parsed): a request at high priority racing the first paint, and one that Lighthouse's
 * simulation counts into the LCP (docs/performance.md, "The icon and the manifest"). Read once,
 * when the server or the build first renders a root layout's metadata.
 */
export const FAVICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(readFileSync(join(process.cwd(), 'public', 'icon.svg'), 'utf8').trim())}`;

/** The `icons` of a root layout's metadata. */
export const FAVICON_METADATA: Metadata['icons'] = { icon: [{ url: FAVICON_DATA_URL, type: 'image/svg+xml', sizes: 'any' }] };
