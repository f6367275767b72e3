/**
 * Submissions made while offline, kept in the browser with their idempotency key until the
 * connection returns. The key makes the server store each one once, even if two tabs, or a
 * reload in the middle of a send, send it twice. Kept in IndexedDB (queue-store.ts), which holds
 * files too, so a request with an attachment waits like any other.
 */

import type { SubmissionKind } from '@/lib/forms/schemas';

export type QueuedSubmission = {
  key: string;
  kind: SubmissionKind;
  data: Record<string, unknown>;
  queuedAt: string;
  attachment?: { name: string; type: string; blob: Blob } | undefined;
  /** Where the form keeps its draft, so a submission the server refuses goes back to the form. */
  draft?: { storageKey: string; step: number } | undefined;
};

/** A submission to keep until the connection returns, from what a form sends. */
export function queuedSubmission(input: {
  key: string;
  kind: SubmissionKind;
  data: Record<string, unknown>;
  attachment?: File | null | undefined;
  draftStorageKey: string;
  step: number;
  now?: Date;
}): QueuedSubmission {
  const { key, kind, data, attachment, draftStorageKey, step, now = new Date() } = input;
  return {
    key,
    kind,
    data,
    queuedAt: now.toISOString(),
    attachment: attachment ? { name: attachment.name, type: attachment.type, blob: attachment } : undefined,
    draft: { storageKey: draftStorageKey, step },
  };
}

/** Puts a submission in the queue; false when the browser will not keep it (no IndexedDB). */
export async function keepForLater(store: QueueStore, item: QueuedSubmission): Promise<boolean> {
  try {
    await store.put(item);
    return true;
  } catch {
    return false;
  }
}

/** Where the queue lives: IndexedDB in the browser, a Map in the tests. */
export interface QueueStore {
  all(): Promise<QueuedSubmission[]>;
  put(item: QueuedSubmission): Promise<void>;
  remove(key: string): Promise<void>;
}

export type SendOutcome = { result: 'sent'; id: string; reference: string } | { result: 'rejected' } | { result: 'unreachable' };
export type FlushOutcome = { item: QueuedSubmission } & ({ result: 'sent'; id: string; reference: string } | { result: 'rejected' });

/** Oldest first, so the office receives requests in the order they were made. */
export async function queuedInOrder(store: QueueStore): Promise<QueuedSubmission[]> {
  return (await store.all()).sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.key.localeCompare(b.key));
}

/**
 * Sends what is queued, oldest first, and stops at the first that cannot reach the server.
 * A rejected one (the server refused its data) leaves the queue: sending it again cannot help.
 */
export async function flushQueue(store: QueueStore, send: (item: QueuedSubmission) => Promise<SendOutcome>): Promise<FlushOutcome[]> {
  const outcomes: FlushOutcome[] = [];
  for (const item of await queuedInOrder(store)) {
    const outcome = await send(item);
    if (outcome.result === 'unreachable') break;
    await store.remove(item.key);
    outcomes.push({ item, ...outcome });
  }
  return outcomes;
}

/**
 * Runs `flush` one call at a time. A call while one runs is not dropped: it makes one more run
 * once the current one ends, because that run read the queue before the new item was put there
 * (a form queues a request while the sender is busy with an older one), and nothing else would
 * send it before the next time the connection returns.
 */
export function oneAtATime(flush: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return async () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await flush();
        } while (again);
      } finally {
        running = null;
      }
    })();
    return running;
  };
}

/** What the server's answer means for a queued item: only a refusal of its data drops it. */
export function outcomeOfAnswer(
  answer:
    | { status: 'sent'; id: string; reference: string }
    | { status: 'invalid' }
    | { status: 'offline' }
    | { status: 'failed'; httpStatus?: number | undefined },
): SendOutcome {
  if (answer.status === 'sent') return { result: 'sent', id: answer.id, reference: answer.reference };
  if (answer.status === 'invalid') return { result: 'rejected' };
  // 4xx other than a rate limit (a conflict, a bad body) will not change by waiting.
  if (answer.status === 'failed' && answer.httpStatus !== undefined && answer.httpStatus >= 400 && answer.httpStatus < 500 && answer.httpStatus !== 429)
    return { result: 'rejected' };
  return { result: 'unreachable' };
}

/**
 * The queue of the site's first version, in localStorage: moved into the store once. A shim: it
 * goes on LEGACY_QUEUE_SHIM_ENDS, six months after the store replaced it (2026-11-24);
 * tests/unit/shims.test.ts fails from then.
 */
export const LEGACY_QUEUE_KEY = 'offline-submissions';
export const LEGACY_QUEUE_SHIM_ENDS = '2027-05-24';

export async function adoptLegacyQueue(storage: Pick<Storage, 'getItem' | 'removeItem'>, store: QueueStore): Promise<number> {
  let items: unknown;
  try {
    items = JSON.parse(storage.getItem(LEGACY_QUEUE_KEY) ?? '[]');
  } catch {
    items = [];
  }
  const valid = Array.isArray(items)
    ? items.filter((item): item is QueuedSubmission => Boolean(item) && typeof item.key === 'string' && typeof item.kind === 'string')
    : [];
  for (const item of valid) await store.put(item);
  storage.removeItem(LEGACY_QUEUE_KEY);
  return valid.length;
}
