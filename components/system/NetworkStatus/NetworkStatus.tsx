'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import toast from 'react-hot-toast/headless';
import { PART_FAILED_EVENT } from '@/lib/navigation/browser';
import { Toasts } from '../Toasts/Toasts';
import styles from './NetworkStatus.module.css';

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Where the toasts go: into the open modal dialog, if there is one. A modal dialog sits in the
 * browser's top layer, above any z-index, and makes the rest of the page inert, so a toast
 * outside it would be hidden under its backdrop and never announced.
 */
function useToastHost(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const find = () => setHost([...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].at(-1) ?? null);
    const observer = new MutationObserver(find);
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    find();
    return () => observer.disconnect();
  }, []);
  return host;
}

/** The site's toasts, and what they say of the connection: offline, back online, a part that failed. */
const toaster = <Toasts />;

export function NetworkStatus() {
  const t = useTranslations('Network');
  const [offlineText, onlineText, offlineBadge, partFailedText] = [t('offline'), t('online'), t('offlineBadge'), t('partFailed')];
  // Prerendered as online; the browser's real state is read after hydration.
  const online = useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
  const host = useToastHost();

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
      {host ? createPortal(toaster, host) : toaster}
    </>
  );
}
