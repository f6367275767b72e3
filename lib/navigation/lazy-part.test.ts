import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError } from './chunk-reload';
import { PART_LOAD_TIMEOUT_MS, PartLoadError, fetchJsonPart, loadPart, type PartEnvironment } from './lazy-part';

const chunkError = () => Object.assign(new Error('Failed to load chunk static/chunks/a.js'), { name: 'ChunkLoadError' });

/** A browser whose connection the test switches; sleeping is instant, and counted. */
function environment({ online = true, reloadAllowed = true } = {}) {
  let isOnline = online;
  const waiting: (() => void)[] = [];
  const env = {
    isOnline: () => isOnline,
    whenOnline: () => new Promise<void>((resolve) => waiting.push(resolve)),
    sleep: vi.fn(async () => {}),
    reload: vi.fn(() => reloadAllowed),
    goOnline() {
      isOnline = true;
      for (const resolve of waiting.splice(0)) resolve();
    },
    goOffline() {
      isOnline = false;
    },
  };
  return env satisfies PartEnvironment;
}

describe('loading a page part', () => {
  it('has a 120 s load timeout', () => {
    expect(PART_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('returns the code when the first try works', async () => {
    const env = environment();
    await expect(loadPart(async () => 'code', env, { reloadOnFailure: true })).resolves.toBe('code');
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('tries a failed load once more', async () => {
    const env = environment();
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValueOnce('code');
    await expect(loadPart(load, env, { reloadOnFailure: true })).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads the page when the retry fails too', async () => {
    const env = environment();
    const load = vi.fn().mockRejectedValue(chunkError());
    void loadPart(load, env, { reloadOnFailure: true });
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up with PartLoadError when the guard refuses a reload, or the caller wants none', async () => {
    const refused = environment({ reloadAllowed: false });
    await expect(loadPart(vi.fn().mockRejectedValue(chunkError()), refused, { reloadOnFailure: true })).rejects.toBeInstanceOf(PartLoadError);
    const quiet = environment();
    await expect(loadPart(vi.fn().mockRejectedValue(chunkError()), quiet, { reloadOnFailure: false })).rejects.toBeInstanceOf(PartLoadError);
    expect(quiet.reload).not.toHaveBeenCalled();
  });

  it('while offline, waits for the connection instead of failing or reloading', async () => {
    const env = environment({ online: false });
    const load = vi.fn().mockResolvedValue('code');
    const result = loadPart(load, env, { reloadOnFailure: true });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    env.goOnline();
    await expect(result).resolves.toBe('code');
  });

  it('a load that fails because the connection dropped waits for it, and costs no retry', async () => {
    const env = environment();
    const load = vi.fn(async () => {
      if (load.mock.calls.length === 1) {
        env.goOffline();
        throw chunkError();
      }
      return 'code';
    });
    const result = loadPart(load, env, { reloadOnFailure: true });
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(env.reload).not.toHaveBeenCalled();
    env.goOnline();
    await expect(result).resolves.toBe('code');
  });

  it('counts a load that never answers as failed, after the timeout', async () => {
    const env = { ...environment(), timeoutMs: 5 };
    const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
    const load = vi
      .fn()
      .mockReturnValueOnce(new Promise(() => {}))
      .mockResolvedValueOnce('code');
    await expect(loadPart(load, { ...env, sleep }, { reloadOnFailure: true })).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('passes other errors straight on', async () => {
    const env = environment();
    await expect(loadPart(vi.fn().mockRejectedValue(new TypeError('boom')), env, { reloadOnFailure: true })).rejects.toThrow('boom');
    expect(env.reload).not.toHaveBeenCalled();
  });
});

describe("a part's JSON file", () => {
  it('is the parsed answer', async () => {
    const fetcher = vi.fn(async () => Response.json({ send: 'Отправить' }));
    expect(await fetchJsonPart('/words/ru.0123456789.json', fetcher)).toEqual({ send: 'Отправить' });
    expect(fetcher).toHaveBeenCalledWith('/words/ru.0123456789.json');
  });

  it('fails as code does when the network or the server fails, so it is retried as code is', async () => {
    const offline = fetchJsonPart('/words/ru.json', async () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline).rejects.toSatisfy(isChunkLoadError);
    const missing = fetchJsonPart('/words/ru.json', async () => new Response('Not found', { status: 404 }));
    await expect(missing).rejects.toSatisfy(isChunkLoadError);
    await expect(missing).rejects.toThrow('answered 404');
  });
});
