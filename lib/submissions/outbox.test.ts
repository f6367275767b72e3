/**
 * The outbox's own rules, against a store that records what it is told: which deliveries it asks
 * for, how long it waits before trying again, what it records and logs, and when it polls.
 */

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OUTBOX_BATCH,
  OUTBOX_LEASE_MS,
  OUTBOX_TIMEOUT_MS,
  PermanentDeliveryError,
  deliverDue,
  retryDelayMs,
  startOutboxDispatcher,
  webhookDeliverer,
  webhookPayload,
} from './outbox';
import type { OutboxItem, StoredSubmission, SubmissionStore } from './store';

const submission = (id: string): StoredSubmission => ({
  id,
  reference: 'K7Q2-M9XD',
  kind: 'meeting',
  createdAt: '2026-11-21T10:00:00.000Z',
  locale: 'ka',
  payload: { firstName: 'Nino', email: 'nino@example.ge' },
  attachments: [{ id: 'a1', filename: 'brief.pdf', contentType: 'application/pdf', size: 12, sha256: 'x' }],
});

const item = (id: number, submissionId: string, channel: OutboxItem['channel'], attempts = 0): OutboxItem => ({
  id,
  submissionId,
  channel,
  attempts,
  secret: null,
  recipient: null,
  statusChangeId: null,
  messageId: null,
});

/** A store that hands out `due` once and records every call. */
function fakeStore(due: OutboxItem[], stored: Record<string, StoredSubmission | undefined>) {
  const calls: unknown[][] = [];
  const store = {
    claimDue: vi.fn(async (...args: unknown[]) => {
      calls.push(['claimDue', ...args]);
      return due.splice(0);
    }),
    get: vi.fn(async (id: string) => stored[id]),
    markDelivered: vi.fn(async (...args: unknown[]) => void calls.push(['markDelivered', ...args])),
    markFailed: vi.fn(async (...args: unknown[]) => void calls.push(['markFailed', ...args])),
    markGivenUp: vi.fn(async (...args: unknown[]) => void calls.push(['markGivenUp', ...args])),
  };
  return { store: store as unknown as SubmissionStore & typeof store, calls };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the pause before trying again', () => {
  it('doubles from 2 s with each attempt, up to the maximum, with ±20 % jitter', () => {
    const middle = () => 0.5;
    expect([0, 1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, middle))).toEqual([2000, 2000, 4000, 8000, 16000]);
    expect(retryDelayMs(30, middle)).toBe(600_000);
    expect(retryDelayMs(30, middle, 5000)).toBe(5000);
    expect(retryDelayMs(3, () => 0)).toBe(6400);
    expect(retryDelayMs(3, () => 1)).toBe(9600);
    expect(retryDelayMs(1, () => 0.123456)).toBe(Math.round(2000 * (0.8 + 0.4 * 0.123456)));
  });
});

describe('the webhook', () => {
  it('carries the submission with its files referenced, not inlined', () => {
    const stored = submission('s1');
    expect(webhookPayload(stored)).toEqual({
      id: 's1',
      reference: 'K7Q2-M9XD',
      kind: 'meeting',
      createdAt: '2026-11-21T10:00:00.000Z',
      locale: 'ka',
      data: stored.payload,
      attachments: stored.attachments,
    });
  });

  it('is posted as JSON with the submission’s id as idempotency key, within a timeout', async () => {
    const fetchImpl = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(null, { status: 204 }));
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await webhookDeliverer('https://hooks.example/in', fetchImpl as typeof fetch)(submission('s1'), item(1, 's1', 'webhook'));
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://hooks.example/in');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 's1', 'X-Submission-Id': 's1' },
    });
    expect(JSON.parse(init!.body as string)).toEqual(webhookPayload(submission('s1')));
    expect(timeout).toHaveBeenCalledWith(OUTBOX_TIMEOUT_MS);
    expect(init!.signal).toBe(timeout.mock.results[0]!.value);
  });

  it('fails on an answer other than 2xx, naming its status', async () => {
    const deliver = webhookDeliverer('https://hooks.example/in', (async () => new Response('no', { status: 503 })) as typeof fetch);
    await expect(deliver(submission('s1'), item(1, 's1', 'webhook'))).rejects.toThrow(new Error('HTTP 503'));
  });
});

