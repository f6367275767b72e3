/**
 * The outbox's mail channels: the office's notice, the customer's confirmation, and the customer's
 * mail of each status change (a payment link; a booked or moved meeting with its invitation), each
 * composed when it is sent (lib/mail/compose.ts) in its reader's language, with a Message-ID
 * derived from the submission so that a mail sent twice (a crash between sending and recording)
 * is recognisably the same one.
 */

import type { MailConfig } from '@/lib/config';
import type { ContentData } from '@/lib/content';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { type Translator, translatorFor } from '@/lib/i18n/translator';
import { type Deliver, PermanentDeliveryError, type Deliverers } from '@/lib/submissions/outbox';
import { personName, type StoredSubmission, type SubmissionStore } from '@/lib/submissions/store';
import { mailbox } from '@/lib/config';
import { invitation } from '@/lib/meetings/invitation';
import { type BookedMeeting, customerZone, meetingTimeIn } from '@/lib/meetings/meeting';
import {
  confirmationView,
  officeMailView,
  paymentLinkView,
  expertIdOf,
  expertMailView,
  reminderMailView,
  statusMailView,
  answerMailView,
  customerActionNoticeView,
  type ConfirmationView,
  type ExpertMailView,
  type OfficeMailView,
  type PaymentLinkView,
  type StatusMailView,
} from './compose';
import type { SendMail } from './transport';

/** `<id.channel@example.org>`, under the domain of the sender's address. */
export function messageIdOf(submissionId: string, channel: string, from: string): string {
  const domain = (mailbox(from) ?? 'localhost').split('@').pop();
  return `<${submissionId}.${channel}@${domain}>`;
}

export type RenderedMail = { html: string; text: string };

/** Each mail's template (components/mail/render.ts), given by the caller: lib/ imports no component. */
export type MailTemplates = {
  office: (view: OfficeMailView) => Promise<RenderedMail>;
  confirmation: (view: ConfirmationView) => Promise<RenderedMail>;
  paymentLink: (view: PaymentLinkView) => Promise<RenderedMail>;
  status: (view: StatusMailView) => Promise<RenderedMail>;
  expert: (view: ExpertMailView) => Promise<RenderedMail>;
};

type Input = {
  mail: MailConfig;
  siteUrl: string;
  content: ContentData;
  /** An expert's contact address (lib/content expertContactEmail): kept out of the content pages read. */
  expertContact: (expertId: string) => string | undefined;
  store: () => Promise<SubmissionStore>;
  send: SendMail;
  templates: MailTemplates;
};

