/**
 * Where the share previews are served: the route segment of Next's opengraph-image file
 * convention, a file without an extension (`/ge/experts/opengraph-image`), so the servers are
 * told its type (lib/deploy/cache.ts).
 */
export const PREVIEW_IMAGE_SEGMENT = 'opengraph-image';
export const PREVIEW_IMAGE_TYPE = 'image/png';

/** Whether a path is a preview image: `/ge/experts/opengraph-image`, `/ru/opengraph-image`. */
export function isPreviewImagePath(path: string): boolean {
  return path.endsWith(`/${PREVIEW_IMAGE_SEGMENT}`);
}