describe('delivering what is due', () => {
  it('asks only for the channels it can deliver, a batch at a time, under a lease', async () => {
    const { store, calls } = fakeStore([], {});
    expect(await deliverDue(store, { deliverers: { office: async () => {}, confirmation: undefined }, log: () => {} })).toBe(0);
    expect(calls).toEqual([['claimDue', expect.any(Date), OUTBOX_BATCH, OUTBOX_LEASE_MS, ['office']]]);
    expect([OUTBOX_BATCH, OUTBOX_LEASE_MS, OUTBOX_TIMEOUT_MS]).toEqual([20, 60_000, 10_000]);
  });

  it('records a delivery, reads a submission once for all its channels, and skips one that is gone', async () => {
    const due = [item(1, 's1', 'webhook', 2), item(2, 's1', 'office'), item(3, 'gone', 'webhook')];
    const { store, calls } = fakeStore(due, { s1: submission('s1') });
    const delivered: [string, number][] = [];
    const log: Record<string, unknown>[] = [];
    const deliver = async (stored: StoredSubmission, outboxItem: OutboxItem) => void delivered.push([stored.id, outboxItem.id]);
    expect(await deliverDue(store, { deliverers: { webhook: deliver, office: deliver }, log: (line) => log.push(line) })).toBe(3);
    expect(delivered).toEqual([
      ['s1', 1],
      ['s1', 2],
    ]);
    expect(store.get).toHaveBeenCalledTimes(2);
    expect(calls.slice(1)).toEqual([
      ['markDelivered', 1, expect.any(Date)],
      ['markDelivered', 2, expect.any(Date)],
    ]);
    expect(log).toEqual([
      { level: 'info', event: 'submission.delivered', id: 's1', kind: 'meeting', channel: 'webhook', attempts: 3 },
      { level: 'info', event: 'submission.delivered', id: 's1', kind: 'meeting', channel: 'office', attempts: 1 },
    ]);
  });

  it('tries a failure again after its pause, within the maximum, and gives up on a refusal', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00.000Z'), toFake: ['Date'] });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { store, calls } = fakeStore([item(1, 's1', 'webhook', 3), item(2, 's1', 'office', 1)], { s1: submission('s1') });
    const log: Record<string, unknown>[] = [];
    const deliverers = {
      webhook: async () => {
        throw new Error('HTTP 502');
      },
      office: async () => {
        throw new PermanentDeliveryError('SMTP 550: no such mailbox');
      },
    };
    expect(await deliverDue(store, { deliverers, retryMaxMs: 10_000, log: (line) => log.push(line) })).toBe(2);
    // The fourth attempt would wait 16 s: the maximum of 10 s holds it.
    const retryAt = new Date(Date.parse('2026-11-21T10:00:00.000Z') + 10_000);
    expect(calls.slice(1)).toEqual([
      ['markFailed', 1, 4, retryAt, 'HTTP 502'],
      ['markGivenUp', 2, 2, new Date('2026-11-21T10:00:00.000Z'), 'SMTP 550: no such mailbox'],
    ]);
    expect(log).toEqual([
      {
        level: 'warn',
        event: 'submission.delivery_failed',
        id: 's1',
        kind: 'meeting',
        channel: 'webhook',
        attempts: 4,
        reason: 'HTTP 502',
        retryAt: retryAt.toISOString(),
      },
      { level: 'error', event: 'submission.delivery_refused', id: 's1', kind: 'meeting', channel: 'office', attempts: 2, reason: 'SMTP 550: no such mailbox' },
    ]);
  });

  it('names a refusal for good as such wherever the error is written out whole, as in a stack trace', () => {
    const smtp = new Error('550 5.1.1 no such mailbox');
    const refusal = new PermanentDeliveryError('SMTP 550: no such mailbox', { cause: smtp });
    expect(String(refusal)).toBe('PermanentDeliveryError: SMTP 550: no such mailbox');
    expect(refusal.stack!.split('\n')[0]).toBe('PermanentDeliveryError: SMTP 550: no such mailbox');
    // The receiver's own answer stays with it.
    expect(refusal.cause).toBe(smtp);
  });

  it('waits up to 10 minutes between tries when no maximum is given', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00.000Z'), toFake: ['Date'] });
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const { store, calls } = fakeStore([item(1, 's1', 'webhook', 20)], { s1: submission('s1') });
    const failing = async () => {
      throw new Error('HTTP 500');
    };
    await deliverDue(store, { deliverers: { webhook: failing }, log: () => {} });
    expect(calls[1]).toEqual(['markFailed', 1, 21, new Date(Date.parse('2026-11-21T10:00:00.000Z') + 600_000), 'HTTP 500']);
  });

  it('logs a success as info and a failure as a warning when no log is given', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { store } = fakeStore([item(1, 's1', 'webhook'), item(2, 's1', 'office')], { s1: submission('s1') });
    const failing = async () => {
      throw new Error('HTTP 500');
    };
    await deliverDue(store, { deliverers: { webhook: async () => {}, office: failing } });
    expect(info.mock.calls.map(([line]) => JSON.parse(line as string).event)).toEqual(['submission.delivered']);
    expect(warn.mock.calls.map(([line]) => JSON.parse(line as string).event)).toEqual(['submission.delivery_failed']);
  });
});

