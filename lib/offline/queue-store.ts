import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import type { QueueStore, QueuedSubmission } from './queue';

/** The IndexedDB database and object store that hold the queue. */
export const QUEUE_DATABASE = ['experts-site', 'offline-submissions'] as const;

/** The offline queue in IndexedDB (idb-keyval), keyed by idempotency key. Opened on first use. */
let database: UseStore | undefined;
const store = () => (database ??= createStore(...QUEUE_DATABASE));

export const indexedDbQueue: QueueStore = {
  all: () => values<QueuedSubmission>(store()),
  put: (item) => set(item.key, item, store()),
  remove: (key) => del(key, store()),
};
