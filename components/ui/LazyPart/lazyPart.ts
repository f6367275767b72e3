/**
 * A part of the page whose code loads after the page (lib/navigation/lazy-part.ts has the rules).
 * `preload` fetches it quietly ahead of need, so it is there when the connection is not; `load`
 * is for when the visitor asks for it: retried, then the page reloads or the failure is shown.
 */

import { startTransition, useCallback, useState } from 'react';
import { announcePartFailure, browserPartEnvironment } from '@/lib/navigation/browser';
import { loadPart, type PartOptions } from '@/lib/navigation/lazy-part';

export type LazyPart<T> = { readonly value: T | undefined; preload: () => void; load: (options: PartOptions) => Promise<T> };

/** Lets the browser paint and handle input between two pieces of work. */
const yieldToMain = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * `warmUp`: the part's big libraries, imported one by one before the part itself when it is
 * preloaded, so their start-up runs as several short tasks instead of one long one that would
 * block a tap (Total Blocking Time).
 */
export function lazyPart<T>(importer: () => Promise<T>, { warmUp = [] }: { warmUp?: (() => Promise<unknown>)[] } = {}): LazyPart<T> {
  let value: T | undefined;
  let inFlight: Promise<T> | undefined;
  /** The import a preload started: a load asked for meanwhile waits for it, not fetching twice. */
  let preloaded: Promise<T> | undefined;
  let preloading = false;
  const remember = (loaded: T) => (value = loaded);
  return {
    get value() {
      return value;
    },
    preload() {
      // Offline nothing is tried (lib/navigation/lazy-part.ts): a preload would only fail.
      if (value !== undefined || preloading || !navigator.onLine) return;
      preloading = true;
      void (async () => {
        for (const step of warmUp) {
          await step();
          await yieldToMain();
        }
        if (value !== undefined || inFlight) return;
        preloaded = importer();
        remember(await preloaded);
      })()
        .catch(() => {})
        .finally(() => {
          preloading = false;
          preloaded = undefined;
        });
    },
    load(options) {
      if (value !== undefined) return Promise.resolve(value);
      // Only the first try joins the preload's import: a retry, after a failure or a timeout, is a new one.
      let join = preloaded;
      const attempt = () => {
        const started = join ?? importer();
        join = undefined;
        return started;
      };
      inFlight ??= loadPart(attempt, browserPartEnvironment, options)
        .then(remember)
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
  };
}

export type PartState<T> = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * A part's state in a component, and `start` to load it. A final failure is also announced as
 * a toast (components/system/NetworkStatus) unless the caller shows it itself.
 */
export function useLazyPart<T>(part: LazyPart<T>, { reloadOnFailure, announce }: PartOptions & { announce: boolean }) {
  const [state, setState] = useState<PartState<T>>(() => (part.value === undefined ? { status: 'idle' } : { status: 'ready', value: part.value }));
  const start = useCallback(() => {
    // The part appears in a transition: React renders it (a whole form, a map) in slices between
    // frames, so the page keeps answering while it does (a blocking render of the request dialog
    // held a phone's main thread for 400 ms, docs/performance.md "INP beside the anchor's tap").
    const ready = (value: T) => {
      startTransition(() => setState({ status: 'ready', value }));
      return value;
    };
    if (part.value !== undefined) return Promise.resolve(ready(part.value));
    setState({ status: 'loading' });
    return part.load({ reloadOnFailure }).then(ready, () => {
      setState({ status: 'failed' });
      if (announce) announcePartFailure();
      return undefined;
    });
  }, [part, reloadOnFailure, announce]);
  return [state, start] as const;
}
