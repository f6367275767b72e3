import { describe, expect, it } from 'vitest';
import { REFUSED_STATUSES, submissionUrl } from './endpoints';

describe('submissionUrl', () => {
  it("is a form's action under the API's base, a path or an absolute URL, with or without a trailing slash", () => {
    expect(submissionUrl('/api', 'support')).toBe('/api/support-messages');
    expect(submissionUrl('/api/', 'meeting')).toBe('/api/meeting-requests');
    expect(submissionUrl('https://api.experts.example/v1', 'investor')).toBe('https://api.experts.example/v1/investor-requests');
  });
});

describe('REFUSED_STATUSES', () => {
  it('are the answers a retry cannot change; a busy server, a rate limit or a server error can', () => {
    for (const status of [400, 403, 415]) expect(REFUSED_STATUSES.has(status)).toBe(true);
    for (const status of [409, 413, 422, 429, 500, 503]) expect(REFUSED_STATUSES.has(status)).toBe(false);
  });
});
