import { describe, expect, it } from 'vitest';
import { allowedMethods, answerForMethod, rejectOtherMethods } from './methods';

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
    const answer = answerForMethod(method, url, { https: true })!;
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
    expect(answerForMethod(method, url, { https: false })).toBeUndefined();
  });

  it('route handlers answer the other methods the same way', async () => {
    const handlers = rejectOtherMethods({ https: false });
    const response = handlers.DELETE();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST, OPTIONS');
    expect(await response.json()).toMatchObject({ error: 'methodNotAllowed' });
    expect(handlers.OPTIONS().headers.get('allow')).toBe('POST, OPTIONS');
  });
});
