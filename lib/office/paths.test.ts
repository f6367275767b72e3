import { describe, expect, it } from 'vitest';
import { readDraft, draftCookie, safeNext } from './forms';
import { filterParams, parseFilters, parsePage } from './inbox-filters';
import { isOfficePath, OFFICE_HOME, OFFICE_PRIVATE_HEADERS, officeCsp, pagePermission, SET_PASSWORD_PATH, SIGN_IN_PATH } from './paths';
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
});

describe('office addresses', () => {
  it('are /office and every path under it, not a path that only starts the same', () => {
    expect(isOfficePath('/office')).toBe(true);
    expect(isOfficePath('/office/')).toBe(true);
    expect(isOfficePath('/office/audit')).toBe(true);
    expect(isOfficePath('/officer')).toBe(false);
    expect(isOfficePath('/en/office')).toBe(false);
    expect(isOfficePath('/')).toBe(false);
  });

  it('open the account page and a submission’s page to staff who may read, and no deeper or empty submission path', () => {
    expect(pagePermission('/office/account')).toBe('read');
    expect(pagePermission('/office/submissions/')).toBeUndefined();
    expect(pagePermission('/office/submissions/a/b')).toBeUndefined();
    expect(pagePermission('/office/submissions')).toBeUndefined();
    expect(pagePermission('/x/office/submissions/a')).toBeUndefined();
    expect(pagePermission('/office/')).toBeUndefined();
    expect([SIGN_IN_PATH, SET_PASSWORD_PATH, OFFICE_HOME]).toEqual(['/office/sign-in', '/office/set-password', '/office']);
  });

  it('are answered never stored, never indexed, and with no Referer to another site', () => {
    expect(OFFICE_PRIVATE_HEADERS).toEqual({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'same-origin' });
  });

  it('are served under the whole policy, upgrading requests only on https', () => {
    expect(officeCsp('n0nce', false)).toBe(
      "default-src 'self'; script-src 'self' 'nonce-n0nce'; style-src 'self' 'nonce-n0nce'; img-src 'self' data:; font-src 'self'; connect-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(officeCsp('n0nce', true)).toBe(`${officeCsp('n0nce', false)}; upgrade-insecure-requests`);
  });
});
