import { describe, expect, it } from 'vitest';
import { NOTICE_MAX_AGE_MS, QUEUE_NOTICES_KEY, dropNotice, keepNotice, unreadNotices } from './notices';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('queue notices', () => {
  it('keeps a notice until it is read, across page loads', () => {
    const storage = memoryStorage();
    keepNotice(storage, { key: 'a', result: 'sent', at: 1_000 });
    keepNotice(storage, { key: 'b', result: 'rejected', at: 500 });
    expect(unreadNotices(storage, 2_000).map((n) => n.key)).toEqual(['b', 'a']);
    dropNotice(storage, 'a');
    expect(unreadNotices(storage, 2_000)).toEqual([{ key: 'b', result: 'rejected', at: 500 }]);
    dropNotice(storage, 'b');
    expect(storage.items.has(QUEUE_NOTICES_KEY)).toBe(false);
  });

  it('holds one notice per submission: the later replaces the earlier', () => {
    const storage = memoryStorage();
    keepNotice(storage, { key: 'a', result: 'rejected', at: 1 });
    keepNotice(storage, { key: 'a', result: 'sent', at: 2 });
    expect(unreadNotices(storage, 3)).toEqual([{ key: 'a', result: 'sent', at: 2 }]);
  });

  it('forgets notices that are no longer news, and ones dated far in the future', () => {
    const now = 50 * NOTICE_MAX_AGE_MS;
    const storage = memoryStorage();
    keepNotice(storage, { key: 'old', result: 'sent', at: now - NOTICE_MAX_AGE_MS - 1 });
    keepNotice(storage, { key: 'future', result: 'sent', at: now + 2 * NOTICE_MAX_AGE_MS });
    keepNotice(storage, { key: 'new', result: 'sent', at: now - 1 });
    expect(unreadNotices(storage, now).map((n) => n.key)).toEqual(['new']);
    expect(JSON.parse(storage.items.get(QUEUE_NOTICES_KEY)!)).toHaveLength(1);
  });

  it('reads damaged storage as no notices, and survives storage that refuses writes', () => {
    expect(unreadNotices(memoryStorage({ [QUEUE_NOTICES_KEY]: '{not json' }))).toEqual([]);
    expect(unreadNotices(memoryStorage({ [QUEUE_NOTICES_KEY]: '[{"key":1},{"key":"k","result":"sent","at":5}]' }), 6)).toEqual([
      { key: 'k', result: 'sent', at: 5 },
    ]);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => keepNotice(refusing, { key: 'a', result: 'sent', at: 1 })).not.toThrow();
  });
});
