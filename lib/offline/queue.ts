import type { SubmissionKind } from '@/lib/forms/schemas';

/**
 * Submissions made while offline, kept in localStorage with their idempotency key until the
 * connection returns. The key makes the server store each one once, even if two tabs, or a
 * reload in the middle of a send, send it twice.
 */
export const OFFLINE_QUEUE_KEY = 'offline-submissions';

export type QueuedSubmission = { key: string; kind: SubmissionKind; data: Record<string, unknown>; queuedAt: string };

export type QueueStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function readQueue(storage: QueueStorage): QueuedSubmission[] {
  try {
    const parsed = JSON.parse(storage.getItem(OFFLINE_QUEUE_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as QueuedSubmission[]).filter((item) => item && typeof item.key === 'string') : [];
  } catch {
    return [];
  }
}

function writeQueue(storage: QueueStorage, queue: QueuedSubmission[]) {
  storage.setItem(OFFLINE_QUEUE_KEY, JSON.stringify(queue));
}

export function enqueue(storage: QueueStorage, item: QueuedSubmission): void {
  const queue = readQueue(storage).filter((existing) => existing.key !== item.key);
  writeQueue(storage, [...queue, item]);
}

export function remove(storage: QueueStorage, key: string): void {
  writeQueue(storage, readQueue(storage).filter((item) => item.key !== key));
}

export type FlushOutcome = { key: string; kind: SubmissionKind; result: 'sent' | 'rejected' };

/**
 * Sends what is queued, oldest first, and stops at the first that cannot reach the server.
 * A rejected one (the server refused its data) leaves the queue: sending it again cannot help.
 */
export async function flushQueue(
  storage: QueueStorage,
  send: (item: QueuedSubmission) => Promise<'sent' | 'rejected' | 'unreachable'>,
): Promise<FlushOutcome[]> {
  const outcomes: FlushOutcome[] = [];
  for (const item of readQueue(storage)) {
    const result = await send(item);
    if (result === 'unreachable') break;
    remove(storage, item.key);
    outcomes.push({ key: item.key, kind: item.kind, result });
  }
  return outcomes;
}
