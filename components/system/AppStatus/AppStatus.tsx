import { getTranslations } from 'next-intl/server';
import { ChunkErrorGuard } from '@/components/system/ChunkErrorGuard/ChunkErrorGuard';
import { NetworkStatus } from '@/components/system/NetworkStatus/NetworkStatus';
import { OfflineQueueSender } from '@/components/system/OfflineQueue/OfflineQueueSender';

/** On every page: the toasts and connection status, the sender of offline requests, the chunk-error guard. */
export async function AppStatus() {
  const t = await getTranslations('Network');
  return (
    <>
      <NetworkStatus offlineText={t('offline')} onlineText={t('online')} offlineBadge={t('offlineBadge')} partFailedText={t('partFailed')} />
      <OfflineQueueSender sentText={t('queueSent')} rejectedText={t('queueRejected')} />
      <ChunkErrorGuard />
    </>
  );
}
