import type { PrivateRouteKey, RouteKey } from '@/lib/routes';

/** The pages that carry a title of their own: the site's pages, and its page for an unknown address. */
export type TitledPage = RouteKey | PrivateRouteKey | 'not-found';

export type TitleTexts = {
  /** The page's own title, in its language: `Pages.<key>.title`, or `NotFound.metaTitle`. */
  pageTitle: string;
  /** That title followed by the site's name (`Metadata.titleTemplate`). */
  withSiteName: (title: string) => string;
};

/**
 * The text of a page's `<title>`. The home page's title is the site's name itself; every other
 * page's is its own title followed by the site's name: "Documentation | Experts for projects".
 */
export function documentTitle(page: TitledPage, texts: TitleTexts): string {
  return page === 'home' ? texts.pageTitle : texts.withSiteName(texts.pageTitle);
}
