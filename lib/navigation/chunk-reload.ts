/**
 * After a failed load of a page part (a JavaScript or CSS chunk, usually after a redeploy), the page
 * reloads to fetch the new build, but at most once per 60 seconds so a real outage cannot loop.
 */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /ChunkLoadError/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const text =
    typeof error === 'string'
      ? error
      : error instanceof Error
        ? `${error.name}: ${error.message}`
        : typeof error === 'object' && 'message' in error
          ? String((error as { message: unknown }).message)
          : '';
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(text));
}

/** Reload unless the last reload for this reason was less than the guard interval ago. */
export function shouldReloadAfterChunkError(now: number, lastReloadAt: number | null): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS || now < lastReloadAt;
}

/**
 * Reloads the page unless it was reloaded for this reason less than the guard interval ago.
 * Without storage the guard cannot be kept, so it does not reload: a loop would be worse.
 */
export function reloadWithGuard(storage: Pick<Storage, 'getItem' | 'setItem'> | null, now: number, reload: () => void): boolean {
  if (!storage) return false;
  try {
    const stored = storage.getItem(CHUNK_RELOAD_STORAGE_KEY);
    if (!shouldReloadAfterChunkError(now, stored === null ? null : Number(stored))) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
