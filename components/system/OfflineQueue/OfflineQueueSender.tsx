'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import toast from 'react-hot-toast/headless';
import { useApiBaseUrl } from '@/components/system/ApiBase/ApiBase';
import { storeDraft } from '@/lib/forms/drafts';
import { whenIdle } from '@/lib/navigation/browser';
import { announceDelivered, onQueued } from '@/lib/offline/events';
import { NOTICE_READ_MS, type QueueNotice, dropNotice, keepNotice, unreadNotices } from '@/lib/offline/notices';
import { adoptLegacyQueue, flushQueue, oneAtATime, outcomeOfAnswer, type QueuedSubmission } from '@/lib/offline/queue';
import { indexedDbQueue } from '@/lib/offline/queue-store';

/** Puts a refused submission back into its form's draft, so the visitor can correct and resend it. */
function restoreDraft(item: QueuedSubmission) {
  // With storage blocked the toast still tells the visitor.
  if (item.draft) storeDraft(item.draft.storageKey, { values: item.data, step: item.draft.step, key: crypto.randomUUID() });
}

/**
 * Sends the submissions made offline when the connection returns, on any page (and at once on a
 * page load that finds some waiting). One tab sends at a time (Web Locks, where the browser has
 * them); the idempotency key makes a second send harmless anyway.
 */
export function OfflineQueueSender() {
  const t = useTranslations('Network');
  const [sentText, rejectedText] = [t('queueSent'), t('queueRejected')];
  const apiBaseUrl = useApiBaseUrl();
  useEffect(() => {
    const readTimers: number[] = [];
    // Reading localStorage throws where the browser blocks storage: notices then live on this page only.
    const storage = (() => {
      try {
        return window.localStorage;
      } catch {
        return null;
      }
    })();
    // A notice stays in storage until it has been on screen for a moment: a page that goes away
    // sooner (the visitor reloads as the send ends) leaves it to the next one.
    function show(notice: QueueNotice) {
      const id = `queue-${notice.key}`;
      if (notice.result === 'sent') toast.success(sentText, { id });
      else toast.error(rejectedText, { id, duration: 10_000 });
      if (storage) readTimers.push(window.setTimeout(() => dropNotice(storage, notice.key), NOTICE_READ_MS));
    }
    async function send() {
      const items = await indexedDbQueue.all();
      if (items.length === 0) return;
      // The HTTP client is loaded only when something is waiting.
      const { createApiClient, sendSubmission } = await import('@/lib/api/client');
      const client = createApiClient(apiBaseUrl);
      const notices = new Map<string, QueueNotice>();
      const outcomes = await flushQueue(indexedDbQueue, async (item) => {
        const attachment = item.attachment ? new File([item.attachment.blob], item.attachment.name, { type: item.attachment.type }) : undefined;
        const outcome = outcomeOfAnswer(await sendSubmission(client, item.kind, item.data, { idempotencyKey: item.key, attachment }));
        // Kept before the item leaves the queue, so a page that goes away now loses nothing: the
        // refused data is back in its form's draft, and the next page can say what happened.
        if (outcome.result === 'rejected') restoreDraft(item);
        if (outcome.result !== 'unreachable') {
          const notice: QueueNotice = { key: item.key, result: outcome.result, at: Date.now() };
          notices.set(item.key, notice);
          if (storage) keepNotice(storage, notice);
        }
        return outcome;
      });
      for (const outcome of outcomes) {
        if (outcome.result === 'sent') announceDelivered({ key: outcome.item.key, id: outcome.id, reference: outcome.reference });
        const notice = notices.get(outcome.item.key);
        if (notice) show(notice);
      }
    }
    // One tab sends at a time: the others wait for the lock, then send whatever is left (the
    // page that held it may have gone mid-send, a reload as the send ends).
    const flush = oneAtATime(async () => {
      if (!navigator.onLine) return;
      try {
        if (navigator.locks) await navigator.locks.request('experts-offline-queue', () => send());
        else await send();
      } catch {
        // IndexedDB unavailable (a private window in some browsers) or the send failed: next time.
      }
    });
    if (storage) for (const notice of unreadNotices(storage)) show(notice);
    // What an earlier visit left waiting is looked for once the page is idle.
    const cancelIdle = whenIdle(() => void (storage ? adoptLegacyQueue(storage, indexedDbQueue) : Promise.resolve(0)).catch(() => 0).then(flush));
    window.addEventListener('online', flush);
    const stopListening = onQueued(flush);
    return () => {
      for (const timer of readTimers) window.clearTimeout(timer);
      cancelIdle();
      window.removeEventListener('online', flush);
      stopListening();
    };
  }, [apiBaseUrl, sentText, rejectedText]);
  return null;
}
