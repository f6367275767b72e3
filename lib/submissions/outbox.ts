/**
 * Hands every stored submission to the support office's webhook: from the outbox table, retried
 * with growing pauses until the receiver answers 2xx, surviving restarts (the outbox is in the
 * database). Delivery is at least once; the receiver drops duplicates by `id`.
 */

import type { SubmissionStore, StoredSubmission } from './store';

export const OUTBOX_BATCH = 20;
export const OUTBOX_LEASE_MS = 60_000;
export const OUTBOX_TIMEOUT_MS = 10_000;

/** 2 s, 4 s, 8 s … up to 10 minutes, with ±20 % jitter so a recovering receiver is not stampeded. */
export function retryDelayMs(attempts: number, random = Math.random): number {
  const base = Math.min(10 * 60_000, 1000 * 2 ** Math.max(1, attempts));
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

type Options = { webhookUrl: string; intervalMs?: number; fetchImpl?: typeof fetch; log?: (line: Record<string, unknown>) => void };

export async function deliverDue(
  store: SubmissionStore,
  { webhookUrl, fetchImpl = fetch, log = (line) => console.info(JSON.stringify(line)) }: Options,
): Promise<number> {
  const now = new Date();
  const due = await store.claimDue(now, OUTBOX_BATCH, OUTBOX_LEASE_MS);
  let delivered = 0;
  for (const item of due) {
    const submission = await store.get(item.submissionId);
    if (!submission) continue;
    const attempts = item.attempts + 1;
    try {
      const response = await fetchImpl(webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': submission.id, 'X-Submission-Id': submission.id },
        body: JSON.stringify(webhookPayload(submission)),
        signal: AbortSignal.timeout(OUTBOX_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await store.markDelivered(submission.id, new Date());
      delivered++;
      log({ level: 'info', event: 'submission.delivered', id: submission.id, kind: submission.kind, attempts });
    } catch (error) {
      const next = new Date(Date.now() + retryDelayMs(attempts));
      await store.markFailed(submission.id, attempts, next, (error as Error).message);
      log({ level: 'warn', event: 'submission.delivery_failed', id: submission.id, kind: submission.kind, attempts, retryAt: next.toISOString() });
    }
  }
  return delivered;
}

/** Polls the outbox until stopped; returns the stop function. */
export function startOutboxDispatcher(store: () => Promise<SubmissionStore>, options: Options): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = async () => {
    if (stopped) return;
    try {
      const delivered = await deliverDue(await store(), options);
      // More may be waiting: go again at once after a full batch.
      timer = setTimeout(tick, delivered >= OUTBOX_BATCH ? 0 : (options.intervalMs ?? 1000));
    } catch (error) {
      (options.log ?? console.error)({ level: 'error', event: 'outbox.failed', error: (error as Error).message });
      timer = setTimeout(tick, options.intervalMs ?? 1000);
    }
  };
  timer = setTimeout(tick, 0);
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
