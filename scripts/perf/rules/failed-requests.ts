/** A request of Lighthouse's `network-requests` audit, as far as these figures read it (times in ms from the first request). */
export type NetworkRequest = {
  url: string;
  statusCode: number;
  finished?: boolean;
  networkRequestTime?: number;
  resourceType?: string;
  transferSize?: number;
};

/**
 * Requests that failed: an error status, or no answer (status -1). Lighthouse stops recording once
 * the page has been quiet for a while, and on a busy machine the prefetch the page starts when it
 * is idle after its load event (experts, services, products) can still be on its way then: a
 * request asked for after the load event and unfinished when the trace ended was cut off by the
 * measurement, not refused. One the page asked for before its load event must have its answer.
 */
export function failedRequests(requests: NetworkRequest[], loadEventMs: number | undefined): string[] {
  const cutOffByTheTrace = (request: NetworkRequest) =>
    request.finished === false && loadEventMs !== undefined && request.networkRequestTime !== undefined && request.networkRequestTime > loadEventMs;
  return requests
    .filter((request) => (request.statusCode >= 400 || request.statusCode === -1) && !cutOffByTheTrace(request))
    .map((request) => `${request.statusCode} ${request.url}`);
}
