import { describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadError, reloadWithGuard, shouldReloadAfterChunkError } from './chunk-reload';

describe('chunk load failures', () => {
  it('are recognised in the forms browsers and bundlers report them', () => {
    const chunkError = new Error('Loading chunk 123 failed.');
    chunkError.name = 'ChunkLoadError';
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js'))).toBe(true);
    expect(isChunkLoadError('Loading CSS chunk app-page failed')).toBe(true);
    expect(isChunkLoadError({ message: 'Importing a module script failed.' })).toBe(true);
  });

  it('are told apart from other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });

  it('reload the page at most once per 60 seconds', () => {
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
    const now = 1_000_000;
    expect(shouldReloadAfterChunkError(now, null)).toBe(true);
    expect(shouldReloadAfterChunkError(now, now - 10_000)).toBe(false);
    expect(shouldReloadAfterChunkError(now, now - 59_999)).toBe(false);
    expect(shouldReloadAfterChunkError(now, now - 60_000)).toBe(true);
    expect(shouldReloadAfterChunkError(now, Number.NaN)).toBe(true);
    // A clock set back must not block reloads for ever.
    expect(shouldReloadAfterChunkError(now, now + 5_000)).toBe(true);
  });

  it('keep the time of the last reload in session storage', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    const reload = vi.fn();
    expect(reloadWithGuard(storage, 1_000_000, reload)).toBe(true);
    expect(reloadWithGuard(storage, 1_030_000, reload)).toBe(false);
    expect(reloadWithGuard(storage, 1_060_000, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(reloadWithGuard(null, 1_000_000, reload)).toBe(false);
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(reloadWithGuard(blocked, 1_000_000, reload)).toBe(false);
  });
});