describe('the dispatcher', () => {
  /** A store whose claimDue reports each poll; `batches` are how many rows each poll finds. */
  function polledStore(batches: number[]) {
    const polls: number[] = [];
    const store = {
      claimDue: vi.fn(async () => {
        polls.push(Date.now());
        const size = batches.shift() ?? 0;
        return Array.from({ length: size }, (_, i) => item(i + 1, 'gone', 'webhook'));
      }),
      get: vi.fn(async () => undefined),
    } as unknown as SubmissionStore;
    return { store, polls };
  }

  it('polls at once, again at once after a full batch, and at its interval otherwise, until stopped', async () => {
    vi.useFakeTimers({ now: 0 });
    const { store, polls } = polledStore([OUTBOX_BATCH, OUTBOX_BATCH - 1, 0]);
    const stop = startOutboxDispatcher(async () => store, { deliverers: { webhook: async () => {} }, intervalMs: 500, log: () => {} });
    expect(polls).toEqual([]);
    // The fake clock runs a timer of 0 ms one millisecond on, as Node does.
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toEqual([0, 1]);
    await vi.advanceTimersByTimeAsync(499);
    expect(polls).toEqual([0, 1]);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toEqual([0, 1, 501]);
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls).toEqual([0, 1, 501]);
  });

  it('polls every second by default, and goes on after a failure, logging it', async () => {
    vi.useFakeTimers({ now: 0 });
    let opens = 0;
    const { store, polls } = polledStore([]);
    const log: Record<string, unknown>[] = [];
    const stop = startOutboxDispatcher(
      async () => {
        opens++;
        if (opens === 1) throw new Error('database down');
        return store;
      },
      { deliverers: { webhook: async () => {} }, log: (line) => log.push(line) },
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual([{ level: 'error', event: 'outbox.failed', error: 'database down' }]);
    await vi.advanceTimersByTimeAsync(999);
    expect(polls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toEqual([1000]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(polls).toEqual([1000, 2000]);
    stop();
  });

  it('logs a failure as a warning when no log is given', async () => {
    vi.useFakeTimers({ now: 0 });
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const stop = startOutboxDispatcher(
      async () => {
        throw new Error('database down');
      },
      { deliverers: {} },
    );
    await vi.advanceTimersByTimeAsync(0);
    stop();
    expect(info).not.toHaveBeenCalled();
    expect(warn.mock.calls.map(([line]) => JSON.parse(line as string))).toEqual([{ level: 'error', event: 'outbox.failed', error: 'database down' }]);
  });

  it('a stop during a poll leaves no further poll', async () => {
    vi.useFakeTimers({ now: 0 });
    const { store, polls } = polledStore([]);
    let stop = () => {};
    stop = startOutboxDispatcher(
      async () => {
        stop();
        return store;
      },
      { deliverers: { webhook: async () => {} }, intervalMs: 10, log: () => {} },
    );
    await vi.advanceTimersByTimeAsync(1000);
    // The poll that was running finishes; the one it scheduled finds the dispatcher stopped.
    expect(polls).toEqual([0]);
  });
});