export function mailDeliverers({ mail, siteUrl, content, expertContact, store, send, templates }: Input): Deliverers {
  return {
    office: async (submission) => {
      const locale = mail.officeLocale;
      const t = await translatorFor(locale);
      const view = officeMailView({ submission, content, t, locale });
      const { html, text } = await templates.office(view);
      const files = await store();
      const attachments = await Promise.all(
        submission.attachments.map(async (file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: Buffer.from((await files.attachmentData(file.id)) ?? []),
        })),
      );
      const email = typeof submission.payload.email === 'string' ? submission.payload.email : undefined;
      await send({
        to: mail.officeEmails,
        subject: t('Mail.officeSubject', { kind: t(`Mail.officeKinds.${submission.kind}`), reference: submission.reference ?? submission.id }),
        html,
        text,
        messageId: messageIdOf(submission.id, 'office', mail.from),
        replyTo: email,
        language: locale,
        attachments,
      });
    },
    confirmation: async (submission, item) => {
      const to = submission.payload.email;
      if (typeof to !== 'string' || !item.secret) throw new PermanentDeliveryError('no address or no status link to send');
      const locale = isLocale(submission.locale) ? submission.locale : DEFAULT_LOCALE;
      const t = await translatorFor(locale);
      const view = confirmationView({ submission, content, t, locale, siteUrl, token: item.secret });
      const { html, text } = await templates.confirmation(view);
      await send({
        to: [to],
        subject: t('Mail.confirmationSubject', { reference: view.reference }),
        html,
        text,
        messageId: messageIdOf(submission.id, 'confirmation', mail.from),
        language: locale,
      });
    },
    payment_link: async (submission, item) => {
      const link = item.statusChangeId === null ? undefined : await (await store()).paymentLinkOf(item.statusChangeId);
      const to = typeof submission.payload.email === 'string' ? submission.payload.email : item.recipient;
      if (!to || !link) throw new PermanentDeliveryError('no address or no payment link to send');
      const locale = isLocale(submission.locale) ? submission.locale : DEFAULT_LOCALE;
      const t = await translatorFor(locale);
      const reference = submission.reference ?? '';
      const status = item.secret ? { siteUrl, token: item.secret } : undefined;
      const { html, text } = await templates.paymentLink(paymentLinkView({ reference, link, t, locale, status }));
      await send({
        to: [to],
        subject: t('Mail.paymentSubject', { reference }),
        html,
        text,
        messageId: messageIdOf(submission.id, `payment-${item.statusChangeId}`, mail.from),
        language: locale,
      });
    },
    status: async (submission, item) => {
      const change = item.statusChangeId === null ? undefined : await (await store()).statusChangeOf(item.statusChangeId);
      const to = typeof submission.payload.email === 'string' ? submission.payload.email : item.recipient;
      if (!to || !change || !item.secret) throw new PermanentDeliveryError('no address, status change or status link to send');
      const locale = isLocale(submission.locale) ? submission.locale : DEFAULT_LOCALE;
      const t = await translatorFor(locale);
      const { subject, ...view } = statusMailView({ submission, change, content, t, locale, siteUrl, token: item.secret });
      const { html, text } = await templates.status(view);
      // A booking or a move brings the invitation; an end after a booking takes the meeting off the calendar.
      const meeting = change.meeting ?? change.cancelled;
      const method = change.meeting ? ('REQUEST' as const) : ('CANCEL' as const);
      const calendar =
        meeting &&
        calendarOf({
          submission,
          meeting,
          method,
          attendee: { name: personName(submission.payload), email: to },
          zone: customerZone(submission.payload, meeting.timeZone),
          t,
          locale,
        });
      await send({
        to: [to],
        subject,
        html,
        text,
        messageId: messageIdOf(submission.id, `status-${item.statusChangeId}`, mail.from),
        language: locale,
        calendar: calendar ?? undefined,
      });
    },
    answer: async (submission, item) => {
      const entry = item.messageId === null ? undefined : await (await store()).threadEntry(item.messageId);
      const to = typeof submission.payload.email === 'string' ? submission.payload.email : item.recipient;
      if (!to || !entry?.body || !item.secret) throw new PermanentDeliveryError('no address, answer or status link to send');
      const locale = isLocale(submission.locale) ? submission.locale : DEFAULT_LOCALE;
      const t = await translatorFor(locale);
      const { subject, ...view } = answerMailView({ submission, answer: entry.body, t, locale, siteUrl, token: item.secret });
      const { html, text } = await templates.status(view);
      await send({ to: [to], subject, html, text, messageId: messageIdOf(submission.id, `answer-${item.messageId}`, mail.from), language: locale });
    },
    customer_action: async (submission, item) => {
      const entry = item.messageId === null ? undefined : await (await store()).threadEntry(item.messageId);
      // Erased meanwhile: nothing of it is sent.
      if (!entry) throw new PermanentDeliveryError('no thread entry to tell the office of');
      const locale = mail.officeLocale;
      const t = await translatorFor(locale);
      const { subject, ...view } = customerActionNoticeView({ submission, entry, content, t, locale, siteUrl });
      const { html, text } = await templates.status(view);
      await send({
        to: mail.officeEmails,
        subject,
        html,
        text,
        messageId: messageIdOf(submission.id, `customer-${item.messageId}`, mail.from),
        language: locale,
      });
    },
    reminder_24h: reminder('24h'),
    reminder_1h: reminder('1h'),
    expert_reminder_24h: expertReminder('24h'),
    expert_reminder_1h: expertReminder('1h'),
    expert: async (submission, item) => {
      const change = item.statusChangeId === null ? undefined : await (await store()).statusChangeOf(item.statusChangeId);
      const meeting = change?.meeting ?? change?.cancelled;
      if (!change || !meeting) throw new PermanentDeliveryError('no meeting to tell the expert of');
      const expertId = expertIdOf(submission.payload, content);
      const address = expertId ? expertContact(expertId) : undefined;
      const expertName = content.experts.experts.find((expert) => expert.id === expertId)?.name[mail.officeLocale];
      const locale = mail.officeLocale;
      const t = await translatorFor(locale);
      const cancelled = !change.meeting;
      const { subject, ...view } = expertMailView({ submission, meeting, cancelled, expertName, toExpert: Boolean(address), content, t, locale });
      const { html, text } = await templates.expert(view);
      const method = cancelled ? ('CANCEL' as const) : ('REQUEST' as const);
      await send({
        to: address ? [address] : mail.officeEmails,
        subject,
        html,
        text,
        messageId: messageIdOf(submission.id, `expert-${item.statusChangeId}`, mail.from),
        language: locale,
        calendar: calendarOf({
          submission,
          meeting,
          method,
          attendee: { name: expertName ?? '', email: address ?? mail.officeEmails[0] ?? '' },
          zone: 'UTC',
          t,
          locale,
        }),
      });
    },
  };

  /** A meeting's invitation as a mail's calendar part, its text in the reader's language and the zone they read times in. */
  function calendarOf({
    submission,
    meeting,
    method,
    attendee,
    zone,
    t,
    locale,
  }: {
    submission: StoredSubmission;
    meeting: BookedMeeting;
    method: 'REQUEST' | 'CANCEL';
    attendee: { name: string; email: string };
    zone: string;
    t: Translator;
    locale: Locale;
  }) {
    const reference = submission.reference ?? '';
    return {
      method,
      filename: 'meeting.ics',
      content: invitation({
        submissionId: submission.id,
        meeting,
        method,
        from: mail.from,
        attendee,
        title: t('Mail.invitationTitle', { reference }),
        description: t('Mail.invitationText', { when: meetingTimeIn(meeting, zone, locale), link: meeting.videoLink, reference }),
      }),
    };
  }

  /** The expert's reminder, as the customer's: of the meeting as it stands, before it begins, and only to an expert with an address. */
  function expertReminder(before: '24h' | '1h'): Deliver {
    return async (submission, item) => {
      const state = item.statusChangeId === null ? undefined : await (await store()).meetingReminderOf(item.statusChangeId);
      if (!state) throw new PermanentDeliveryError('no meeting to remind the expert of');
      if (!state.current) throw new PermanentDeliveryError('withdrawn: the meeting moved or the request moved on');
      if (Date.parse(state.meeting.start) <= Date.now()) throw new PermanentDeliveryError('the meeting has begun: too late to remind');
      const expertId = expertIdOf(submission.payload, content);
      const address = expertId ? expertContact(expertId) : undefined;
      // The office was told at the booking that this expert has no address; it does not need reminding.
      if (!address) throw new PermanentDeliveryError('the expert has no contact address');
      const locale = mail.officeLocale;
      const t = await translatorFor(locale);
      const { subject, ...view } = expertMailView({
        submission,
        meeting: state.meeting,
        cancelled: false,
        expertName: undefined,
        toExpert: true,
        reminder: before,
        content,
        t,
        locale,
      });
      const { html, text } = await templates.expert(view);
      await send({
        to: [address],
        subject,
        html,
        text,
        messageId: messageIdOf(submission.id, `expert-reminder-${before}-${item.statusChangeId}`, mail.from),
        language: locale,
      });
    };
  }

  /** A reminder, only of the request's meeting as it stands and before it begins: anything since withdraws it for good. */
  function reminder(before: '24h' | '1h'): Deliver {
    return async (submission, item) => {
      const state = item.statusChangeId === null ? undefined : await (await store()).meetingReminderOf(item.statusChangeId);
      const to = typeof submission.payload.email === 'string' ? submission.payload.email : item.recipient;
      if (!to || !state || !item.secret) throw new PermanentDeliveryError('no address, meeting or status link to send');
      if (!state.current) throw new PermanentDeliveryError('withdrawn: the meeting moved or the request moved on');
      if (Date.parse(state.meeting.start) <= Date.now()) throw new PermanentDeliveryError('the meeting has begun: too late to remind');
      const locale = isLocale(submission.locale) ? submission.locale : DEFAULT_LOCALE;
      const t = await translatorFor(locale);
      const { subject, ...view } = reminderMailView({ submission, meeting: state.meeting, before, content, t, locale, siteUrl, token: item.secret });
      const { html, text } = await templates.status(view);
      await send({
        to: [to],
        subject,
        html,
        text,
        messageId: messageIdOf(submission.id, `reminder-${before}-${item.statusChangeId}`, mail.from),
        language: locale,
      });
    };
  }
}
