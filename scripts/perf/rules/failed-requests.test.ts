import { describe, expect, it } from 'vitest';
import { failedRequests, type NetworkRequest } from './failed-requests';

const request = (patch: Partial<NetworkRequest>): NetworkRequest => ({ url: '/x', statusCode: 200, finished: true, networkRequestTime: 100, ...patch });

describe('failed requests in a Lighthouse run', () => {
  it('names those with an error status and those that got no answer', () => {
    const requests = [request({ url: '/ok' }), request({ url: '/gone', statusCode: 404 }), request({ url: '/refused', statusCode: -1 })];
    expect(failedRequests(requests, 1_000)).toEqual(['404 /gone', '-1 /refused']);
  });

  it('leaves out an idle prefetch asked for after the load event and still on its way when the trace ended', () => {
    const prefetch = request({ url: '/experts?_rsc=1', statusCode: -1, finished: false, networkRequestTime: 1_500 });
    expect(failedRequests([prefetch], 1_000)).toEqual([]);
  });

  it('counts an unanswered request the page asked for before its load event, or when the load event is unknown', () => {
    const needed = request({ url: '/chunk.js', statusCode: -1, finished: false, networkRequestTime: 900 });
    expect(failedRequests([needed], 1_000)).toEqual(['-1 /chunk.js']);
    const late = request({ url: '/late.js', statusCode: -1, finished: false, networkRequestTime: 1_500 });
    expect(failedRequests([late], undefined)).toEqual(['-1 /late.js']);
    expect(failedRequests([request({ url: '/when.js', statusCode: -1, finished: false, networkRequestTime: undefined })], 1_000)).toEqual(['-1 /when.js']);
  });

  it('counts a request after the load event that ended in an error', () => {
    const broken = request({ url: '/experts?_rsc=1', statusCode: -1, finished: true, networkRequestTime: 1_500 });
    expect(failedRequests([broken, request({ url: '/late', statusCode: 500, networkRequestTime: 2_000 })], 1_000)).toEqual(['-1 /experts?_rsc=1', '500 /late']);
  });
});
