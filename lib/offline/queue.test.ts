import { describe, expect, it } from 'vitest';
import { enqueue, flushQueue, readQueue, type QueuedSubmission } from './queue';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}
const item = (key: string): QueuedSubmission => ({ key, kind: 'support', data: { name: key }, queuedAt: '2026-11-21T10:00:00Z' });

describe('offline queue', () => {
  it('keeps items once per key, in order', () => {
    const storage = memoryStorage();
    enqueue(storage, item('a'));
    enqueue(storage, item('b'));
    enqueue(storage, item('a'));
    expect(readQueue(storage).map((i) => i.key)).toEqual(['b', 'a']);
  });

  it('sends in order, drops sent and rejected ones, and stops when unreachable', async () => {
    const storage = memoryStorage();
    for (const key of ['a', 'b', 'c', 'd']) enqueue(storage, item(key));
    const answers: Record<string, 'sent' | 'rejected' | 'unreachable'> = { a: 'sent', b: 'rejected', c: 'unreachable', d: 'sent' };
    const outcomes = await flushQueue(storage, async (i) => answers[i.key]!);
    expect(outcomes).toEqual([
      { key: 'a', kind: 'support', result: 'sent' },
      { key: 'b', kind: 'support', result: 'rejected' },
    ]);
    expect(readQueue(storage).map((i) => i.key)).toEqual(['c', 'd']);
  });

  it('survives corrupt storage', () => {
    const storage = memoryStorage();
    storage.setItem('offline-submissions', '{not json');
    expect(readQueue(storage)).toEqual([]);
  });
});
