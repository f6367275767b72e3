import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import type { QueueStore, QueuedSubmission } from './queue';

/** The offline queue in IndexedDB (idb-keyval), keyed by idempotency key. Opened on first use. */
let database: UseStore | undefined;
const store = () => (database ??= createStore('experts-site', 'offline-submissions'));

export const indexedDbQueue: QueueStore = {
  all: () => values<QueuedSubmission>(store()),
  put: (item) => set(item.key, item, store()),
  remove: (key) => del(key, store()),
};
