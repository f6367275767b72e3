/**
 * The `page` view transition (components/layout/SiteShell) runs for a change of page only. React
 * runs a `<ViewTransition>` for every transition that changes what is inside it, and the page's
 * islands render in transitions of their own (the request dialog opening and closing, the
 * catalogue's rest of results): each of those faded the whole page out and in, and React held
 * the frames while fonts that the new content asked for loaded, up to 500 ms (docs/performance.md,
 * "INP beside the anchor's tap"). So the site's navigations (its links, the header's search and
 * language) carry this transition type, and the boundary animates only transitions that have it.
 * The browser's back and forward carry none, as in Next's own guide: the browser, or the
 * visitor's swipe, animates those.
 *
 * Known gap: React keeps transition types on the root, and the first commit of any transition
 * takes them. When the new page's code is still loading at the click (not prefetched yet), a
 * commit comes between the click and the new page's, takes the type, and the page changes
 * without the fade: 5 to 7 navigations in 40 of navigation.spec.ts's view-transition test, each
 * with that extra commit and two chunks added in between (traced 2026-11-27). That test now clicks
 * after the idle prefetch, as a reader does (40 of 40 with the fade); a click before it still
 * changes the page without one.
 */
export const PAGE_CHANGE = 'page-change';

/** The options of a router navigation to another page: `router.push(href, PAGE_CHANGE_NAVIGATION)`. */
export const PAGE_CHANGE_NAVIGATION = { transitionTypes: [PAGE_CHANGE] };

/** The `<ViewTransition>` classes of the page: animated for PAGE_CHANGE, else not at all. */
export const PAGE_TRANSITION_CLASSES = { [PAGE_CHANGE]: 'auto', default: 'none' };
