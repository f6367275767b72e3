/**
 * The server's one store, from the environment as the server reads it: opened once and shared, in
 * DATA_DIR, with mail when SMTP is configured, and opened anew after a failed start.
 */

import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionStore } from './store';

const globalState = globalThis as { __submissionStore?: Promise<SubmissionStore> };

/** A fresh module (and configuration) on a fresh environment, with no store yet. */
async function freshGetStore(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  globalState.__submissionStore = undefined;
  return (await import('./shared-store')).getStore;
}

const support = { kind: 'support', payload: { email: 'dana@example.kz', name: 'Dana' } };

beforeEach(() => {
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('SMTP_URL', '');
});

afterEach(async () => {
  const store = globalState.__submissionStore;
  globalState.__submissionStore = undefined;
  await (await store?.catch(() => undefined))?.close();
  vi.unstubAllEnvs();
});

describe('the shared store', () => {
  it('is one SQLite file in DATA_DIR, migrated, opened once for every caller', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shared-store-'));
    const getStore = await freshGetStore({ DATA_DIR: dataDir });
    const first = getStore();
    expect(getStore()).toBe(first);
    const store = await first;
    expect(store.dialect).toBe('sqlite');
    expect(existsSync(join(dataDir, 'submissions.sqlite'))).toBe(true);
    expect(await store.count()).toBe(0);
  });

  it('queues no mail without SMTP: the webhook only', async () => {
    const getStore = await freshGetStore({ DATA_DIR: mkdtempSync(join(tmpdir(), 'shared-store-')) });
    const store = await getStore();
    const { id } = (await store.insert(support)) as { id: string };
    expect((await store.deliveries(id)).map((row) => row.channel)).toEqual(['webhook']);
  });

  it('queues the office’s mail and the confirmation with SMTP configured', async () => {
    const getStore = await freshGetStore({
      DATA_DIR: mkdtempSync(join(tmpdir(), 'shared-store-')),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      OFFICE_EMAIL: 'office@example.org',
    });
    const store = await getStore();
    const { id } = (await store.insert(support)) as { id: string };
    expect((await store.deliveries(id)).map((row) => row.channel)).toEqual(['confirmation', 'office', 'webhook']);
  });

  it('uses DATABASE_URL when set, and after a failed start (the database down) opens anew on the next call', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shared-store-'));
    // Nothing listens on port 1: the connection is refused at once.
    const getStore = await freshGetStore({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    const first = getStore();
    // A caller that tries again as soon as the start failed gets a new attempt, which the failed
    // start's later waiters must leave in place.
    const retried = first.catch(() => getStore());
    expect(getStore()).toBe(first);
    await expect(first).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
    // No migration ran, so none is named.
    await expect(first).rejects.toThrow(/^Migration {2}failed: Error: connect ECONNREFUSED/);
    const second = globalState.__submissionStore;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(getStore()).toBe(second);
    await expect(retried).rejects.toMatchObject({ cause: { code: 'ECONNREFUSED' } });
    expect(existsSync(join(dataDir, 'submissions.sqlite'))).toBe(false);
    await vi.waitFor(() => expect(globalState.__submissionStore).toBeUndefined());
  });
});
