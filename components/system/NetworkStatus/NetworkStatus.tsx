'use client';

import { useEffect, useSyncExternalStore } from 'react';
import toast, { Toaster } from 'react-hot-toast';
import { PART_FAILED_EVENT } from '@/lib/navigation/browser';
import { TOAST_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@/lib/site';
import styles from './NetworkStatus.module.css';

type Props = { offlineText: string; onlineText: string; offlineBadge: string; partFailedText: string };

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The site's toasts, and what they say of the connection: offline, back online, a part that failed. */
export function NetworkStatus({ offlineText, onlineText, offlineBadge, partFailedText }: Props) {
  // Prerendered as online; the browser's real state is read after hydration.
  const online = useSyncExternalStore(subscribeToNetwork, () => navigator.onLine, () => true);

  useEffect(() => {
    // Two toasts, not one updated: an updated toast would keep the warning icon of the first.
    const onOffline = () => {
      toast.dismiss('network-online');
      toast(offlineText, { id: 'network-offline', icon: '⚠️' });
    };
    const onOnline = () => {
      toast.dismiss('network-offline');
      toast.success(onlineText, { id: 'network-online' });
    };
    const onPartFailed = () => toast.error(partFailedText, { id: 'part-failed' });
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    window.addEventListener(PART_FAILED_EVENT, onPartFailed);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      window.removeEventListener(PART_FAILED_EVENT, onPartFailed);
    };
  }, [offlineText, onlineText, partFailedText]);

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
