/**
 * The API's routes as the server builds them from its configuration and content: one handler per
 * form, one rate limit for all forms, the page a plain form gets back, and the status lookup.
 * next-intl's server half needs Next's request scope; here it gets the same messages directly.
 */

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getContent } from '@/lib/content';
import { TEST_NOW, validMeeting, validSupport } from '@/lib/forms/schemas.fixtures';
import { loadMessages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/locales';
import type { SubmissionStore } from './store';

vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale }: { locale: Locale }) => createTranslator({ locale, messages: await loadMessages(locale) }),
}));

const state = globalThis as { __submissions?: unknown; __submissionStore?: Promise<SubmissionStore> };

/** The routes' module on a fresh environment, with nothing shared yet. */
async function freshServer(env: Record<string, string> = {}) {
  vi.resetModules();
  vi.stubEnv('DATA_DIR', mkdtempSync(join(tmpdir(), 'server-')));
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('SMTP_URL', '');
  vi.stubEnv('SITE_URL', 'https://experts.example');
  vi.stubEnv('ALLOWED_ORIGINS', '');
  vi.stubEnv('TRUST_PROXY', '');
  vi.stubEnv('SUBMISSIONS_RATE_LIMIT', '');
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  state.__submissions = undefined;
  state.__submissionStore = undefined;
  return import('./server');
}

afterEach(async () => {
  vi.useRealTimers();
  const store = state.__submissionStore;
  state.__submissions = undefined;
  state.__submissionStore = undefined;
  await (await store?.catch(() => undefined))?.close();
  vi.unstubAllEnvs();
});

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`https://experts.example/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

describe('the forms’ routes', () => {
  it('keep one handler per form, and store what it is sent', async () => {
    const { submissionHandler, submissionRoute } = await freshServer();
    expect(submissionHandler('support')).toBe(submissionHandler('support'));
    expect(submissionHandler('meeting')).not.toBe(submissionHandler('support'));
    const response = await submissionRoute('support').POST(post('support-requests', validSupport));
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await (await state.__submissionStore!).get(id))?.payload).toMatchObject(validSupport);
  });

  it('count every form against one rate limit per client, of SUBMISSIONS_RATE_LIMIT', async () => {
    const { submissionRoute } = await freshServer({ SUBMISSIONS_RATE_LIMIT: '1' });
    expect((await submissionRoute('support').POST(post('support-requests', validSupport))).status).toBe(201);
    const limited = await submissionRoute('investor').POST(post('investor-requests', {}));
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('tell clients apart by the proxy’s address with TRUST_PROXY', async () => {
    const { submissionRoute } = await freshServer({ SUBMISSIONS_RATE_LIMIT: '1', TRUST_PROXY: 'true' });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    expect((await submissionRoute('support').POST(post('support-requests', validSupport, from('203.0.113.1')))).status).toBe(201);
    expect((await submissionRoute('support').POST(post('support-requests', validSupport, from('203.0.113.2')))).status).toBe(201);
  });

  it('take posts from SITE_URL’s origin and ALLOWED_ORIGINS only', async () => {
    const { submissionRoute } = await freshServer({ ALLOWED_ORIGINS: 'https://partner.example' });
    const route = submissionRoute('support');
    expect((await route.POST(post('support-requests', validSupport, { origin: 'https://experts.example' }))).status).toBe(201);
    expect((await route.POST(post('support-requests', validSupport, { origin: 'https://partner.example' }))).status).toBe(201);
    expect((await route.POST(post('support-requests', validSupport, { origin: 'https://elsewhere.example' }))).status).toBe(403);
  });

  it('know the site’s experts and services', async () => {
    vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
    const { submissionRoute } = await freshServer();
    const content = getContent();
    const meeting = submissionRoute('meeting');
    expect((await meeting.POST(post('meeting-requests', { ...validMeeting, expertId: content.experts.experts[0]!.id }))).status).toBe(201);
    expect(await (await meeting.POST(post('meeting-requests', { ...validMeeting, expertId: 'nobody' }))).json()).toEqual({
      error: 'validation',
      fields: { expertId: 'unknownExpert' },
    });
    const service = content.services.services[0]!.id;
    const { expertId: _, ...meetingFields } = validMeeting;
    const request = { ...meetingFields, serviceId: service };
    expect((await submissionRoute('service').POST(post('service-requests', request))).status).toBe(201);
    expect(await (await submissionRoute('service').POST(post('service-requests', { ...request, serviceId: 'nothing' }))).json()).toEqual({
      error: 'validation',
      fields: { serviceId: 'unknownService' },
    });
  });

  it('answer a plain form’s post with a page in its language, with the offices and the security headers', async () => {
    const { submissionRoute } = await freshServer();
    const body = new URLSearchParams({ ...validSupport, locale: 'ka' }).toString();
    const response = await submissionRoute('support').POST(
      new Request('https://experts.example/api/support-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', referer: 'https://experts.example/ge/contact_us?x=1' },
        body,
      }),
    );
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    const messages = await loadMessages('ka');
    expect(html).toContain('<html lang="ka">');
    expect(html).toContain(messages.SupportForm.success);
    expect(html).toContain('href="/ge/contact_us?x=1"');
    // The page of a refusal lists every office, named in the page's language.
    const refused = await submissionRoute('support').POST(
      new Request('https://experts.example/api/support-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: 'https://elsewhere.example' },
        body,
      }),
    );
    expect(refused.status).toBe(403);
    const refusedHtml = await refused.text();
    for (const office of getContent().offices.offices) {
      expect(refusedHtml).toContain(office.city.en);
      expect(refusedHtml).toContain(`mailto:${office.email}`);
    }
    expect(refusedHtml).toContain('<html lang="en">');
  });

  it('judge the Referer as the site’s own by SITE_URL, not by the address asked', async () => {
    const { submissionRoute } = await freshServer({ SITE_URL: 'http://experts.example' });
    const response = await submissionRoute('support').POST(
      new Request('http://experts.example/api/support-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', referer: 'https://elsewhere.example/ru/contact_us' },
        body: new URLSearchParams(validSupport).toString(),
      }),
    );
    expect(response.headers.get('strict-transport-security')).toBeNull();
    const html = await response.text();
    expect(html).not.toContain('elsewhere');
    expect(html).toContain('<html lang="en">');
  });

  it('answer other methods 405 with Allow, and OPTIONS 204', async () => {
    const { submissionRoute, statusRoute } = await freshServer();
    for (const route of [submissionRoute('support'), statusRoute()]) {
      const refused = route.GET();
      expect(refused.status).toBe(405);
      expect(refused.headers.get('allow')).toContain('POST');
      expect(refused.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect(route.OPTIONS().status).toBe(204);
    }
  });
});

describe('the status route', () => {
  it('looks a token up in the shared store, with one rate limit of 30 a minute across calls', async () => {
    const { statusRoute } = await freshServer();
    const token = 'A'.repeat(43);
    const answers: number[] = [];
    for (let i = 0; i < 31; i++) answers.push((await statusRoute().POST(post('request-status', { token }))).status);
    expect(answers.slice(0, 30)).toEqual(Array(30).fill(404));
    expect(answers[30]).toBe(429);
    expect(state.__submissionStore).toBeDefined();
    const answer = await statusRoute().POST(post('request-status', { token }));
    expect(answer.headers.get('strict-transport-security')).toMatch(/max-age=/);
  });
});
