/**
 * Every mail in every language: composed from a stored submission and rendered by its template,
 * with the words of messages/, the customer's values escaped, and nothing fetched when it opens.
 */

import { describe, expect, it } from 'vitest';
import { getContent } from '@/lib/content';
import { LOCALES, type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/lib/i18n/messages';
import type { StoredSubmission } from '@/lib/submissions/store';
import type { ThreadEntry } from '@/lib/submissions/thread';
import {
  confirmationView,
  expertIdOf,
  expertMailView,
  officeFor,
  officeMailView,
  paymentLinkView,
  reminderMailView,
  statusMailView,
  statusUrl,
  answerMailView,
  customerActionNoticeView,
} from './compose';
import { translatorFor } from '@/lib/i18n/translator';
import ICAL from 'ical.js';
import type { MailConfig } from '@/lib/config';
import type { SubmissionStore } from '@/lib/submissions/store';
import type { OutgoingMail } from './transport';
import { mailDeliverers, messageIdOf } from './mailer';
import { mailTemplates } from '@/components/mail/render';

const {
  office: renderOfficeMail,
  confirmation: renderConfirmation,
  paymentLink: renderPaymentLink,
  status: renderStatus,
  expert: renderExpert,
} = mailTemplates;

const content = getContent();
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const slot = { date: '2026-12-03', from: '10:00', to: '11:30', timeZone: 'Europe/Moscow' };
const TOKEN = 'Zm9vYmFyYmF6cXV4Zm9vYmFyYmF6cXV4Zm9vYmFyYmE';

const stored = (kind: string, payload: Record<string, unknown>, locale: Locale = 'ru'): StoredSubmission => ({
  id: '0b8f2f7e-1111-4c3e-9a55-9e1f0c2d3a4b',
  reference: 'K7Q2-M9XD',
  kind,
  createdAt: '2026-11-26T08:30:00.000Z',
  locale,
  payload,
  attachments: kind === 'meeting' ? [{ id: 'a1', filename: 'brief <v2>.pdf', contentType: 'application/pdf', size: 48_213, sha256: 'x' }] : [],
});

const meeting = (locale: Locale) =>
  stored(
    'meeting',
    {
      expertId: 'aigerim-sadykova',
      email: 'dana@почта.рф',
      firstName: 'Dana',
      lastName: 'Serikova',
      organization: 'Evil <b>Corp</b>',
      contactLanguage: 'ru',
      industry: 'retail-ecommerce',
      budgetUsd: 12000,
      expectedResult: '<script>alert(1)</script> and a link http://spam.example',
      comments: ['first <i>note</i>'],
      timeSlots: [slot],
      locale,
    },
    locale,
  );

describe('the office is told', () => {
  it.each(LOCALES)('in %s: every field with its label, the slots in both zones, the customer’s text escaped', async (locale) => {
    const t = await translatorFor(locale);
    const messages = await loadMessages(locale);
    const view = officeMailView({ submission: meeting('ru'), content, t, locale });
    const { html, text } = await renderOfficeMail(view);
    expect(html).toContain(`lang="${locale}"`);
    expect(html).toContain('K7Q2-M9XD');
    // Every row of this request, in order: the office's three, each field filled in, the file.
    const { Mail: mail, RequestForm: form } = messages;
    const labels = [
      mail.officeReceived,
      mail.officeOffice,
      mail.officePageLanguage,
      form.targetExpert,
      form.email,
      form.firstName,
      form.lastName,
      form.organization,
      form.contactLanguage,
      form.industry,
      form.budgetUsd,
      form.expectedResult,
      form.comments,
      form.slotsTitle,
      mail.officeAttachment,
    ];
    // Each a paragraph of its own in the plain text, and an element's whole text in the HTML.
    expect(text.split(/\n{2,}/).filter((paragraph) => labels.includes(paragraph.trim()))).toEqual(labels);
    for (const label of labels) expect(html).toContain(`>${escapeHtml(label)}</`);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toMatch(/<script|<b>Corp|<i>note/);
    // 10:00 in Moscow is 12:00 in Astana (the expert's office).
    expect(text).toMatch(/10:00\s*[–-]\s*11:30.*Europe\/Moscow/);
    expect(text).toMatch(/12:00\s*[–-]\s*13:30.*Asia\/Almaty/);
    expect(text).toContain('brief <v2>.pdf');
    expect(text).toContain('dana@почта.рф');
  });

  it('names the office by the expert’s country: Georgia’s requests go to Batumi (Tbilisi time)', () => {
    const georgian = content.experts.experts.find((expert) => expert.location.en.endsWith('Georgia'))!;
    expect(officeFor({ expertId: georgian.id }, content).timeZone).toBe('Asia/Tbilisi');
    expect(officeFor({ expertId: 'aigerim-sadykova' }, content).timeZone).toBe('Asia/Almaty');
    expect(officeFor({ name: 'x' }, content).id).toBe('astana');
    const service = content.services.services.find((candidate) => candidate.expertIds.includes(georgian.id) && candidate.expertIds.length === 1);
    // A service goes by its expert's country too (the content has such a service: none is no check).
    expect(service).toBeDefined();
    expect(officeFor({ serviceId: service!.id }, content).id).toBe('batumi');
  });
});

describe('the customer’s confirmation', () => {
  it.each(LOCALES)('in %s: reference, what was asked, the slots, next steps, status link, offices; none of the free text', async (locale) => {
    const t = await translatorFor(locale);
    const messages = await loadMessages(locale);
    const submission = meeting(locale);
    const view = confirmationView({ submission, content, t, locale, siteUrl: 'https://experts.example', token: TOKEN });
    const { html, text } = await renderConfirmation(view);
    expect(html).toContain(`lang="${locale}"`);
    expect(text).toContain('K7Q2-M9XD');
    expect(text).toContain(content.experts.experts[0]!.name[locale]);
    expect(text).toMatch(/10:00\s*[–-]\s*11:30/);
    expect(text).toContain(content.processes.adaptive.find((step) => step.id === 'office-confirmation')!.name[locale]);
    expect(html).toContain(statusUrl('https://experts.example', locale, TOKEN));
    expect(text).toContain(`${messages.Mail.followButton} ${statusUrl('https://experts.example', locale, TOKEN)}`);
    for (const office of content.offices.offices) expect(text).toContain(office.email);
    for (const typed of ['Evil', 'alert', 'spam.example', 'note', 'Dana', 'Serikova']) expect(html + text, typed).not.toContain(typed);
    // No remote image or tracking: the only URLs are the status link and the offices'.
    expect(html).not.toMatch(/<img|src=|url\(/i);
  });

  it('links to the status page in the language of the page the request came from', () => {
    expect(statusUrl('https://experts.example', 'en', TOKEN)).toBe(`https://experts.example/request_status?token=${TOKEN}`);
    expect(statusUrl('https://experts.example', 'ka', TOKEN)).toBe(`https://experts.example/ge/request_status?token=${TOKEN}`);
  });

  it.each(['support', 'investor'] as const)('confirms a %s message with its own next step', async (kind) => {
    const t = await translatorFor('kk');
    const messages = await loadMessages('kk');
    const payload =
      kind === 'support'
        ? { name: 'N', email: 'n@example.kz', theme: 'technical', comment: 'secret words' }
        : { name: 'N', email: 'n@example.kz', amountUsd: 5000 };
    const view = confirmationView({ submission: stored(kind, payload, 'kk'), content, t, locale: 'kk', siteUrl: 'http://localhost:3000', token: TOKEN });
    const { text } = await renderConfirmation(view);
    expect(view.slotsTitle).toBeUndefined();
    expect(text).toContain(kind === 'support' ? messages.SupportForm.success : messages.InvestorForm.success);
    expect(text).not.toContain('secret words');
  });

  it('derives the Message-ID from the submission and the channel', () => {
    expect(messageIdOf('abc', 'office', 'Experts <no-reply@experts.example>')).toBe('<abc.office@experts.example>');
    expect(messageIdOf('abc', 'confirmation', 'office@почта.рф')).toBe('<abc.confirmation@почта.рф>');
  });
});

describe('the payment link the office sends', () => {
  it.each(LOCALES)('is written in %s, with the link as a button and spelled out, and where it leads', async (locale) => {
    const t = await translatorFor(locale);
    const link = 'https://pay.example.org/invoice/42?a=1&b=<2>';
    const view = paymentLinkView({ reference: 'K7Q2-M9XD', link, t, locale, status: { siteUrl: 'https://experts.example', token: TOKEN } });
    expect(paymentLinkView({ reference: 'K7Q2-M9XD', link, t, locale }).follow).toBeNull();
    expect(view.lang).toBe(locale);
    expect(view.intro).toContain('K7Q2-M9XD');
    expect(view.hint).toContain('pay.example.org');
    const { html, text } = await renderPaymentLink(view);
    expect(html).toContain('href="https://pay.example.org/invoice/42?a=1&amp;b=&lt;2&gt;"');
    expect(html).not.toContain('<2>');
    expect(text).toContain(view.button);
    expect(html).toContain(statusUrl('https://experts.example', locale, TOKEN));
    const messages = await loadMessages(locale);
    if (locale !== 'en') expect(messages.Mail.paymentTitle).not.toBe((await loadMessages('en')).Mail.paymentTitle);
  });
});

describe('a status change told to the customer', () => {
  const siteUrl = 'https://experts.example';
  const booked = {
    start: '2026-12-03T07:00:00.000Z',
    end: '2026-12-03T08:30:00.000Z',
    timeZone: 'Europe/Moscow',
    videoLink: 'https://meet.example.org/r/1?a=1&b=2',
    sequence: 0,
  };
  const none = { reason: null, customerNote: null, meeting: null };
  const changes = [
    { ...none, status: 'confirmed' as const },
    { ...none, status: 'forwarded' as const },
    { ...none, status: 'meeting_booked' as const, meeting: booked },
    { ...none, status: 'meeting_booked' as const, meeting: { ...booked, start: '2026-12-04T07:00:00.000Z', end: '2026-12-04T08:00:00.000Z', sequence: 1 } },
    { ...none, status: 'started' as const, customerNote: 'Welcome aboard: your manager is Ana.' },
    { ...none, status: 'closed' as const, reason: 'completed' },
    { ...none, status: 'declined' as const, reason: 'expert_unavailable', customerNote: 'We are sorry.' },
  ];

  it.each(LOCALES)(
    'in %s: each change with its own words, the meeting in the customer’s zone, the reason, the office’s words, the status link; nothing the customer typed',
    async (locale) => {
      const t = await translatorFor(locale);
      const messages = await loadMessages(locale);
      const english = await loadMessages('en');
      const submission = meeting(locale);
      const titles = new Set<string>();
      for (const change of changes) {
        const { subject, ...view } = statusMailView({ submission, change, content, t, locale, siteUrl, token: TOKEN });
        const { html, text } = await renderStatus(view);
        expect(html).toContain(`lang="${locale}"`);
        titles.add(view.title);
        expect(subject).toContain(change.meeting ? '' : 'K7Q2-M9XD');
        expect(text).toContain('K7Q2-M9XD');
        expect(html).toContain(statusUrl(siteUrl, locale, TOKEN));
        for (const typed of ['Evil', 'alert', 'spam.example', 'note', 'Dana', 'Serikova']) expect(html + text + subject, typed).not.toContain(typed);
        expect(html).not.toMatch(/<img|src=|url\(/i);
        if (change.meeting) {
          // The customer chose their slot in Moscow (UTC+3): 07:00 UTC is 10:00 there, named so.
          expect(subject).toMatch(change.meeting.sequence ? /10:00\s*[–-]\s*11:00/ : /10:00\s*[–-]\s*11:30/);
          expect(text).toContain('(Europe/Moscow)');
          expect(html).toContain('href="https://meet.example.org/r/1?a=1&amp;b=2"');
          expect(view.calendarHint).toBe(messages.Mail.meetingCalendar);
          expect(view.intro).toContain(content.experts.experts.find((expert) => expert.id === 'aigerim-sadykova')!.name[locale]);
        } else {
          expect(view.join).toBeNull();
          expect(view.calendarHint).toBeNull();
        }
        if (change.reason) expect(text).toContain(messages.RequestStatus.reasons[change.reason as 'completed']);
        if (change.customerNote) expect(text).toContain(change.customerNote);
        if (locale !== 'en')
          expect(view.title).not.toBe(statusMailView({ submission, change, content, t: await translatorFor('en'), locale: 'en', siteUrl, token: TOKEN }).title);
      }
      // A booking and a move read differently, and so does every other step.
      expect(titles.size).toBe(changes.length);
      // An end after a booking names the meeting it called off, which the attached file takes off the calendar.
      const cancelled = statusMailView({
        submission,
        change: { ...none, status: 'closed', reason: 'customer_request', cancelled: { ...booked, sequence: 1 } },
        content,
        t,
        locale,
        siteUrl,
        token: TOKEN,
      });
      expect(cancelled.rows).toContainEqual({
        label: messages.Mail.meetingCancelled,
        lines: [expect.stringMatching(/10:00\s*[–-]\s*11:30 \(Europe\/Moscow\)$/)],
      });
      expect(cancelled.calendarHint).toBe(messages.Mail.meetingCancelledCalendar);
      expect((await renderStatus(cancelled)).text).toContain(messages.Mail.meetingCancelledCalendar);
      expect(messages.Mail.meetingMovedTitle).not.toBe(messages.Mail.meetingBookedTitle);
      if (locale !== 'en') expect(messages.Mail.meetingBookedTitle).not.toBe(english.Mail.meetingBookedTitle);
    },
  );

  it('of a service names no person: the meeting is with “the expert”', async () => {
    const t = await translatorFor('en');
    const service = stored('service', { serviceId: content.services.services[0]!.id, email: 'a@example.kz', timeSlots: [slot] }, 'en');
    const view = statusMailView({
      submission: service,
      change: { ...none, status: 'meeting_booked', meeting: booked },
      content,
      t,
      locale: 'en',
      siteUrl,
      token: TOKEN,
    });
    expect(view.intro).toContain('with the expert');
    expect(view.intro).not.toContain(content.services.services[0]!.title.en);
  });

  it('is sent with the invitation as the calendar part, its Message-ID per change, to the address of the request', async () => {
    const sent: OutgoingMail[] = [];
    const change = { ...none, status: 'meeting_booked' as const, meeting: { ...booked, sequence: 1 } };
    const store = async () => ({ statusChangeOf: async (id: number) => (id === 7 ? change : undefined) }) as unknown as SubmissionStore;
    const mail = { from: 'Experts <office@experts.example>', officeEmails: ['office@experts.example'], officeLocale: 'en' } as unknown as MailConfig;
    const deliverers = mailDeliverers({
      mail,
      siteUrl,
      content,
      expertContact: () => undefined,
      store,
      send: async (outgoing) => void sent.push(outgoing),
      templates: mailTemplates,
    });
    const submission = meeting('ka');
    const item = {
      id: 1,
      submissionId: submission.id,
      channel: 'status' as const,
      attempts: 0,
      secret: TOKEN,
      recipient: 'dana@почта.рф',
      statusChangeId: 7,
      messageId: null,
    };
    await deliverers.status!(submission, item);
    expect(sent).toHaveLength(1);
    const [outgoing] = sent;
    expect(outgoing).toMatchObject({ to: ['dana@почта.рф'], language: 'ka', messageId: `<${submission.id}.status-7@experts.example>` });
    expect(outgoing!.calendar).toMatchObject({ method: 'REQUEST', filename: 'meeting.ics' });
    const event = new ICAL.Component(ICAL.parse(outgoing!.calendar!.content)).getFirstSubcomponent('vevent')!;
    expect(event.getFirstPropertyValue('sequence')).toBe(1);
    expect((event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()).toBe(booked.start);
    expect(String(event.getFirstPropertyValue('description'))).toContain('(Europe/Moscow)');
    expect(outgoing!.html).toContain(statusUrl(siteUrl, 'ka', TOKEN));
    // Without the change, the address or the link there is nothing to send, and trying again cannot help.
    await expect(deliverers.status!(submission, { ...item, statusChangeId: 8, messageId: null })).rejects.toThrow(/no address, status change or status link/);
    await expect(deliverers.status!(submission, { ...item, secret: null })).rejects.toMatchObject({ name: 'PermanentDeliveryError' });
    // A step without a meeting goes without an invitation.
    const plain = { ...none, status: 'confirmed' as const };
    const plainStore = async () => ({ statusChangeOf: async () => plain }) as unknown as SubmissionStore;
    const plainSent: OutgoingMail[] = [];
    await mailDeliverers({
      mail,
      siteUrl,
      content,
      expertContact: () => undefined,
      store: plainStore,
      send: async (outgoing) => void plainSent.push(outgoing),
      templates: mailTemplates,
    }).status!(submission, item);
    expect(plainSent[0]!.calendar).toBeUndefined();
    // An end after a booking: the same UID, cancelled, one version on.
    const ended = { ...none, status: 'declined' as const, reason: 'duplicate', cancelled: { ...booked, sequence: 2 } };
    const endedSent: OutgoingMail[] = [];
    const endedStore = async () => ({ statusChangeOf: async () => ended }) as unknown as SubmissionStore;
    await mailDeliverers({
      mail,
      siteUrl,
      content,
      expertContact: () => undefined,
      store: endedStore,
      send: async (outgoing) => void endedSent.push(outgoing),
      templates: mailTemplates,
    }).status!(submission, item);
    expect(endedSent[0]!.calendar?.method).toBe('CANCEL');
    const cancel = new ICAL.Component(ICAL.parse(endedSent[0]!.calendar!.content));
    expect(cancel.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancel.getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence')).toBe(2);
    expect(cancel.getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid')).toBe(event.getFirstPropertyValue('uid'));
  });
});

describe('a meeting’s reminder', () => {
  const siteUrl = 'https://experts.example';
  const start = Date.now() + 3 * 60 * 60_000;
  const meetingAhead = {
    start: new Date(start).toISOString(),
    end: new Date(start + 3_600_000).toISOString(),
    timeZone: 'Europe/Moscow',
    videoLink: 'https://meet.example.org/r/9',
    sequence: 0,
  };

  it.each(LOCALES)('in %s: a day or an hour before, the time in the customer’s zone, how to join, the status link; nothing they typed', async (locale) => {
    const t = await translatorFor(locale);
    const messages = await loadMessages(locale);
    const submission = meeting(locale);
    const views = await Promise.all(
      (['24h', '1h'] as const).map(async (before) => {
        const { subject, ...view } = reminderMailView({ submission, meeting: meetingAhead, before, content, t, locale, siteUrl, token: TOKEN });
        const { html, text } = await renderStatus(view);
        expect(html).toContain(`lang="${locale}"`);
        expect(subject).toContain('K7Q2-M9XD');
        expect(subject).toContain('(Europe/Moscow)');
        expect(html).toContain('href="https://meet.example.org/r/9"');
        expect(html).toContain(statusUrl(siteUrl, locale, TOKEN));
        for (const typed of ['Evil', 'alert', 'spam.example', 'note', 'Dana', 'Serikova']) expect(html + text + subject, typed).not.toContain(typed);
        return view;
      }),
    );
    expect(views.map((view) => view.title)).toEqual([messages.Mail.reminderTitle24h, messages.Mail.reminderTitle1h]);
    if (locale !== 'en') expect(messages.Mail.reminderTitle1h).not.toBe((await loadMessages('en')).Mail.reminderTitle1h);
  });

  it('is sent only for the request’s meeting as it stands and before it begins, and refused for good otherwise', async () => {
    const mail = { from: 'Experts <office@experts.example>', officeEmails: ['office@experts.example'], officeLocale: 'en' } as unknown as MailConfig;
    const submission = meeting('ru');
    const item = {
      id: 1,
      submissionId: submission.id,
      channel: 'reminder_1h' as const,
      attempts: 0,
      secret: TOKEN,
      recipient: 'dana@почта.рф',
      statusChangeId: 5,
      messageId: null,
    };
    const deliver = async (state: { meeting: typeof meetingAhead; current: boolean } | undefined) => {
      const sent: OutgoingMail[] = [];
      const store = async () => ({ meetingReminderOf: async () => state }) as unknown as SubmissionStore;
      await mailDeliverers({
        mail,
        siteUrl,
        content,
        expertContact: () => undefined,
        store,
        send: async (outgoing) => void sent.push(outgoing),
        templates: mailTemplates,
      }).reminder_1h!(submission, item);
      return sent;
    };
    const [sent] = await deliver({ meeting: meetingAhead, current: true });
    expect(sent).toMatchObject({ to: ['dana@почта.рф'], language: 'ru', messageId: `<${submission.id}.reminder-1h-5@experts.example>` });
    expect(sent!.calendar).toBeUndefined();
    await expect(deliver({ meeting: meetingAhead, current: false })).rejects.toThrow('withdrawn');
    const begun = { ...meetingAhead, start: new Date(Date.now() - 1000).toISOString() };
    await expect(deliver({ meeting: begun, current: true })).rejects.toMatchObject({
      name: 'PermanentDeliveryError',
      message: expect.stringContaining('too late'),
    });
    await expect(deliver(undefined)).rejects.toMatchObject({ name: 'PermanentDeliveryError' });
  });
});

describe('the thread of the status page', () => {
  const siteUrl = 'https://experts.example';
  const mail = { from: 'Experts <office@experts.example>', officeEmails: ['office@experts.example'], officeLocale: 'kk' } as unknown as MailConfig;
  const entry = (kind: 'message' | 'proposal' | 'cancellation' | 'answer', extra: Partial<ThreadEntry> = {}): ThreadEntry => ({
    id: 9,
    at: '2026-11-29T10:00:00.000Z',
    author: kind === 'answer' ? 'office' : 'customer',
    kind,
    body: 'Hello <b>office</b>',
    slots: null,
    reason: null,
    ...extra,
  });

  it.each(LOCALES)('in %s: the office’s answer to the customer, with its words, the status link and nothing they typed', async (locale) => {
    const t = await translatorFor(locale);
    const messages = await loadMessages(locale);
    const { subject, ...view } = answerMailView({ submission: meeting(locale), answer: 'Yes, <Monday> suits the expert.', t, locale, siteUrl, token: TOKEN });
    const { html, text } = await renderStatus(view);
    expect(html).toContain(`lang="${locale}"`);
    expect(subject).toBe(messages.Mail.answerSubject.replace('{reference}', 'K7Q2-M9XD'));
    expect(view.title).toBe(messages.Mail.answerTitle);
    expect(html).toContain(escapeHtml('Yes, <Monday> suits the expert.'));
    expect(text).toContain('Yes, <Monday> suits the expert.');
    expect(html).toContain(statusUrl(siteUrl, locale, TOKEN));
    for (const typed of ['Evil', 'alert', 'spam.example', 'note', 'Serikova']) expect(html + text + subject, typed).not.toContain(typed);
  });

  it.each(LOCALES)('in %s: the office’s notice of a message, new times in both zones, or a cancellation and why, linking to the request', async (locale) => {
    const t = await translatorFor(locale);
    const messages = await loadMessages(locale);
    const submission = meeting(locale);
    const proposal = entry('proposal', { slots: [{ date: '2026-12-08', from: '16:00', to: '17:00', timeZone: 'Asia/Almaty' }], body: null });
    const cancellation = entry('cancellation', { reason: 'too_expensive' });
    for (const [item, kind] of [
      [entry('message'), 'message'],
      [proposal, 'proposal'],
      [cancellation, 'cancellation'],
    ] as const) {
      const { subject, ...view } = customerActionNoticeView({ submission, entry: item, content, t, locale, siteUrl });
      const { html, text } = await renderStatus(view);
      expect(subject).toBe(messages.Mail.noticeSubjects[kind].replace('{reference}', 'K7Q2-M9XD'));
      expect(html).toContain(`href="${siteUrl}/office/submissions/${submission.id}#thread"`);
      expect(text).toContain('Dana Serikova');
      if (item.body) expect(html).toContain(escapeHtml(item.body));
      if (kind === 'proposal') {
        // The customer's zone and the office's (Almaty's office for a Kazakh expert).
        expect(text).toContain('(Asia/Almaty)');
        expect(text).toMatch(/16:00/);
      }
      if (kind === 'cancellation') expect(text).toContain(messages.RequestStatus.cancelReasons.too_expensive);
    }
  });

  it('is sent to the customer and to the office with its own Message-ID, and given up once the entry was erased', async () => {
    const submission = meeting('ka');
    const sent: OutgoingMail[] = [];
    const deliverers = (found: ThreadEntry | undefined) =>
      mailDeliverers({
        mail,
        siteUrl,
        content,
        expertContact: () => undefined,
        store: async () => ({ threadEntry: async () => found }) as unknown as SubmissionStore,
        send: async (outgoing) => void sent.push(outgoing),
        templates: mailTemplates,
      });
    const item = { id: 1, submissionId: submission.id, attempts: 0, secret: TOKEN, recipient: 'dana@почта.рф', statusChangeId: null, messageId: 9 };
    await deliverers(entry('answer')).answer!(submission, { ...item, channel: 'answer' });
    await deliverers(entry('message')).customer_action!(submission, { ...item, channel: 'customer_action', secret: null, recipient: null });
    expect(sent.map((outgoing) => [outgoing.to, outgoing.language, outgoing.messageId])).toEqual([
      [['dana@почта.рф'], 'ka', `<${submission.id}.answer-9@experts.example>`],
      [['office@experts.example'], 'kk', `<${submission.id}.customer-9@experts.example>`],
    ]);
    await expect(deliverers(undefined).customer_action!(submission, { ...item, channel: 'customer_action' })).rejects.toMatchObject({
      name: 'PermanentDeliveryError',
    });
    await expect(deliverers(entry('answer')).answer!(submission, { ...item, channel: 'answer', secret: null })).rejects.toMatchObject({
      name: 'PermanentDeliveryError',
    });
  });
});

describe('the expert’s invitation', () => {
  const booked = {
    start: '2026-12-03T07:00:00.000Z',
    end: '2026-12-03T08:30:00.000Z',
    timeZone: 'Europe/Moscow',
    videoLink: 'https://meet.example.org/r/7',
    sequence: 0,
  };
  const expertName = (locale: Locale) => content.experts.experts.find((expert) => expert.id === 'aigerim-sadykova')!.name[locale];

  it.each(LOCALES)(
    'in %s: the customer’s first name, what the request is for, the time in the office’s zone and UTC; no contact data of the customer',
    async (locale) => {
      const t = await translatorFor(locale);
      const messages = await loadMessages(locale);
      const submission = meeting(locale);
      const titles: string[] = [];
      for (const [cancelled, sequence] of [
        [false, 0],
        [false, 1],
        [true, 2],
      ] as const) {
        const { subject, ...view } = expertMailView({
          submission,
          meeting: { ...booked, sequence },
          cancelled,
          expertName: expertName(locale),
          toExpert: true,
          content,
          t,
          locale,
        });
        const { html, text } = await renderExpert(view);
        titles.push(view.title);
        expect(html).toContain(`lang="${locale}"`);
        expect(subject).toContain('K7Q2-M9XD');
        expect(text).toContain('Dana');
        expect(text).toContain(expertName(locale));
        // Aigerim's requests go to Astana's office (UTC+5): 07:00 UTC is 12:00 there.
        expect(text).toMatch(/12:00\s*[–-]\s*13:30 \(Asia\/Almaty\)/);
        expect(text).toMatch(/07:00\s*[–-]\s*08:30 \(UTC\)/);
        for (const contact of ['Serikova', 'почта', 'Evil', 'alert', 'spam.example', 'note']) expect(html + text + subject, contact).not.toContain(contact);
        expect(view.noAddress).toBeNull();
        expect(Boolean(view.join)).toBe(!cancelled);
      }
      expect(titles).toEqual([messages.Mail.expertBookedTitle, messages.Mail.expertMovedTitle, messages.Mail.expertCancelledTitle]);
      if (locale !== 'en') expect(messages.Mail.expertBookedTitle).not.toBe((await loadMessages('en')).Mail.expertBookedTitle);
    },
  );

  it.each(LOCALES)('in %s: the expert’s reminder a day and an hour before, with how to join; no contact data of the customer', async (locale) => {
    const t = await translatorFor(locale);
    const messages = await loadMessages(locale);
    const titles: string[] = [];
    for (const reminder of ['24h', '1h'] as const) {
      const { subject, ...view } = expertMailView({
        submission: meeting(locale),
        meeting: booked,
        cancelled: false,
        expertName: undefined,
        toExpert: true,
        reminder,
        content,
        t,
        locale,
      });
      const { html, text } = await renderExpert(view);
      titles.push(view.title);
      expect(subject).toContain('K7Q2-M9XD');
      expect(html).toContain('href="https://meet.example.org/r/7"');
      expect(view.calendarHint).toBe(messages.Mail.expertReminderHint);
      for (const contact of ['Serikova', 'почта', 'Evil', 'alert', 'spam.example', 'note']) expect(html + text + subject, contact).not.toContain(contact);
    }
    expect(titles).toEqual([messages.Mail.expertReminderTitle24h, messages.Mail.expertReminderTitle1h]);
  });

  it('reminds only an expert with an address, of the meeting as it stands, before it begins', async () => {
    const mail = { from: 'Experts <office@experts.example>', officeEmails: ['office@experts.example'], officeLocale: 'ru' } as unknown as MailConfig;
    const submission = meeting('ka');
    const ahead = { ...booked, start: new Date(Date.now() + 3_600_000).toISOString(), end: new Date(Date.now() + 7_200_000).toISOString() };
    const deliver = async (state: { meeting: typeof booked; current: boolean } | undefined, address: string | null = 'aigerim@experts.example') => {
      const sent: OutgoingMail[] = [];
      await mailDeliverers({
        mail,
        siteUrl: 'https://experts.example',
        content,
        expertContact: () => address ?? undefined,
        store: async () => ({ meetingReminderOf: async () => state }) as unknown as SubmissionStore,
        send: async (outgoing) => void sent.push(outgoing),
        templates: mailTemplates,
      }).expert_reminder_24h!(submission, {
        id: 1,
        submissionId: submission.id,
        channel: 'expert_reminder_24h',
        attempts: 0,
        secret: null,
        recipient: null,
        statusChangeId: 4,
        messageId: null,
      });
      return sent;
    };
    expect((await deliver({ meeting: ahead, current: true })).map((outgoing) => [outgoing.to, outgoing.language, outgoing.messageId])).toEqual([
      [['aigerim@experts.example'], 'ru', `<${submission.id}.expert-reminder-24h-4@experts.example>`],
    ]);
    await expect(deliver({ meeting: ahead, current: true }, null)).rejects.toThrow('no contact address');
    await expect(deliver({ meeting: ahead, current: false })).rejects.toThrow('withdrawn');
    await expect(deliver({ meeting: { ...ahead, start: new Date(Date.now() - 1000).toISOString() }, current: true })).rejects.toThrow('too late');
    await expect(deliver(undefined)).rejects.toMatchObject({ name: 'PermanentDeliveryError' });
  });

  it('names the expert of a service by its first', () => {
    const service = content.services.services[0]!;
    expect(expertIdOf({ serviceId: service.id }, content)).toBe(service.expertIds[0]);
    expect(expertIdOf({ expertId: 'x' }, content)).toBe('x');
    expect(expertIdOf({ name: 'support' }, content)).toBeUndefined();
  });

  it('goes to the expert’s address with the invitation; without one, to the office, which it tells so; an end calls the meeting off', async () => {
    const mail = { from: 'Experts <office@experts.example>', officeEmails: ['office@experts.example'], officeLocale: 'en' } as unknown as MailConfig;
    const submission = meeting('ka');
    const item = {
      id: 1,
      submissionId: submission.id,
      channel: 'expert' as const,
      attempts: 0,
      secret: null,
      recipient: null,
      statusChangeId: 3,
      messageId: null,
    };
    const send = async (change: object, contact: string | undefined) => {
      const sent: OutgoingMail[] = [];
      const store = async () => ({ statusChangeOf: async () => change }) as unknown as SubmissionStore;
      await mailDeliverers({
        mail,
        siteUrl: 'https://experts.example',
        content,
        expertContact: (id) => (id === 'aigerim-sadykova' ? contact : undefined),
        store,
        send: async (outgoing) => void sent.push(outgoing),
        templates: mailTemplates,
      }).expert!(submission, item);
      return sent[0]!;
    };
    const none = { status: 'meeting_booked', reason: null, customerNote: null, cancelled: null };
    const toExpert = await send({ ...none, meeting: booked }, 'aigerim@experts.example');
    expect(toExpert).toMatchObject({ to: ['aigerim@experts.example'], language: 'en', messageId: `<${submission.id}.expert-3@experts.example>` });
    expect(toExpert.calendar?.method).toBe('REQUEST');
    const attendee = new ICAL.Component(ICAL.parse(toExpert.calendar!.content)).getFirstSubcomponent('vevent')!.getFirstProperty('attendee')!;
    expect(String(attendee.getFirstValue()).toLowerCase()).toBe('mailto:aigerim@experts.example');
    expect(toExpert.text).not.toContain((await loadMessages('en')).Mail.expertNoAddress.split('{name}')[1]!.trim().slice(0, 20));
    const toOffice = await send({ ...none, meeting: booked }, undefined);
    expect(toOffice.to).toEqual(['office@experts.example']);
    expect(toOffice.text).toContain('Aigerim');
    expect(toOffice.text).toContain((await loadMessages('en')).Mail.expertNoAddress.split('{name}')[1]!.trim().slice(0, 20));
    const off = await send({ ...none, status: 'declined', meeting: null, cancelled: { ...booked, sequence: 1 } }, 'aigerim@experts.example');
    expect(off.calendar?.method).toBe('CANCEL');
    await expect(send({ ...none, meeting: null }, 'aigerim@experts.example')).rejects.toMatchObject({ name: 'PermanentDeliveryError' });
  });
});
