/**
 * Links to other pages are prefetched once the browser has been idle for 2 s after the page
 * loaded, and not at all when the visitor saves data or is on a 2G link:
 * there the bytes cost more than the wait they save.
 */
export const PREFETCH_IDLE_MS = 2000;

/** The parts of `navigator.connection` (Network Information API) that matter here. */
export type ConnectionHint = { saveData?: boolean; effectiveType?: string } | undefined;

export function shouldPrefetch(connection: ConnectionHint): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return connection.effectiveType !== '2g' && connection.effectiveType !== 'slow-2g';
}
