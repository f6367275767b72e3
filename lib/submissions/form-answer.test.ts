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
    // A service is asked for on the request form, as a meeting is: its other fields are that form's too.
    expect(fieldLabel('service', 'email', t)).toBe('E-mail');
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

describe('the answer page, outcome by outcome', () => {
  const en = () => translator('en');
  const build = async (outcome: FormOutcome, kind: 'support' | 'meeting' | 'investor' | 'service' = 'support', backHref = '/contact_us', homeHref = '/') =>
    formAnswerPage({ kind, lang: 'en', outcome, t: await en(), backHref, homeHref, contacts });
  const main = (html: string) => /<main[\s\S]*<\/main>/.exec(html)![0];

  it('thanks each form in its own words', async () => {
    expect(await build({ type: 'sent', reference: 'K7Q2-M9XD' }, 'investor')).toContain(
      '<p>The request has been successfully sent. We will send you the investor deck by e-mail.</p>',
    );
    for (const kind of ['meeting', 'service'] as const)
      expect(await build({ type: 'sent', reference: 'K7Q2-M9XD' }, kind)).toContain('<p>The support office will confirm it and contact you soon.</p>');
  });

  it('is a whole page: its title, language, the outcome it shows, and the way back and home', async () => {
    const html = await build({ type: 'sent', reference: 'K7Q2-M9XD' });
    expect(html.startsWith('<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>The request has been successfully sent | Experts for projects</title>');
    expect(html).toMatch(/<\/title>\n<style>[^<]+<\/style>\n<\/head>\n<body>\n<main /);
    expect(html).toContain('<main data-outcome="sent">\n<h1>The request has been successfully sent</h1>');
    expect(html).toContain('<p class="links"><a href="/contact_us">Back to the page</a><a href="/">To the home page</a></p>');
    expect(html.endsWith('</main>\n</body>\n</html>')).toBe(true);
    // The form's page is the home page: one link.
    expect(await build({ type: 'busy' }, 'support', '/', '/')).toContain('<p class="links"><a href="/">Back to the form</a></p>');
  });

  it('says what went wrong: busy, failed with the offices, refused with the offices', async () => {
    const busy = main(await build({ type: 'busy' }));
    expect(busy).toContain('<h1>Send error</h1>');
    expect(busy).toContain('Our server is busy right now.');
    expect(busy).not.toContain('mailto:');
    const failed = main(await build({ type: 'failed' }));
    expect(failed).toContain('<h1>Send error</h1>');
    expect(failed).toContain('The request could not be stored.');
    expect(failed).toContain('<ul><li>Astana: <a href="mailto:astana@expertsforprojects.com">astana@expertsforprojects.com</a>, <a href="tel:+77172642210">');
    const refused = main(await build({ type: 'refused' }));
    expect(refused).toContain('<h1>The request could not be accepted</h1>');
    expect(refused).toContain('<p>The site cannot accept this request, and sending it again will not change that.');
    expect(main(await build({ type: 'rateLimited', retryAfterSeconds: 0 }))).toContain('Wait a minute,');
    expect(main(await build({ type: 'rateLimited', retryAfterSeconds: 61 }))).toContain('<h1>Too many requests</h1>');
  });

  it('lists each field to correct, but never the honeypot or the language, and a message it does not know as “required”', async () => {
    const html = main(
      await build({ type: 'invalid', fields: { locale: 'invalidChoice', website: 'tooLong', comment: 'nonsense' as never, email: 'invalidEmail' } }),
    );
    expect(html).toContain('<h1>Some fields need correcting</h1>');
    expect(html).toContain('Nothing has been sent yet.');
    expect(/<ul>([\s\S]*)<\/ul>/.exec(html)![1]).toBe(
      '<li><strong>Your message</strong>: This field is required</li><li><strong>E-mail</strong>: Enter an e-mail address such as name@example.com</li>',
    );
  });

  it('lists every office, one item each, its phone dialled by its digits', async () => {
    const two = [
      { city: 'Astana', email: 'a@example.kz', phone: '+7 (7172) 64-22-10' },
      { city: 'Tbilisi', email: 't@example.ge', phone: '+995 32 2 00 00 00' },
    ];
    const html = formAnswerPage({ kind: 'support', lang: 'en', outcome: { type: 'failed' }, t: await en(), backHref: '/', homeHref: '/', contacts: two });
    expect(html).toContain(
      '<ul><li>Astana: <a href="mailto:a@example.kz">a@example.kz</a>, <a href="tel:+77172642210">+7 (7172) 64-22-10</a></li><li>Tbilisi: <a href="mailto:t@example.ge">t@example.ge</a>, <a href="tel:+995322000000">+995 32 2 00 00 00</a></li></ul>',
    );
  });

  it('escapes every character that could break out of the text or an attribute', async () => {
    const html = await build({ type: 'sent', reference: `<&>"'` }, 'support', `/x?a=<&>"'`);
    expect(html).toContain('<code>&#60;&#38;&#62;&#34;&#39;</code>');
    expect(html).toContain('<a href="/x?a=&#60;&#38;&#62;&#34;&#39;">');
  });
});

describe('fieldLabel, in detail', () => {
  it('names a slot, a part of a slot, and a slot’s unknown part', async () => {
    const t = await translator('en');
    expect(fieldLabel('meeting', 'timeSlots.0', t)).toBe('When are you free to talk?');
    expect(fieldLabel('meeting', 'timeSlots.0.date', t)).toBe('Time slot 1: Date');
    expect(fieldLabel('meeting', 'timeSlots.2.to', t)).toBe('Time slot 3: To');
    expect(fieldLabel('meeting', 'timeSlots.0.timeZone', t)).toBe('Time slot 1: Time zone');
    expect(fieldLabel('meeting', 'timeSlots.1.other', t)).toBe('Time slot 2');
    expect(fieldLabel('meeting', 'comments', t)).toBe('Comments');
    expect(fieldLabel('meeting', 'comments.1', t)).toBe('Comment 2');
    expect(fieldLabel('support', 'email.0', t)).toBe('The form');
    expect(fieldLabel('support', '', t)).toBe('The form');
    // The file's label is the request forms', whichever form names it.
    expect(fieldLabel('support', 'attachment', t)).toBe('Attach a file');
    expect(fieldLabel('meeting', 'email', t)).toBe('E-mail');
  });
});

describe('wayBack, in detail', () => {
  const own = (origin: string) => origin === 'http://localhost:4000' || origin === 'https://localhost:4000';
  it('takes only a page of the site over HTTP or HTTPS, with its query, in the language of its path', () => {
    expect(wayBack('https://localhost:4000/kz/contact_us?x=1#top', own, undefined)).toEqual({ locale: 'kk', backHref: '/kz/contact_us?x=1', homeHref: '/kz' });
    expect(wayBack('ftp://localhost:4000/ru/x', () => true, undefined)).toEqual({ locale: 'en', backHref: '/', homeHref: '/' });
    expect(wayBack('git+https://localhost:4000/ru/x', () => true, undefined)).toEqual({ locale: 'en', backHref: '/', homeHref: '/' });
    expect(wayBack('not a url', () => true, undefined)).toEqual({ locale: 'en', backHref: '/', homeHref: '/' });
    expect(wayBack('', () => true, 'ru')).toEqual({ locale: 'ru', backHref: '/ru', homeHref: '/ru' });
  });
});
