/**
 * Loading the code of a page part (the request dialog, a form, the map, a slider) after the page
 * itself: the product's "page-part load failure or timeout after 120 s" rule, made kind to a visitor
 * on a bad connection.
 * - Each try has a 120 s timeout.
 * - While the browser is offline nothing is tried: the load waits for the connection.
 * - A failed try is repeated once; if that fails too, the page reloads (at most once per 60 s,
 *   never offline), or, where a reload would cost the visitor something, the caller shows the
 *   failure with a way to try again.
 */

import { isChunkLoadError } from './chunk-reload';

export const PART_LOAD_TIMEOUT_MS = 120_000;
/** The pause before the one retry of a failed load. */
export const PART_RETRY_DELAY_MS = 1000;

export class PartLoadError extends Error {
  constructor(options?: ErrorOptions) {
    super('A part of the page could not be loaded', options);
    this.name = 'PartLoadError';
  }
}

class PartTimeoutError extends Error {
  constructor() {
    super(`ChunkLoadError: no answer in ${PART_LOAD_TIMEOUT_MS / 1000} s`);
    this.name = 'ChunkLoadError';
  }
}

/** What the loader needs of the browser; tests give their own. */
export type PartEnvironment = {
  isOnline: () => boolean;
  /** Resolves when the browser is online again. */
  whenOnline: () => Promise<void>;
  sleep: (ms: number) => Promise<void>;
  /** Reloads the page when the reload guard allows it; false when it does not. */
  reload: () => boolean;
  timeoutMs?: number;
};

export type PartOptions = {
  /** Reload the page after the retry fails, when the guard allows; else throw PartLoadError. */
  reloadOnFailure: boolean;
};

export function withTimeout<T>(promise: Promise<T>, ms: number, sleep: (ms: number) => Promise<void>): Promise<T> {
  return Promise.race([promise, sleep(ms).then(() => Promise.reject(new PartTimeoutError()))]);
}

export async function loadPart<T>(load: () => Promise<T>, env: PartEnvironment, { reloadOnFailure }: PartOptions): Promise<T> {
  let failures = 0;
  for (;;) {
    if (!env.isOnline()) await env.whenOnline();
    try {
      return await withTimeout(load(), env.timeoutMs ?? PART_LOAD_TIMEOUT_MS, env.sleep);
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      // Lost the connection on the way: not the code's fault, and not worth a reload.
      if (!env.isOnline()) continue;
      failures++;
      if (failures < 2) {
        await env.sleep(PART_RETRY_DELAY_MS);
        continue;
      }
      if (reloadOnFailure && env.reload()) return new Promise<T>(() => {});
      throw new PartLoadError({ cause: error });
    }
  }
}

/**
 * A static JSON file that belongs to a part (its message file): fetched as its code is, and
 * failing as code does (a ChunkLoadError), so the same retry and reload rules apply to it.
 */
export async function fetchJsonPart<T>(url: string, fetcher: typeof fetch = fetch): Promise<T> {
  const response = await fetcher(url).catch((error: unknown) => {
    throw new Error(`ChunkLoadError: ${url}`, { cause: error });
  });
  if (!response.ok) throw new Error(`ChunkLoadError: ${url} answered ${response.status}`);
  return (await response.json()) as T;
}
