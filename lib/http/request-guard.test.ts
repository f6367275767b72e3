import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CALENDAR_ENDPOINT, CUSTOMER_ACTION_ENDPOINT, STATUS_ENDPOINT, SUBMISSION_ENDPOINTS, SEARCH_ENDPOINTS } from '@/lib/api/endpoints';
import { DATA_CSP } from '@/lib/security/csp';
import { allowedMethods, answerForRequest, clientErrorResponse, rejectOtherMethods } from './request-guard';

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

  it('route handlers give their 405 the HTTPS headers on an HTTPS site, and OPTIONS an empty answer no cache keeps', async () => {
    expect(rejectOtherMethods({ https: true }).PUT().headers.get('strict-transport-security')).toContain('max-age=');
    expect(rejectOtherMethods({ https: false }).PUT().headers.get('strict-transport-security')).toBeNull();
    const options = rejectOtherMethods({ https: true }).OPTIONS();
    expect(options.status).toBe(204);
    expect(options.headers.get('cache-control')).toBe('no-store');
    expect(await options.text()).toBe('');
  });

  it('answers a path that cannot be decoded with 400, before Next tries', () => {
    const answer = answerForRequest('GET', '/ru/%E0%A4%A', { https: false })!;
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ error: 'malformed' });
    expect(answerForRequest('GET', '/ru/experts?q=%E0%A4%A', { https: false })).toBeUndefined();
    expect(answerForRequest('GET', '/ru/%D1%8D%D0%BA', { https: false })).toBeUndefined();
  });
});

describe('API paths', () => {
  it('name every route of app/api, and only those', () => {
    // Each route.ts outside the office's own (lib/routes.ts OFFICE_API_ROUTES), by its path.
    const routes = readdirSync(join(process.cwd(), 'app/api'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('route.ts') && !file.startsWith('office'))
      .map((file) => `/${file.replace(/\/?route\.ts$/, '')}`);
    expect(routes.sort()).toEqual(
      [...Object.values(SUBMISSION_ENDPOINTS), STATUS_ENDPOINT, CUSTOMER_ACTION_ENDPOINT, CALENDAR_ENDPOINT, ...SEARCH_ENDPOINTS].sort(),
    );
    for (const route of routes) {
      expect(answerForRequest('POST', `/api${route}`, { https: false })?.status, route).not.toBe(404);
      expect(answerForRequest('POST', `/api${route}/x`, { https: false })?.status, route).toBe(404);
    }
  });

  it('let the search be read (GET, HEAD) and nothing else', () => {
    for (const path of ['/api/catalog?lang=ru&type=expert', '/api/suggest?lang=en&q=a']) {
      expect(answerForRequest('GET', path, { https: false })).toBeUndefined();
      expect(answerForRequest('HEAD', path, { https: false })).toBeUndefined();
      expect(answerForRequest('POST', path, { https: false })?.status).toBe(405);
    }
    expect(answerForRequest('GET', '/api/catalogue', { https: false })?.status).toBe(404);
  });

  it('let the office’s routes through with their own methods, and answer 404 to any other path under /api/office', () => {
    expect(answerForRequest('POST', '/api/office/sign-in', { https: false })).toBeUndefined();
    expect(answerForRequest('GET', '/api/office/export?format=csv', { https: false })).toBeUndefined();
    expect(answerForRequest('GET', '/api/office/submissions/abc/attachments/def', { https: false })).toBeUndefined();
    expect(answerForRequest('POST', '/api/office/auth/passkey/verify-authentication', { https: false })).toBeUndefined();
    expect(answerForRequest('POST', '/api/office/submissions/abc/answer', { https: false })).toBeUndefined();
    expect(answerForRequest('GET', '/api/office/submissions/abc/answer', { https: false })?.status).toBe(405);
    expect(answerForRequest('GET', '/api/office/sign-in', { https: false })?.status).toBe(405);
    expect(answerForRequest('DELETE', '/api/office/export', { https: false })?.status).toBe(405);
    expect(answerForRequest('POST', '/api/office/auth/sign-up/email', { https: false })?.status).toBe(404);
    expect(answerForRequest('POST', '/api/office/auth/admin/set-role', { https: false })?.status).toBe(404);
    expect(answerForRequest('POST', '/api/office/nothing', { https: false })?.status).toBe(404);
  });

  it.each([
    ['POST', '/api'],
    ['POST', '/api/'],
    ['POST', '/api/no-such-route'],
    ['GET', '/api/support-messages/extra'],
    ['OPTIONS', '/api/support-message'],
  ])('%s %s: 404 JSON with the API’s policy', (method, url) => {
    const answer = answerForRequest(method, url, { https: false })!;
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body)).toEqual({ error: 'notFound' });
    expect(answer.headers['Content-Security-Policy']).toBe(DATA_CSP);
    expect(answer.headers['Cache-Control']).toBe('no-store');
  });

  it('leave a trailing slash or repeated slashes on a route to Next, which redirects them', () => {
    for (const url of ['/api/support-messages/', '/api//support-messages', '/api/support-messages?x=1']) {
      expect(answerForRequest('POST', url, { https: false }), url).toBeUndefined();
    }
  });
});

describe('a request Node cannot parse', () => {
  it('is answered as Node answers it, with the security headers and the API’s policy', () => {
    const text = clientErrorResponse('HPE_HEADER_OVERFLOW', { https: true });
    expect(text.startsWith('HTTP/1.1 431 Request Header Fields Too Large\r\n')).toBe(true);
    expect(text).toContain(`Content-Security-Policy: ${DATA_CSP}\r\n`);
    expect(text).toContain('Strict-Transport-Security: ');
    expect(text.endsWith('Content-Length: 0\r\nConnection: close\r\n\r\n')).toBe(true);
    expect(clientErrorResponse('HPE_INVALID_METHOD', { https: false })).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(clientErrorResponse('ERR_HTTP_REQUEST_TIMEOUT', { https: false })).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });
});
