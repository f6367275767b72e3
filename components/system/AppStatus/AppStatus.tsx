import { getTranslations } from 'next-intl/server';
import { getConfig } from '@/lib/config';
import { AppStatusClient } from './AppStatusClient';

/** Toasts, the online/offline status and the reload after a failed chunk load. */
export async function AppStatus() {
  const t = await getTranslations('Network');
  return <AppStatusClient offlineText={t('offline')} onlineText={t('online')} offlineBadge={t('offlineBadge')} queueSentText={t('queueSent')} apiBaseUrl={getConfig().apiBaseUrl} />;
}
