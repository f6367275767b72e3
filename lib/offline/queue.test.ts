import { describe, expect, it } from 'vitest';
import {
  LEGACY_QUEUE_KEY,
  adoptLegacyQueue,
  flushQueue,
  keepForLater,
  oneAtATime,
  outcomeOfAnswer,
  queuedInOrder,
  queuedSubmission,
  type QueueStore,
  type QueuedSubmission,
  type SendOutcome,
} from './queue';

function memoryStore(): QueueStore & { items: Map<string, QueuedSubmission> } {
  const items = new Map<string, QueuedSubmission>();
  return {
    items,
    all: async () => [...items.values()],
    put: async (item) => void items.set(item.key, item),
    remove: async (key) => void items.delete(key),
  };
}
const item = (key: string, minute = 0): QueuedSubmission => ({ key, kind: 'support', data: { name: key }, queuedAt: `2026-11-21T10:0${minute}:00Z` });

describe('offline queue', () => {
  it('keeps one item per key, oldest first', async () => {
    const store = memoryStore();
    await store.put(item('b', 2));
    await store.put(item('a', 1));
    await store.put(item('b', 3));
    expect((await queuedInOrder(store)).map((i) => i.key)).toEqual(['a', 'b']);
  });

  it('keeps a file with its submission', async () => {
    const store = memoryStore();
    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    await store.put({ ...item('a'), attachment: { name: 'brief.pdf', type: 'application/pdf', blob } });
    expect((await store.all())[0]?.attachment?.blob).toBe(blob);
  });

  it('sends in order, drops sent and rejected ones, and stops when unreachable', async () => {
    const store = memoryStore();
    for (const [minute, key] of ['a', 'b', 'c', 'd'].entries()) await store.put(item(key, minute));
    const answers: Record<string, SendOutcome> = {
      a: { result: 'sent', id: 'id-a', reference: 'AAAA-0001' },
      b: { result: 'rejected' },
      c: { result: 'unreachable' },
      d: { result: 'sent', id: 'id-d', reference: 'DDDD-0004' },
    };
    const outcomes = await flushQueue(store, async (i) => answers[i.key]!);
    expect(outcomes.map(({ item: { key }, ...rest }) => ({ key, ...rest }))).toEqual([
      { key: 'a', result: 'sent', id: 'id-a', reference: 'AAAA-0001' },
      { key: 'b', result: 'rejected' },
    ]);
    expect((await queuedInOrder(store)).map((i) => i.key)).toEqual(['c', 'd']);
  });

  it('drops an item only when the server refused its data', () => {
    expect(outcomeOfAnswer({ status: 'sent', id: 'x', reference: 'K7Q2-M9XD' })).toEqual({ result: 'sent', id: 'x', reference: 'K7Q2-M9XD' });
    expect(outcomeOfAnswer({ status: 'invalid' })).toEqual({ result: 'rejected' });
    expect(outcomeOfAnswer({ status: 'failed', httpStatus: 409 })).toEqual({ result: 'rejected' });
    expect(outcomeOfAnswer({ status: 'failed', httpStatus: 429 })).toEqual({ result: 'unreachable' });
    expect(outcomeOfAnswer({ status: 'failed', httpStatus: 503 })).toEqual({ result: 'unreachable' });
    expect(outcomeOfAnswer({ status: 'failed' })).toEqual({ result: 'unreachable' });
    expect(outcomeOfAnswer({ status: 'offline' })).toEqual({ result: 'unreachable' });
  });

  it("adopts the first version's localStorage queue once, and survives a corrupt one", async () => {
    const data = new Map([[LEGACY_QUEUE_KEY, JSON.stringify([item('old'), { nonsense: true }])]]);
    const storage = { getItem: (key: string) => data.get(key) ?? null, removeItem: (key: string) => void data.delete(key) };
    const store = memoryStore();
    expect(await adoptLegacyQueue(storage, store)).toBe(1);
    expect([...store.items.keys()]).toEqual(['old']);
    expect(data.has(LEGACY_QUEUE_KEY)).toBe(false);
    data.set(LEGACY_QUEUE_KEY, '{not json');
    expect(await adoptLegacyQueue(storage, store)).toBe(0);
  });

  it('makes an item from what a form sends, and says when the browser will not keep it', async () => {
    const file = new File(['%PDF'], 'brief.pdf', { type: 'application/pdf' });
    const item = queuedSubmission({
      key: 'k',
      kind: 'meeting',
      data: { a: 1 },
      attachment: file,
      draftStorageKey: 'form-draft:meeting:x',
      step: 2,
      now: new Date('2026-11-24T10:00:00Z'),
    });
    expect(item).toEqual({
      key: 'k',
      kind: 'meeting',
      data: { a: 1 },
      queuedAt: '2026-11-24T10:00:00.000Z',
      attachment: { name: 'brief.pdf', type: 'application/pdf', blob: file },
      draft: { storageKey: 'form-draft:meeting:x', step: 2 },
    });
    expect(await keepForLater(memoryStore(), item)).toBe(true);
    const broken: QueueStore = { all: async () => [], put: async () => Promise.reject(new Error('QuotaExceededError')), remove: async () => {} };
    expect(await keepForLater(broken, item)).toBe(false);
  });
});

describe('one flush at a time', () => {
  it('runs once more after the current run when asked during it, so an item queued meanwhile is sent', async () => {
    const store = memoryStore();
    const sent: string[] = [];
    let release!: () => void;
    const firstSendHeld = new Promise<void>((resolve) => (release = resolve));
    const flush = oneAtATime(async () => {
      await flushQueue(store, async (queued) => {
        if (sent.length === 0) await firstSendHeld;
        sent.push(queued.key);
        return { result: 'sent', id: queued.key, reference: queued.key };
      });
    });
    await store.put(item('a', 1));
    const first = flush();
    // While 'a' is on its way, a form queues 'b' and asks for a flush (twice: the event and 'online').
    await store.put(item('b', 2));
    const second = flush();
    const third = flush();
    release();
    await Promise.all([first, second, third]);
    expect(sent).toEqual(['a', 'b']);
    expect(store.items.size).toBe(0);
  });

  it('never runs two at once, and runs again only when asked', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const flush = oneAtATime(async () => {
      runs++;
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
    });
    await Promise.all([flush(), flush(), flush()]);
    expect(most).toBe(1);
    expect(runs).toBe(2);
    await flush();
    expect(runs).toBe(3);
  });

  it('is free again after a run that failed', async () => {
    let calls = 0;
    const flush = oneAtATime(async () => {
      calls++;
      if (calls === 1) throw new Error('IndexedDB unavailable');
    });
    await expect(flush()).rejects.toThrow('IndexedDB unavailable');
    await flush();
    expect(calls).toBe(2);
  });
});
