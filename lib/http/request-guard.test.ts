import { describe, expect, it } from 'vitest';
import { allowedMethods, answerForRequest, rejectOtherMethods } from './request-guard';

describe('allowed methods', () => {
  it('pages and files are read-only; the API takes POST', () => {
    expect(allowedMethods('/ru/experts')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/_next/static/chunks/a.js')).toEqual(['GET', 'HEAD']);
    expect(allowedMethods('/api/support-messages')).toEqual(['POST', 'OPTIONS']);
    expect(allowedMethods('/apiary')).toEqual(['GET', 'HEAD']);
  });

  it.each([
    ['TRACE', '/ru/experts'],
    ['TRACE', '/api/support-messages'],
    ['TRACK', '/'],
    ['POST', '/experts?q=1'],
    ['DELETE', '/en'],
    ['PROPFIND', '/'],
    ['GET', '/api/meeting-requests'],
  ])('answer %s %s with 405, JSON, Allow and the security headers', (method, url) => {
    const answer = answerForRequest(method, url, { https: true })!;
    expect(answer.status).toBe(405);
    expect(answer.headers.Allow).toBe(allowedMethods(url.split('?')[0]!).join(', '));
    expect(answer.headers['Content-Type']).toBe('application/json');
    expect(answer.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(answer.headers['Strict-Transport-Security']).toContain('max-age=');
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'methodNotAllowed' });
  });

  it.each([
    ['GET', '/ru/experts'],
    ['HEAD', '/'],
    ['get', '/en'],
    ['POST', '/api/support-messages'],
    ['OPTIONS', '/api/support-messages'],
  ])('let %s %s through', (method, url) => {
    expect(answerForRequest(method, url, { https: false })).toBeUndefined();
  });

  it('route handlers answer the other methods the same way', async () => {
    const handlers = rejectOtherMethods({ https: false });
    const response = handlers.DELETE();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.json()).toMatchObject({ error: 'methodNotAllowed' });
    expect(handlers.OPTIONS().headers.get('allow')).toBe('POST, OPTIONS');
  });

  it('answers a path that cannot be decoded with 400, before Next tries', () => {
    const answer = answerForRequest('GET', '/ru/%E0%A4%A', { https: false })!;
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: 'malformed' });
    expect(answerForRequest('GET', '/ru/experts?q=%E0%A4%A', { https: false })).toBeUndefined();
    expect(answerForRequest('GET', '/ru/%D1%8D%D0%BA', { https: false })).toBeUndefined();
  });
});
