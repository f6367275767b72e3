import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart';

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a lazy part', () => {
  beforeEach(() => {
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('window', { setTimeout: (work: () => void, ms: number) => setTimeout(work, ms).unref(), location: { reload() {} } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('fetches once when the visitor asks for it while a preload is on its way (a hover, then a click)', async () => {
    const answer = deferred<string>();
    const importer = vi.fn(() => answer.promise);
    const part = lazyPart(importer);
    part.preload();
    await settle();
    const loading = part.load({ reloadOnFailure: false });
    answer.resolve('the dialog');
    await expect(loading).resolves.toBe('the dialog');
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.value).toBe('the dialog');
  });

  it('tries no preload while offline, and preloads once the connection is back', async () => {
    const importer = vi.fn(async () => 'the dialog');
    const part = lazyPart(importer, { warmUp: [async () => 'a library'] });
    vi.stubGlobal('navigator', { onLine: false });
    part.preload();
    await settle();
    expect(importer).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { onLine: true });
    part.preload();
    await settle();
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(part.value).toBe('the dialog');
  });

  it('does not start a second import when the preload ends its warm-up after a load began', async () => {
    const warmUp = deferred<void>();
    const importer = vi.fn(async () => 'the dialog');
    const part = lazyPart(importer, { warmUp: [() => warmUp.promise] });
    part.preload();
    const loading = part.load({ reloadOnFailure: false });
    warmUp.resolve();
    await expect(loading).resolves.toBe('the dialog');
    await settle();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries anew, not the preload’s import again, when the import it joined fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const first = deferred<string>();
      const importer = vi.fn<() => Promise<string>>().mockReturnValueOnce(first.promise).mockResolvedValueOnce('the dialog');
      const part = lazyPart(importer);
      part.preload();
      await vi.advanceTimersByTimeAsync(0);
      const loading = part.load({ reloadOnFailure: false });
      first.reject(Object.assign(new Error('Failed to load chunk'), { name: 'ChunkLoadError' }));
      await vi.advanceTimersByTimeAsync(2000);
      await expect(loading).resolves.toBe('the dialog');
      expect(importer).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
