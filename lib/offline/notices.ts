/**
 * What the offline queue's sender has to tell the visitor (delivered, or refused), kept in
 * localStorage until it has been on screen long enough to be read. The connection often returns
 * just as the visitor reloads: the send then finishes on the page that is going away, and without
 * this the next page would never say that the request got through.
 */

export type QueueNotice = { key: string; result: 'sent' | 'rejected'; at: number };

export const QUEUE_NOTICES_KEY = 'experts:queue-notices';
/** On screen this long, a notice counts as read. */
export const NOTICE_READ_MS = 2_000;
/** An unread notice older than this is no longer news. */
export const NOTICE_MAX_AGE_MS = 10 * 60_000;

type NoticeStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function isNotice(value: unknown): value is QueueNotice {
  if (typeof value !== 'object' || value === null) return false;
  const { key, result, at } = value as Record<string, unknown>;
  return typeof key === 'string' && (result === 'sent' || result === 'rejected') && typeof at === 'number';
}

function readAll(storage: NoticeStorage): QueueNotice[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(QUEUE_NOTICES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isNotice) : [];
  } catch {
    return [];
  }
}

function writeAll(storage: NoticeStorage, notices: QueueNotice[]): void {
  try {
    if (notices.length === 0) storage.removeItem(QUEUE_NOTICES_KEY);
    else storage.setItem(QUEUE_NOTICES_KEY, JSON.stringify(notices));
  } catch {
    // Storage blocked or full: the notice is shown on this page only.
  }
}

/** The notices not yet read, oldest first; stale ones are dropped from storage on the way. */
export function unreadNotices(storage: NoticeStorage, now = Date.now()): QueueNotice[] {
  const all = readAll(storage);
  const fresh = all.filter((notice) => now - notice.at <= NOTICE_MAX_AGE_MS && notice.at <= now + NOTICE_MAX_AGE_MS);
  if (fresh.length !== all.length) writeAll(storage, fresh);
  return fresh.sort((a, b) => a.at - b.at);
}

/** Keeps a notice until it is read; a second notice for the same submission replaces the first. */
export function keepNotice(storage: NoticeStorage, notice: QueueNotice): void {
  writeAll(storage, [...readAll(storage).filter((kept) => kept.key !== notice.key), notice]);
}

/** The notice has been read. */
export function dropNotice(storage: NoticeStorage, key: string): void {
  const all = readAll(storage);
  const rest = all.filter((notice) => notice.key !== key);
  if (rest.length !== all.length) writeAll(storage, rest);
}
