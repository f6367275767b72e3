'use client';

/**
 * A message file (lib/message-files.ts) that a page carries once, in its HTML (the legal
 * documents, the home page's sections, the catalogue cards), where it would otherwise be twice:
 * as HTML, and again in the RSC payload React hydrates from.
 * - On the server, it reads the messages itself (lib/message-files.ts), behind
 *   `typeof window === 'undefined'`, which the bundler folds, so the browser's code has no copy.
 * - When the page hydrates, the server's HTML stays as it is: React hydrates an element whose
 *   inner HTML it does not own and never reads the messages (nothing to download or hydrate).
 * - When the browser renders the page itself, after a click on a link to it, the messages come
 *   from the file at `messagesUrl`, which fails and is retried as a page part's code is
 *   (lib/navigation/lazy-part.ts).
 * Its links are plain links, which components/navigation/PlainLinks sends to the client router.
 * No <Suspense> around the server's rendering: React streams a boundary of more than 500 bytes
 * after the page, in a hidden element that a script moves into place. While the messages load on
 * the server, the page waits for them.
 */

import { type ReactNode, Suspense, use, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { browserPartEnvironment, whenIdle } from '@/lib/navigation/browser';
import { fetchJsonPart, loadPart } from '@/lib/navigation/lazy-part';
import type { MessageFile, MessageFileName } from '@/lib/message-files';
import type { Locale } from '@/lib/i18n/locales';
import { PRERENDERED_MESSAGES } from './markers';
import styles from './PrerenderedMessages.module.css';

/** The files a page carries in its HTML; the request dialog's comes with its code instead. */
type PageFileName = Exclude<MessageFileName, 'request-dialog'>;

type Props<N extends PageFileName> = {
  name: N;
  locale: Locale;
  /** The file's address (lib/message-files.ts messageFileUrl). */
  messagesUrl: string;
  children: (messages: MessageFile<N>) => ReactNode;
  /**
   * Fetch the file once the page is idle, even though the server's HTML is on screen: for
   * messages that an island may unmount and mount again (a card the catalogue's filters hide,
   * then show).
   */
  preload?: boolean;
};

// The require stays inside the condition: the browser's code has none of the content.
const readOnServer =
  typeof window === 'undefined'
    ? <N extends PageFileName>(name: N, locale: Locale) => (require('@/lib/message-files') as typeof import('@/lib/message-files')).messageFile(name, locale)
    : null;

const loads = new Map<string, Promise<unknown>>();

/** `reloadOnFailure`: when the page needs the messages; a preload that fails is forgotten instead. */
function loadMessages<T>(url: string, { reloadOnFailure = true } = {}): Promise<T> {
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

function FetchedMessages<N extends PageFileName>({ messagesUrl, children: render }: Props<N>) {
  const messages = use(loadMessages<MessageFile<N>>(messagesUrl));
  // The router scrolled to the URL's #anchor when the page appeared, before these messages were
  // there to push it down (a link to /documentation#terms): the anchor is scrolled to again.
  useLayoutEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
  return render(messages);
}

/** The server's HTML is the only rendering React has not made itself: inner HTML left alone. */
const SERVER_HTML = { __html: '' };

export function PrerenderedMessages<N extends PageFileName>(props: Props<N>) {
  const { messagesUrl, preload } = props;
  const element = useRef<HTMLDivElement>(null);
  // Whether the element was rendered by the browser itself, not hydrated: then it is empty, and
  // its messages are fetched (before the first paint: a layout effect). A hydrated element holds
  // the server's HTML and keeps it, without a second render (a check that re-renders, such as
  // useSyncExternalStore's, would re-render every one of them in the task that hydrated the page).
  const [fetches, setFetches] = useState(false);
  useLayoutEffect(() => {
    if (!element.current?.hasChildNodes()) setFetches(true);
  }, []);
  useEffect(() => {
    if (preload) return whenIdle(() => void loadMessages(messagesUrl, { reloadOnFailure: false }).catch(() => {}));
  }, [preload, messagesUrl]);
  const wrapper = { className: styles.messages, [PRERENDERED_MESSAGES.attribute]: '' };
  if (readOnServer) return <div {...wrapper}>{props.children(use(readOnServer(props.name, props.locale)))}</div>;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so that React leaves the server's HTML alone
  if (!fetches) return <div key="server" ref={element} {...wrapper} suppressHydrationWarning dangerouslySetInnerHTML={SERVER_HTML} />;
  return (
    <div key="fetched" {...wrapper}>
      <Suspense>
        <FetchedMessages {...props} />
      </Suspense>
    </div>
  );
}
