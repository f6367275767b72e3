/**
 * The share preview of a page (its `og:image`): what it shows and the name it is served under.
 * The images are drawn at build time by the opengraph-image routes (components/seo/PreviewImage).
 */

import { createHash } from 'node:crypto';
import type { ContentData } from '@/lib/content';
import { accreditedExperts } from '@/lib/content/views';
import type { RouteKey } from '@/lib/routes';
import { PREVIEW_IMAGE_SEGMENT } from './preview-path';

export const PREVIEW_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export { PREVIEW_IMAGE_TYPE } from './preview-path';

/** Raise it when the drawing changes, so that every image gets a new name and caches let go of the old one. */
const PREVIEW_DESIGN_VERSION = 1;

/** The one number a page's preview shows beside its title: what the page offers, in figures. */
export type PreviewFigure =
  | { kind: 'experts'; count: number }
  | { kind: 'services'; count: number; priceFromUsd: number }
  | { kind: 'priceFrom'; priceFromUsd: number };

const lowestServicePrice = (content: ContentData) => Math.min(...content.services.services.map((service) => service.priceFromUsd));

export function previewFigure(key: RouteKey, content: ContentData): PreviewFigure | undefined {
  switch (key) {
    case 'home':
    case 'experts':
      return { kind: 'experts', count: accreditedExperts(content) };
    case 'services':
      return { kind: 'services', count: content.services.services.length, priceFromUsd: lowestServicePrice(content) };
    case 'full_card_service':
    case 'request_to_service':
      return { kind: 'priceFrom', priceFromUsd: lowestServicePrice(content) };
    default:
      return undefined;
  }
}

/** The messages of one preview, in the page's language. */
export type PreviewText = { siteName: string; title: string; description: string; figure: string | undefined; host: string };

/** The image's alternative text: what it says, in the order it says it. */
export function previewAlt({ siteName, title, figure }: PreviewText): string {
  return [title === siteName ? undefined : title, figure, siteName].filter(Boolean).join(' · ');
}

/**
 * The URL of a page's preview, `/ge/experts/opengraph-image?v=<hash>`: the hash is of everything
 * the image draws, so a changed title or figure is a new URL and any copy of the old one may be
 * kept for good (`immutable`, lib/deploy/cache.ts).
 */
export function previewImagePath(pagePath: string, text: PreviewText, locale: string): string {
  const version = createHash('sha256')
    .update(JSON.stringify([PREVIEW_DESIGN_VERSION, locale, text]))
    .digest('hex')
    .slice(0, 16);
  return `${pagePath === '/' ? '' : pagePath}/${PREVIEW_IMAGE_SEGMENT}?v=${version}`;
}
