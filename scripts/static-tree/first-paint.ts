/**
 * A prerendered page names Next's bootstrap chunks as `<script async>` (in its `<head>`, and the
 * runtime's at the end of its `<body>`, preloaded from the head), so the browser fetches them while
 * it is still parsing and runs each one as soon as it arrives: during or right after the page's
 * first layout, before that frame is on screen. `hydrateAfterFirstPaint`
 * replaces them with one small inline script that adds the same chunks once the first contentful
 * paint is on screen. The page paints without sharing the network or the main thread with the
 * framework, and hydrates right after (docs/performance.md, "Paint first, then hydrate").
 *
 * Lighthouse's mobile simulation counts every request that finished before the observed first
 * frame in LCP, and from a fast server Next's chunks nearly always do: a far later LCP, and scores
 * that moved from run to run of the same page (docs/performance.md, "Paint first, then hydrate").
 *
 * The web manifest's `<link>` moves into the loader too, added with the chunks: the browser
 * fetches the manifest, and the icon it names, at the page's `load`, which here comes before the
 * first paint, and Lighthouse's simulation counted those requests into the LCP
 * (docs/performance.md, "The icon and the manifest"). Nothing reads the manifest before then.
 *
 * Each chunk gets its `async` attribute back (a script added by a script runs async without one):
 * React renders the layouts' chunks as `<script async>` resources, and at hydration looks for
 * `script[async][src=…]`; not finding them, it added and ran each of those chunks a second time
 * (docs/performance.md, "Chunks run twice").
 *
 * Anything that is not Next's usual markup leaves the page unchanged.
 */

/** Next's bootstrap chunk, as the App Router writes it into a prerendered page. In any order: each
 * registers itself with Turbopack's runtime, which also takes registrations that come after it. */
const BOOTSTRAP_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
/** The preload Next adds for one of those chunks (the runtime), which would fetch it early anyway. */
const BOOTSTRAP_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="[a-z]+")? href="(\/_next\/static\/[^"<>]+\.js)"\/>/g;
/** The web manifest's link, as Next's metadata writes it from app/manifest.ts. */
const MANIFEST_LINK = /<link rel="manifest" href="(\/[^"<>]*)"\/>/;

/**
 * The loader, in ES5 so that every browser the polyfills serve can run it. It adds the chunks when
 * the first contentful paint is reported (after the frame is on screen), or at once where no such
 * report will come: a page loading hidden (a background tab, a prerender) or a browser without
 * paint timing. The timer is a last resort if a visible page's paint is never reported.
 *
 * On a slow network (the loader runs SLOW_NETWORK_MS or more after the document was requested: its
 * head took a round trip and more to arrive) waiting for the paint to start the downloads would
 * only postpone hydration, and so the answer to a first tap: there it preloads the chunks at once,
 * at low priority so that they do not hold back the page's styles, and still runs them after the
 * paint. On a fast network, where the download takes little, the paint still comes first. (The
 * navigation's `responseStart` would not do: under Chromium's network throttling it comes before
 * the throttled round trip. The threshold and its measurements: docs/performance.md, "The
 * first-paint loader on a slow phone".)
 */
export const SLOW_NETWORK_MS = 200;
const LOADER_START =
  '(function(s,m){var d=0;function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i];e.setAttribute("async","");document.head.appendChild(e)}' +
  'if(m){var f=document.createElement("link");f.rel="manifest";f.href=m;document.head.appendChild(f)}}';
const LOADER_END =
  'try{var n=performance.getEntriesByType("navigation")[0];' +
  `if(n&&performance.now()-n.requestStart>=${SLOW_NETWORK_MS})for(var k=0;k<s.length;k++){var l=document.createElement("link");l.rel="preload";l.setAttribute("as","script");l.setAttribute("fetchpriority","low");l.href=s[k];document.head.appendChild(l)}` +
  'if(document.visibilityState!=="visible"||PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)return go();' +
  'new PerformanceObserver(function(l,o){for(var j=0,n=l.getEntries();j<n.length;j++)if(n[j].name==="first-contentful-paint"){o.disconnect();return go()}}).observe({type:"paint",buffered:true});' +
  'document.addEventListener("visibilitychange",go);setTimeout(go,3000)}catch(x){go()}})';

/** The inline script that adds `sources`, and the manifest's link if any, after the first contentful paint. */
export function firstPaintLoader(sources: readonly string[], manifest: string | null = null): string {
  const argumentList = JSON.stringify([sources, manifest]).slice(1, -1);
  return `<script>${LOADER_START}${LOADER_END}(${argumentList.replace(/</g, '\\u003c')})</script>`;
}

/** What the page's loader adds: Next's chunks and the manifest's address. */
function loaderArguments(html: string): { sources: string[]; manifest: string | null } | null {
  const start = html.indexOf(`<script>${LOADER_START}`);
  if (start < 0) return null;
  const listStart = html.indexOf(`${LOADER_END}(`, start) + LOADER_END.length + 1;
  const listEnd = html.indexOf(')</script>', listStart);
  const [sources, manifest = null] = JSON.parse(`[${html.slice(listStart, listEnd)}]`) as [string[], string | null];
  return { sources, manifest };
}

/** Next's bootstrap chunks of a page, as it loads them: from the loader, or from the script tags. */
export function bootstrapScripts(html: string): string[] {
  return loaderArguments(html)?.sources ?? [...html.matchAll(BOOTSTRAP_SCRIPT)].map((match) => match[1]!);
}

/** The page with its bootstrap chunks added after the first contentful paint (see above). */
export function hydrateAfterFirstPaint(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0 || html.includes(`<script>${LOADER_START}`)) return html;
  // The loader goes where the first chunk was, which must be in the head, so that it runs early.
  const first = html.search(BOOTSTRAP_SCRIPT);
  if (first < 0 || first > headEnd) return html;
  const sources = bootstrapScripts(html);
  const manifest = MANIFEST_LINK.exec(html.slice(0, headEnd))?.[1] ?? null;
  let placed = false;
  return (manifest === null ? html : html.replace(MANIFEST_LINK, ''))
    .replace(BOOTSTRAP_SCRIPT, () => {
      if (placed) return '';
      placed = true;
      return firstPaintLoader(sources, manifest);
    })
    .replace(BOOTSTRAP_PRELOAD, (preload, source: string) => (sources.includes(source) ? '' : preload));
}

/**
 * The page as Next wrote it, for an A/B measurement (`npm run perf:phone -- --loader-ab`): the
 * loader replaced by Next's own `<script async>` tags (and the manifest's link), in the head where it
 * stood. (The runtime's preload, which the loader also dropped, is not put back.)
 */
export function withNextScriptTags(html: string): string {
  const loaded = loaderArguments(html);
  if (!loaded) return html;
  const start = html.indexOf(`<script>${LOADER_START}`);
  const end = html.indexOf(')</script>', start) + ')</script>'.length;
  const manifest = loaded.manifest === null ? '' : `<link rel="manifest" href="${loaded.manifest}"/>`;
  const tags = loaded.sources.map((source) => `<script src="${source}" async=""></script>`).join('');
  return `${html.slice(0, start)}${manifest}${tags}${html.slice(end)}`;
}
