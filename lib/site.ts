/** Facts about the platform that several pages show (docs/interactive-parts.md, What every page has). */
export const PLATFORM_VERSION = '0.4';

/** localStorage key that remembers the dismissed old-version notice. */
export const OLD_VERSION_NOTICE_KEY = 'old-version-notice';

/** Notifications: shown for 3 s at the bottom right, removed 150 ms after they close. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_REMOVE_DELAY_MS = 150;

/**
 * Cards in a slider on the home and customers pages. The slider ends with a link to the whole
 * catalogue, which lists every card: a page stays small enough to hydrate fast on a phone.
 */
export const SLIDER_CARDS = 6;
