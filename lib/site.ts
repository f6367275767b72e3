/** Facts about the platform that several pages show (docs/interactive-parts.md, What every page has). */
export const PLATFORM_VERSION = '0.4';

/** localStorage key that remembers the dismissed old-version notice. */
export const OLD_VERSION_NOTICE_KEY = 'old-version-notice';
/** Set on <html>, to `shown` or `dismissed`, by the notice's inline script, right after the notice's markup. */
export const OLD_VERSION_NOTICE_ATTRIBUTE = 'data-old-version-notice';
/**
 * The old-version notice is in every page's HTML, so it is on screen from the first paint and
 * never appears later under a finger about to tap what was there. This inline script, parsed
 * right after the notice, decides whether it shows (the CSS keys on the attribute): not once
 * dismissed, and not without JavaScript, which could not dismiss it.
 */
export const OLD_VERSION_NOTICE_SCRIPT = `(function(d){var v="shown";try{if(localStorage.getItem(${JSON.stringify(OLD_VERSION_NOTICE_KEY)})==="dismissed")v="dismissed"}catch(e){}d.setAttribute(${JSON.stringify(OLD_VERSION_NOTICE_ATTRIBUTE)},v)})(document.documentElement)`;

/** Notifications: shown for 3 s at the bottom right, removed 150 ms after they close. */
export const TOAST_DURATION_MS = 3000;
export const TOAST_REMOVE_DELAY_MS = 150;

/**
 * Cards in a slider on the home and customers pages. The slider ends with a link to the whole
 * catalogue, which lists every card: a page stays small enough to hydrate fast on a phone.
 */
export const SLIDER_CARDS = 6;
