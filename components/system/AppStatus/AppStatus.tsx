import { ChunkErrorGuard } from '@/components/system/ChunkErrorGuard/ChunkErrorGuard';
import { NetworkStatus } from '@/components/system/NetworkStatus/NetworkStatus';
import { OfflineQueueSender } from '@/components/system/OfflineQueue/OfflineQueueSender';

/** On every page: the toasts and connection status, the sender of offline requests, the chunk-error guard. */
export function AppStatus() {
  return (
    <>
      <NetworkStatus />
      <OfflineQueueSender />
      <ChunkErrorGuard />
    </>
  );
}
