/**
 * Carries every stored submission to people, from the outbox table: the office's webhook, the
 * office's mail and the customer's confirmation, each a row queued in the same transaction as
 * the submission. A failed delivery is tried again with growing pauses, across restarts (the
 * outbox is in the database), at least once; a receiver that refuses for good (an SMTP 5xx) is
 * recorded with its reason and not tried again. The API's answer never waits for any of it.
 */

import type { Channel, OutboxItem, StoredSubmission, SubmissionStore } from './store';

export const OUTBOX_BATCH = 20;
export const OUTBOX_LEASE_MS = 60_000;
export const OUTBOX_TIMEOUT_MS = 10_000;
const DEFAULT_RETRY_MAX_MS = 10 * 60_000;

/** The receiver's answer cannot change by trying again (an address or a message refused). */
export class PermanentDeliveryError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PermanentDeliveryError';
  }
}

/** 2 s, 4 s, 8 s … up to `maxMs` (10 minutes), with ±20 % jitter so a recovering receiver is not stampeded. */
export function retryDelayMs(attempts: number, random = Math.random, maxMs = DEFAULT_RETRY_MAX_MS): number {
  const base = Math.min(maxMs, 1000 * 2 ** Math.max(1, attempts));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export function webhookPayload(submission: StoredSubmission) {
  return {
    id: submission.id,
    reference: submission.reference,
    kind: submission.kind,
    createdAt: submission.createdAt,
    locale: submission.locale,
    data: submission.payload,
    // Files are referenced, not inlined: the office fetches them from storage by id when needed.
    attachments: submission.attachments,
  };
}

/** Delivers one outbox row; throws to be tried again, PermanentDeliveryError to give up. */
export type Deliver = (submission: StoredSubmission, item: OutboxItem) => Promise<void>;
export type Deliverers = Partial<Record<Channel, Deliver>>;

export function webhookDeliverer(webhookUrl: string, fetchImpl: typeof fetch = fetch): Deliver {
  return async (submission) => {
    const response = await fetchImpl(webhookUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': submission.id, 'X-Submission-Id': submission.id },
      body: JSON.stringify(webhookPayload(submission)),
      signal: AbortSignal.timeout(OUTBOX_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  };
}

type Log = (line: Record<string, unknown>) => void;
type Options = { deliverers: Deliverers; retryMaxMs?: number; intervalMs?: number; log?: Log };

const defaultLog: Log = (line) => (line.level === 'info' ? console.info : console.warn)(JSON.stringify(line));

export async function deliverDue(store: SubmissionStore, { deliverers, retryMaxMs = DEFAULT_RETRY_MAX_MS, log = defaultLog }: Options): Promise<number> {
  const channels = (Object.keys(deliverers) as Channel[]).filter((channel) => deliverers[channel]);
  const due = await store.claimDue(new Date(), OUTBOX_BATCH, OUTBOX_LEASE_MS, channels);
  // A submission's channels are often claimed together: it is read once for all of them.
  const submissions = new Map<string, Promise<StoredSubmission | undefined>>();
  for (const item of due) {
    if (!submissions.has(item.submissionId)) submissions.set(item.submissionId, store.get(item.submissionId));
    const submission = await submissions.get(item.submissionId)!;
    if (!submission) continue;
    const attempts = item.attempts + 1;
    const facts = { id: submission.id, kind: submission.kind, channel: item.channel, attempts };
    try {
      await deliverers[item.channel]!(submission, item);
      await store.markDelivered(item.id, new Date());
      log({ level: 'info', event: 'submission.delivered', ...facts });
    } catch (error) {
      const reason = (error as Error).message;
      if (error instanceof PermanentDeliveryError) {
        await store.markGivenUp(item.id, attempts, new Date(), reason);
        log({ level: 'error', event: 'submission.delivery_refused', ...facts, reason });
        continue;
      }
      const next = new Date(Date.now() + retryDelayMs(attempts, Math.random, retryMaxMs));
      await store.markFailed(item.id, attempts, next, reason);
      log({ level: 'warn', event: 'submission.delivery_failed', ...facts, reason, retryAt: next.toISOString() });
    }
  }
  return due.length;
}

/** Polls the outbox until stopped; returns the stop function. */
export function startOutboxDispatcher(store: () => Promise<SubmissionStore>, options: Options): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    if (stopped) return;
    try {
      const handled = await deliverDue(await store(), options);
      // More may be waiting: go again at once after a full batch.
      timer = setTimeout(tick, handled >= OUTBOX_BATCH ? 0 : (options.intervalMs ?? 1000));
    } catch (error) {
      (options.log ?? defaultLog)({ level: 'error', event: 'outbox.failed', error: (error as Error).message });
      timer = setTimeout(tick, options.intervalMs ?? 1000);
    }
  };
  timer = setTimeout(tick, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
