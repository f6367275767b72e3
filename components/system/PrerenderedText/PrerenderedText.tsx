'use client';

/**
 * Static text that a page carries once, in its HTML: long text (the legal documents) that would
 * otherwise be in the page twice, as HTML and again in the RSC payload React hydrates from.
 * - On the server, `loadOnServer` reads the content itself. The caller's module defines it behind
 *   `typeof window === 'undefined'`, which the bundler folds, so the browser's code has no copy.
 * - When the page hydrates, the server's HTML stays as it is: React hydrates an element whose
 *   inner HTML it does not own and never reads the text (nothing to download, nothing to hydrate).
 * - When the browser renders the page itself, after a click on a link to it, the text comes from
 *   the static file at `textUrl`, which fails and is retried as a page part's code is
 *   (lib/navigation/lazy-part.ts).
 * No <Suspense> around the server's rendering: React streams a boundary of more than 500 bytes
 * after the page, in a hidden element that a script moves into place.
 */

import { type ReactNode, Suspense, use, useState, useSyncExternalStore } from 'react';
import { browserPartEnvironment } from '@/lib/navigation/browser';
import { fetchJsonPart, loadPart } from '@/lib/navigation/lazy-part';

type Props<T> = {
  textUrl: string;
  loadOnServer: (() => T) | null;
  children: (text: T) => ReactNode;
  className?: string;
};

const loads = new Map<string, Promise<unknown>>();

function loadText<T>(url: string): Promise<T> {
  let load = loads.get(url) as Promise<T> | undefined;
  if (!load) {
    load = loadPart(() => fetchJsonPart<T>(url), browserPartEnvironment, { reloadOnFailure: true });
    loads.set(url, load);
    // A final failure is shown by the route's error boundary; its "try again" loads anew.
    load.catch(() => loads.delete(url));
  }
  return load;
}

function FetchedText<T>({ textUrl, children: render, className }: Props<T>) {
  return <div className={className}>{render(use(loadText<T>(textUrl)))}</div>;
}

const noSubscription = () => () => {};
/** The server's HTML is the only rendering React has not made itself: inner HTML left alone. */
const SERVER_HTML = { __html: '' };

export function PrerenderedText<T>(props: Props<T>) {
  // True while this element hydrates, false when the browser renders it itself; kept from the start.
  const hydrating = useSyncExternalStore(noSubscription, () => false, () => true);
  const [keepsServerHtml] = useState(hydrating);
  if (props.loadOnServer) return <div className={props.className}>{props.children(props.loadOnServer())}</div>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so that React leaves the server's HTML alone
  if (keepsServerHtml) return <div className={props.className} suppressHydrationWarning dangerouslySetInnerHTML={SERVER_HTML} />;
  return (
    <Suspense fallback={<div className={props.className} />}>
      <FetchedText {...props} />
    </Suspense>
  );
}
