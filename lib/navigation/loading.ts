/**
 * The product's "default fetch delay" of 200 ms, read as: a loading indicator appears only
 * when a fetch (a form's send, the search index) takes longer than that, so fast answers do not
 * flash one.
 */
export const LOADING_INDICATOR_DELAY_MS = 200;

/** Whether a wait that began at `startedAt` has lasted long enough to be shown. */
export function showsLoading(startedAt: number | null, now: number, delay = LOADING_INDICATOR_DELAY_MS): boolean {
  return startedAt !== null && now - startedAt >= delay;
}
