'use client';

import { useEffect } from 'react';
import toast from 'react-hot-toast/headless';
import { whenIdle } from '@/lib/navigation/browser';
import { announceDelivered, onQueued } from '@/lib/offline/events';
import { adoptLegacyQueue, flushQueue, outcomeOfAnswer, type QueuedSubmission } from '@/lib/offline/queue';
import { indexedDbQueue } from '@/lib/offline/queue-store';

type Props = { apiBaseUrl: string; sentText: string; rejectedText: string };

/** Puts a refused submission back into its form's draft, so the visitor can correct and resend it. */
function restoreDraft(item: QueuedSubmission) {
  if (!item.draft) return;
  try {
    window.localStorage.setItem(item.draft.storageKey, JSON.stringify({ values: item.data, step: item.draft.step, key: crypto.randomUUID() }));
  } catch {
    // Storage blocked: the toast still tells the visitor.
  }
}

/**
 * Sends the submissions made offline when the connection returns, on any page (and at once on a
 * page load that finds some waiting). One tab sends at a time (Web Locks, where the browser has
 * them); the idempotency key makes a second send harmless anyway.
 */
export function OfflineQueueSender({ apiBaseUrl, sentText, rejectedText }: Props) {
  useEffect(() => {
    let flushing = false;
    async function send() {
      const items = await indexedDbQueue.all();
      if (items.length === 0) return;
      // The HTTP client is loaded only when something is waiting.
      const { createApiClient, sendSubmission } = await import('@/lib/api/client');
      const client = createApiClient(apiBaseUrl);
      const outcomes = await flushQueue(indexedDbQueue, async (item) => {
        const attachment = item.attachment ? new File([item.attachment.blob], item.attachment.name, { type: item.attachment.type }) : undefined;
        return outcomeOfAnswer(await sendSubmission(client, item.kind, item.data, { idempotencyKey: item.key, attachment }));
      });
      for (const outcome of outcomes) {
        if (outcome.result === 'sent') {
          announceDelivered({ key: outcome.item.key, id: outcome.id, reference: outcome.reference });
          toast.success(sentText, { id: `queue-${outcome.item.key}` });
        } else {
          restoreDraft(outcome.item);
          toast.error(rejectedText, { id: `queue-${outcome.item.key}`, duration: 10_000 });
        }
      }
    }
    async function flush() {
      if (flushing || !navigator.onLine) return;
      flushing = true;
      try {
        if (navigator.locks) await navigator.locks.request('experts-offline-queue', { ifAvailable: true }, (lock) => (lock ? send() : undefined));
        else await send();
      } catch {
        // IndexedDB unavailable (a private window in some browsers) or the send failed: next time.
      } finally {
        flushing = false;
      }
    }
    // What an earlier visit left waiting is looked for once the page is idle.
    const cancelIdle = whenIdle(
      () =>
        void adoptLegacyQueue(window.localStorage, indexedDbQueue)
          .catch(() => 0)
          .then(flush),
    );
    window.addEventListener('online', flush);
    const stopListening = onQueued(flush);
    return () => {
      cancelIdle();
      window.removeEventListener('online', flush);
      stopListening();
    };
  }, [apiBaseUrl, sentText, rejectedText]);
  return null;
}
