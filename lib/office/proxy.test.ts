/**
 * The proxy's part for /office pages, with real sessions on a throw-away database: the policy and
 * its nonce on every page, sign-in for a staff page without a session, 403 for a role that may
 * not, and the session's end moved on with its cookie.
 */

import { NextRequest } from 'next/server';
import { describe, expect, it, vi } from 'vitest';
import type { ConfigState } from './office.fixtures';
import { configure, once, SITE, sessionCookie, staffAccount } from './office.fixtures';

const state = vi.hoisted(() => ({ texts: {} as Record<string, string> }) as ConfigState & { texts: Record<string, string> });
vi.mock('@/lib/config', async (original) => ({ ...(await original<typeof import('@/lib/config')>()), getConfig: () => state.config }));
// The messages as they are, but for any a test puts in `texts` (one with characters HTML must escape).
vi.mock('@/lib/i18n/translator', async (original) => {
  const real = await original<typeof import('@/lib/i18n/translator')>();
  return {
    ...real,
    translatorFor: async (locale: Parameters<typeof real.translatorFor>[0]) => {
      const t = await real.translatorFor(locale);
      return (key: string) => state.texts[key] ?? t(key);
    },
  };
});

let adminCookie = '';
let agentCookie = '';

const setup = once(async () => {
  await configure(state);
  await staffAccount('proxy-admin@office.example', 'admin');
  await staffAccount('proxy-agent@office.example', 'agent');
  adminCookie = await sessionCookie('proxy-admin@office.example');
  agentCookie = await sessionCookie('proxy-agent@office.example');
});

const visit = async (path: string, headers: Record<string, string> = {}) => {
  const { officeProxy } = await import('./proxy');
  return officeProxy(new NextRequest(`${SITE}${path}`, { headers }));
};
/** The policy Next is handed with the request (it reads the nonce from it). */
const forwardedPolicy = (answer: Response) => answer.headers.get('x-middleware-request-content-security-policy');

describe('an office page', () => {
  it('is served under the office’s policy with a fresh nonce, framed by nobody, stored and indexed by nobody', async () => {
    await setup();
    const { officeCsp } = await import('./paths');
    const first = await visit('/office/sign-in');
    const second = await visit('/office/sign-in');
    const policy = first.headers.get('content-security-policy')!;
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
    expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(policy).toBe(officeCsp(nonce, false));
    expect(second.headers.get('content-security-policy')).not.toBe(policy);
    expect(forwardedPolicy(first)).toBe(policy);
    expect(first.headers.get('x-middleware-next')).toBe('1');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect(first.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(first.headers.get('referrer-policy')).toBe('same-origin');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('strict-transport-security')).toBeNull();
    expect(first.headers.getSetCookie()).toEqual([]);
  });

  it('is served with HSTS and an upgrading policy on https', async () => {
    await setup();
    const plain = state.config;
    state.config = { ...plain, https: true };
    try {
      const answer = await visit('/office/set-password');
      expect(answer.headers.get('strict-transport-security')).toMatch(/^max-age=/);
      expect(answer.headers.get('content-security-policy')).toMatch(/; upgrade-insecure-requests$/);
    } finally {
      state.config = plain;
    }
  });

  it('that is no page is left to Next (its 404) without asking for a session', async () => {
    await setup();
    const answer = await visit('/office/no-such-page');
    expect(answer.headers.get('x-middleware-next')).toBe('1');
    expect(answer.headers.get('location')).toBeNull();
  });
});

describe('a staff page', () => {
  it('sends a visitor without a session to sign-in, and back to the page asked for afterwards', async () => {
    await setup();
    const audit = await visit('/office/audit?page=2');
    expect(audit.status).toBe(303);
    expect(audit.headers.get('location')).toBe(`${SITE}/office/sign-in?next=${encodeURIComponent('/office/audit?page=2')}`);
    expect(audit.headers.get('cache-control')).toBe('private, no-store');
    const home = await visit('/office', { cookie: 'office-session=forged' });
    expect(home.headers.get('location')).toBe(`${SITE}/office/sign-in`);
  });

  it('answers 403, in the browser’s language, to a role that may not open it', async () => {
    await setup();
    const answer = await visit('/office/erasure', { cookie: agentCookie, 'accept-language': 'ru' });
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
    expect(forwardedPolicy(answer)).toBeNull();
    const page = await answer.text();
    expect(page).toContain('<html lang="ru">');
    expect(page).toContain('<p>Вашей роли это не разрешено.</p>');
    expect(page).toContain('<a href="/office">Входящие</a>');
    expect(page).toMatch(/^<!doctype html>.*<title>403<\/title>.*<h1 class="o-title">403<\/h1>/);
    const english = await (await visit('/office/audit', { cookie: agentCookie })).text();
    expect(english).toContain('<html lang="en">');
  });

  it('escapes what HTML would read in the 403 page’s messages', async () => {
    await setup();
    state.texts = { 'Office.forbidden': 'A & B <b>"no"</b>' };
    try {
      const page = await (await visit('/office/audit', { cookie: agentCookie })).text();
      expect(page).toContain('<p>A &#38; B &#60;b&#62;&#34;no&#34;&#60;/b&#62;</p>');
    } finally {
      state.texts = {};
    }
  });

  it('is opened for a role that may, with the request’s policy handed on to Next', async () => {
    await setup();
    const answer = await visit('/office/audit', { cookie: adminCookie });
    expect(answer.headers.get('x-middleware-next')).toBe('1');
    expect(forwardedPolicy(answer)).toBe(answer.headers.get('content-security-policy'));
    // The request's own headers go on with it.
    expect(answer.headers.get('x-middleware-request-cookie')).toBe(adminCookie);
  });

  it('moves the session’s end on, with its cookie, when the session has been used a while', async () => {
    await setup();
    const { getStore } = await import('@/lib/submissions/shared-store');
    const cookie = await sessionCookie('proxy-agent@office.example');
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const aged = new Date(Date.now() + 12 * 60 * 60_000 - 6 * 60_000).toISOString();
    await (await getStore()).database.db.updateTable('staff_session').set({ expiresAt: aged }).where('token', '=', token).execute();
    const answer = await visit('/office', { cookie });
    expect(answer.headers.get('x-middleware-next')).toBe('1');
    expect(answer.headers.getSetCookie()).toEqual([expect.stringMatching(/^office-session=.*Max-Age=43200/)]);
  });
});
