'use client';

import { useEffect, useSyncExternalStore } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { CHUNK_RELOAD_STORAGE_KEY, isChunkLoadError, shouldReloadAfterChunkError } from '@/lib/navigation/chunk-reload';
import { flushQueue, readQueue } from '@/lib/offline/queue';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@/lib/site';
import styles from './AppStatus.module.css';

type Props = { offlineText: string; onlineText: string; offlineBadge: string; queueSentText: string; apiBaseUrl: string };

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const NETWORK_TOAST_ID = 'network-status';

export function AppStatusClient({ offlineText, onlineText, offlineBadge, queueSentText, apiBaseUrl }: Props) {
  // Prerendered as online; the browser's real state is read after hydration.
  const online = useSyncExternalStore(subscribeToNetwork, () => navigator.onLine, () => true);

  useEffect(() => {
    const onOffline = () => toast(offlineText, { id: NETWORK_TOAST_ID, icon: '⚠️' });
    const onOnline = () => toast.success(onlineText, { id: NETWORK_TOAST_ID });
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, [offlineText, onlineText]);

  // Requests made offline go out when the connection returns (and on any page load that finds
  // some waiting); the idempotency key makes a double send harmless.
  useEffect(() => {
    let flushing = false;
    async function flush() {
      if (flushing || !navigator.onLine || readQueue(window.localStorage).length === 0) return;
      flushing = true;
      try {
        // The HTTP client is loaded only when something is waiting.
        const { createApiClient, sendSubmission } = await import('@/lib/api/client');
        const client = createApiClient(apiBaseUrl);
        const outcomes = await flushQueue(window.localStorage, async (item) => {
          const result = await sendSubmission(client, item.kind, item.data, { idempotencyKey: item.key });
          if (result.status === 'sent') return 'sent';
          if (result.status === 'invalid' || (result.status === 'failed' && result.httpStatus !== undefined && result.httpStatus < 500 && result.httpStatus !== 429)) return 'rejected';
          return 'unreachable';
        });
        for (const outcome of outcomes) if (outcome.result === 'sent') toast.success(queueSentText, { id: `queue-${outcome.key}` });
      } finally {
        flushing = false;
      }
    }
    void flush();
    window.addEventListener('online', flush);
    window.addEventListener('offline-queue-changed', flush);
    return () => {
      window.removeEventListener('online', flush);
      window.removeEventListener('offline-queue-changed', flush);
    };
  }, [apiBaseUrl, queueSentText]);

  useEffect(() => {
    function reloadOnce(reason: unknown) {
      if (!isChunkLoadError(reason)) return;
      let last: number | null = null;
      try {
        const stored = window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY);
        last = stored === null ? null : Number(stored);
      } catch {
        // No storage: the guard cannot be kept, so do not risk a reload loop.
        return;
      }
      const now = Date.now();
      if (!shouldReloadAfterChunkError(now, last)) return;
      window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
      window.location.reload();
    }
    const onError = (event: ErrorEvent) => reloadOnce(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => reloadOnce(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return (
    <>
      {online ? null : (
        <p className={styles.offline} role="status" data-testid="offline-badge">
          {offlineBadge}
        </p>
      )}
      <Toaster position="bottom-right" toastOptions={{ duration: TOAST_DURATION_MS, removeDelay: TOAST_REMOVE_DELAY_MS }} />
    </>
  );
}
