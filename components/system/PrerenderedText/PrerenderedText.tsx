'use client';

/**
 * Static text that a page carries once, in its HTML (the legal documents, the home page's
 * sections, the catalogue cards), where it would otherwise be twice: as HTML, and again in the
 * RSC payload React hydrates from (lib/content/page-text.ts lists them).
 * - On the server, it reads the content itself (lib/content/page-text.ts), behind
 *   `typeof window === 'undefined'`, which the bundler folds, so the browser's code has no copy.
 * - When the page hydrates, the server's HTML stays as it is: React hydrates an element whose
 *   inner HTML it does not own and never reads the text (nothing to download, nothing to hydrate).
 * - When the browser renders the page itself, after a click on a link to it, the text comes from
 *   the static file at `textUrl`, which fails and is retried as a page part's code is
 *   (lib/navigation/lazy-part.ts).
 * Its links are plain links, which components/navigation/PlainLinks sends to the client router.
 * No <Suspense> around the server's rendering: React streams a boundary of more than 500 bytes
 * after the page, in a hidden element that a script moves into place. While the text loads on
 * the server, the page waits for it.
 */

import { type ReactNode, Suspense, use, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { browserPartEnvironment, whenIdle } from '@/lib/navigation/browser';
import { fetchJsonPart, loadPart } from '@/lib/navigation/lazy-part';
import type { PageText, PageTextName } from '@/lib/content/page-text';
import type { Locale } from '@/lib/i18n/locales';
import { PRERENDERED_TEXT } from './markers';
import styles from './PrerenderedText.module.css';

type Props<N extends PageTextName> = {
  page: N;
  locale: Locale;
  /** The page's text file (lib/content/page-text.ts pageTextUrl). */
  textUrl: string;
  children: (text: PageText<N>) => ReactNode;
  /**
   * Fetch the file once the page is idle, even though the server's HTML is on screen: for text
   * that an island may unmount and mount again (a card the catalogue's filters hide, then show).
   */
  preload?: boolean;
};

// The require stays inside the condition: the browser's code has none of the content.
const readOnServer =
  typeof window === 'undefined'
    ? <N extends PageTextName>(page: N, locale: Locale) =>
        (require('@/lib/content/page-text') as typeof import('@/lib/content/page-text')).pageText(page, locale)
    : null;

const loads = new Map<string, Promise<unknown>>();

/** `reloadOnFailure`: when the page needs the text; a preload that fails is forgotten instead. */
function loadText<T>(url: string, { reloadOnFailure = true } = {}): Promise<T> {
  let load = loads.get(url) as Promise<T> | undefined;
  if (!load) {
    load = loadPart(() => fetchJsonPart<T>(url), browserPartEnvironment, { reloadOnFailure });
    // As React marks a promise it has read: a card mounted after the file arrived renders at once.
    const tracked = load as Promise<T> & { status?: string; value?: T };
    tracked.then(
      (value) => Object.assign(tracked, { status: 'fulfilled', value }),
      () => {},
    );
    loads.set(url, load);
    // A final failure is shown by the route's error boundary; its "try again" loads anew.
    load.catch(() => loads.delete(url));
  }
  return load;
}

function FetchedText<N extends PageTextName>({ textUrl, children: render }: Props<N>) {
  const text = use(loadText<PageText<N>>(textUrl));
  // The router scrolled to the URL's #anchor when the page appeared, before this text was there
  // to push it down (a link to /documentation#terms): the anchor is scrolled to again.
  useLayoutEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return render(text);
}

/** The server's HTML is the only rendering React has not made itself: inner HTML left alone. */
const SERVER_HTML = { __html: '' };

export function PrerenderedText<N extends PageTextName>(props: Props<N>) {
  const { textUrl, preload } = props;
  const element = useRef<HTMLDivElement>(null);
  // Whether the element was rendered by the browser itself, not hydrated: then it is empty, and
  // its text is fetched (before the first paint: a layout effect). A hydrated element holds the
  // server's text and keeps it, without a second render (a check that re-renders, such as
  // useSyncExternalStore's, would re-render every text in the task that hydrated the page).
  const [fetches, setFetches] = useState(false);
  useLayoutEffect(() => {
    if (!element.current?.hasChildNodes()) setFetches(true);
  }, []);
  useEffect(() => {
    if (preload) return whenIdle(() => void loadText(textUrl, { reloadOnFailure: false }).catch(() => {}));
  }, [preload, textUrl]);
  const wrapper = { className: styles.text, [PRERENDERED_TEXT.attribute]: '' };
  if (readOnServer) return <div {...wrapper}>{props.children(use(readOnServer(props.page, props.locale)))}</div>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so that React leaves the server's HTML alone
  if (!fetches) return <div key="server" ref={element} {...wrapper} suppressHydrationWarning dangerouslySetInnerHTML={SERVER_HTML} />;
  return (
    <div key="fetched" {...wrapper}>
      <Suspense>
        <FetchedText {...props} />
      </Suspense>
    </div>
  );
}
