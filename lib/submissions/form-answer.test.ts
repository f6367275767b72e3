import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import { DATA_CSP } from '@/lib/security/csp';
import type { Translator } from '@/lib/i18n/translator';
import { fieldLabel, formAnswerPage, wayBack, type FormOutcome } from './form-answer';

const translator = async (locale: Locale) => createTranslator({ locale, messages: await loadMessages(locale) }) as unknown as Translator;
const contacts = [{ city: 'Astana', email: 'astana@expertsforprojects.com', phone: '+7 7172 64 22 10' }];
const page = async (locale: Locale, outcome: FormOutcome, kind: 'support' | 'meeting' = 'support') =>
  formAnswerPage({ kind, lang: locale, outcome, t: await translator(locale), backHref: '/ru/contact_us', homeHref: '/ru', contacts });

describe('the answer page of a form posted without script', () => {
  it.each(LOCALES)('%s: says it was sent, with the reference, in the language', async (locale) => {
    const messages = await loadMessages(locale);
    const html = await page(locale, { type: 'sent', reference: 'EXP-7K3M-9QXD' });
    expect(html).toContain(`<html lang="${locale}">`);
    expect(html).toContain(messages.RequestForm.successTitle);
    expect(html).toContain(messages.SupportForm.success);
    expect(html).toContain('<code>EXP-7K3M-9QXD</code>');
    expect(html).toContain('href="/ru/contact_us"');
  });

  it.each(LOCALES)('%s: names each field to correct, by its label, with its message', async (locale) => {
    const messages = await loadMessages(locale);
    const html = await page(locale, { type: 'invalid', fields: { email: 'invalidEmail', 'timeSlots.0.to': 'slotOrder', website: 'tooLong' } }, 'meeting');
    expect(html).toContain(messages.FormAnswer.invalidTitle);
    expect(html).toContain(`<strong>${messages.RequestForm.email}</strong>: ${messages.Validation.invalidEmail}`);
    expect(html).toContain(messages.Validation.slotOrder);
    expect(html).not.toContain('website');
  });

  it('offers the offices when the request cannot be accepted, and escapes what it shows', async () => {
    const html = formAnswerPage({
      kind: 'support',
      lang: 'en',
      outcome: { type: 'refused' },
      t: await translator('en'),
      backHref: '/contact_us?a="><script>',
      homeHref: '/',
      contacts,
    });
    expect(html).toContain('The request could not be accepted');
    expect(html).toContain('<a href="mailto:astana@expertsforprojects.com">');
    expect(html).toContain('<a href="tel:+77172642210">+7 7172 64 22 10</a>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="/contact_us?a=&#34;&#62;&#60;script&#62;"');
  });

  it('says when to try again after the rate limit, in minutes', async () => {
    expect(await page('ru', { type: 'rateLimited', retryAfterSeconds: 125 })).toContain('3 минуты');
    expect(await page('en', { type: 'rateLimited', retryAfterSeconds: 20 })).toContain('a minute');
  });

  it("carries its one style, which the API's policy allows by its hash, and nothing else may load", async () => {
    const html = await page('en', { type: 'busy' });
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const { createHash } = await import('node:crypto');
    expect(DATA_CSP).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}';`);
    expect(DATA_CSP).toMatch(/default-src 'none'/);
    expect(html).not.toMatch(/<script|<link|<img/);
  });
});

describe('fieldLabel', () => {
  it('names the fields of every form as the forms do', async () => {
    const t = await translator('en');
    expect(fieldLabel('support', 'comment', t)).toBe('Your message');
    expect(fieldLabel('investor', 'amountUsd', t)).toBe('Planned investment, US dollars');
    expect(fieldLabel('meeting', 'timeSlots.1.from', t)).toBe('Time slot 2: From');
    expect(fieldLabel('meeting', 'timeSlots', t)).toBe('When are you free to talk?');
    expect(fieldLabel('meeting', 'comments.0', t)).toBe('Comment 1');
    expect(fieldLabel('meeting', 'expertId', t)).toBe('Expert');
    expect(fieldLabel('service', 'serviceId', t)).toBe('Service');
    expect(fieldLabel('meeting', 'attachment', t)).toBe('Attach a file');
    expect(fieldLabel('support', 'nonsense', t)).toBe('The form');
    expect(fieldLabel('support', '_', t)).toBe('The form');
  });
});

describe('wayBack', () => {
  const own = (origin: string) => origin === 'http://localhost:4000';
  it("goes back to the form's page on the site, in its language", () => {
    expect(wayBack('http://localhost:4000/ru/request_to_expert?expert=a', own, undefined)).toEqual({
      locale: 'ru',
      backHref: '/ru/request_to_expert?expert=a',
      homeHref: '/ru',
    });
    expect(wayBack('http://localhost:4000/contact_us', own, undefined)).toEqual({ locale: 'en', backHref: '/contact_us', homeHref: '/' });
    expect(wayBack('http://localhost:4000/contact_us', own, 'kk')).toEqual({ locale: 'kk', backHref: '/contact_us', homeHref: '/kz' });
  });

  it('never to another site, nor a Referer that is not a URL', () => {
    expect(wayBack('https://evil.example/ge/x', own, undefined)).toEqual({ locale: 'en', backHref: '/', homeHref: '/' });
    expect(wayBack('javascript:alert(1)', own, 'ka')).toEqual({ locale: 'ka', backHref: '/ge', homeHref: '/ge' });
    expect(wayBack(null, own, undefined)).toEqual({ locale: 'en', backHref: '/', homeHref: '/' });
  });
});
