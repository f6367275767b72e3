import { describe, expect, it } from 'vitest';
import { contentDisposition } from './routes';
import { readDraft, draftCookie, safeNext } from './forms';
import { filterParams, parseFilters, parsePage } from './inbox-filters';
import { officeCsp, pagePermission } from './paths';
import { may } from './roles';

describe('office pages', () => {
  it('are open to everyone only for signing in and setting a password; erasure and the audit log are for admins', () => {
    expect(pagePermission('/office/sign-in')).toBe('public');
    expect(pagePermission('/office/set-password')).toBe('public');
    expect(pagePermission('/office')).toBe('read');
    expect(pagePermission('/office/submissions/abc')).toBe('read');
    expect(pagePermission('/office/erasure')).toBe('erase');
    expect(pagePermission('/office/audit')).toBe('readAudit');
    expect(pagePermission('/office/anything-else')).toBeUndefined();
    expect(may('agent', 'erase')).toBe(false);
    expect(may('agent', 'readAudit')).toBe(false);
    expect(may('agent', 'changeStatus')).toBe(true);
    expect(may('admin', 'erase')).toBe(true);
  });

  it('run under a nonce policy that allows no inline script or style without it, and no other origin', () => {
    const policy = officeCsp('abc123', true);
    expect(policy).toContain("script-src 'self' 'nonce-abc123';");
    expect(policy).toContain("style-src 'self' 'nonce-abc123';");
    expect(policy).not.toContain('unsafe');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain('upgrade-insecure-requests');
  });
});

describe('the inbox’s address', () => {
  it('reads known filters and ignores the rest, and writes them back', () => {
    const filters = parseFilters(new URLSearchParams('kind=support&status=closed&lang=ka&from=2026-01-01&to=nonsense&q=  Nino  &x=1'));
    expect(filters).toEqual({ kind: 'support', status: 'closed', locale: 'ka', from: '2026-01-01', to: undefined, q: 'Nino' });
    expect(parseFilters(new URLSearchParams('kind=evil&status=%3Cscript%3E'))).toEqual({
      kind: undefined,
      status: undefined,
      locale: undefined,
      from: undefined,
      to: undefined,
      q: undefined,
    });
    expect(filterParams(filters, { page: 2 }).toString()).toBe('kind=support&status=closed&lang=ka&from=2026-01-01&q=Nino&page=2');
    expect(parsePage(new URLSearchParams('page=3'))).toBe(3);
    expect(parsePage(new URLSearchParams('page=-1'))).toBe(1);
    expect(parsePage(new URLSearchParams('page=1.5'))).toBe(1);
  });
});

describe('the office’s forms', () => {
  it('return only to office pages after sign-in', () => {
    expect(safeNext('/office/submissions/1?x=2')).toBe('/office/submissions/1?x=2');
    for (const next of ['//evil.example', 'https://evil.example/office', '/officer', '/office\\\\evil', undefined]) expect(safeNext(next)).toBe('/office');
  });

  it('carry what was typed back in a cookie, and read a broken one as nothing', () => {
    const cookie = draftCookie({ note: 'Позвонить в 10:00' }, true);
    expect(cookie).toMatch(/; Path=\/office; Max-Age=120; HttpOnly; SameSite=Strict; Secure$/);
    expect(readDraft(cookie.split(';')[0]!.split('=')[1])).toEqual({ note: 'Позвонить в 10:00' });
    expect(readDraft('not base64 json')).toEqual({});
  });

  it('name a downloaded file so that no browser renders it, whatever the name holds', () => {
    expect(contentDisposition('x.html')).toBe(`attachment; filename="x.html"; filename*=UTF-8''x.html`);
    expect(contentDisposition('отчёт "1";.pdf')).toBe(`attachment; filename="_____ _1__.pdf"; filename*=UTF-8''${encodeURIComponent('отчёт "1";.pdf')}`);
  });
});
