/**
 * A page's sections below the first screen are laid out a few at a time after the document has
 * loaded, not all at once in the task that finishes parsing it.
 *
 * That task forces the layout of the whole document (the `load` event wants it), and on the
 * long pages it was the largest task after the first paint: 30 to 45 ms unthrottled on the home
 * pages, which a phone's slower CPU turns into blocking time (docs/performance.md, "Sections laid
 * out after the page has loaded"). While <html> carries the head script's mark, a section
 * (components/ui/Section) is `content-visibility: auto`: off screen, the browser skips it at
 * first. Once the page has loaded, the script lays the skipped sections out in order, a few at
 * a time, and then takes the mark away, so the page is as tall as it is a moment after it loads
 * (the scroll bar tells the truth, `mobile.spec.ts`) and every later page renders whole.
 *
 * Without JavaScript nothing is marked and the page is laid out whole from the start. The script
 * is inline, not in the site's chunks, so a page whose chunks never arrive is laid out too.
 *
 * Nor is a page opened at an anchor (`/ru#faq`) marked: the browser keeps the anchor in view only
 * while the page loads, and the sections above it, laid out afterwards, moved it out of sight in
 * some loads (mobile.spec.ts watches it frame by frame).
 */

/** Set on <html> by the head script while sections may still be skipped. */
export const DEFERRED_LAYOUT_ATTRIBUTE = 'data-layout';
export const DEFERRED_LAYOUT_VALUE = 'deferred';
/** On a section that may be laid out later. */
export const DEFERRABLE_ATTRIBUTE = 'data-deferrable';
/** Set by the script on each deferrable section once it has been laid out. */
export const LAID_OUT_ATTRIBUTE = 'data-laid-out';

/**
 * The inline script of the <head>. Sections in order, each laid out at once (reading its height
 * forces it), in tasks of about 8 ms (`setTimeout` between them): a phone's CPU, four times slower,
 * makes each well under the 50 ms that count as blocking, and the page's own code (its chunks
 * arrive after the first paint, hydration) runs between them.
 */
export const DEFERRED_LAYOUT_SCRIPT = `(function(){if(location.hash)return;var d=document,h=d.documentElement;h.setAttribute(${JSON.stringify(DEFERRED_LAYOUT_ATTRIBUTE)},${JSON.stringify(DEFERRED_LAYOUT_VALUE)});addEventListener("load",function(){var s=d.querySelectorAll("[${DEFERRABLE_ATTRIBUTE}]"),i=0;(function n(){for(var t=performance.now();i<s.length&&performance.now()-t<8;i++){s[i].setAttribute(${JSON.stringify(LAID_OUT_ATTRIBUTE)},"");s[i].offsetHeight}i<s.length?setTimeout(n,0):h.removeAttribute(${JSON.stringify(DEFERRED_LAYOUT_ATTRIBUTE)})})()})})()`;
