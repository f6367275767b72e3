/**
 * What each mail says, as plain data in the reader's language: the office's notice of a stored
 * submission (every field with the label the form shows, slots in the customer's and the office's
 * time) and the customer's confirmation (reference, what was asked for, what happens next, the
 * offices, the private status link). The templates (components/mail) only lay it out.
 *
 * The confirmation goes to an address anyone can type, so it carries none of the sender's free
 * text: only the reference, names from the site's own content and the site's own words.
 */

import type { ContentData } from '@/lib/content';
import { requestTargetName } from '@/lib/content/request-target';
import { choiceLists, type Choice } from '@/lib/forms/choice-labels';
import type { SubmissionKind, TimeSlot } from '@/lib/forms/schemas';
import { LOCALE_TABLE, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import type { Translator } from '@/lib/i18n/translator';
import { fieldLabel } from '@/lib/submissions/form-answer';
import { personName, type StoredSubmission } from '@/lib/submissions/store';
import type { CancelReason } from '@/lib/meetings/customer-actions';
import type { ThreadEntry } from '@/lib/submissions/thread';
import { instantIn, slotIn } from '@/lib/forms/slot-text';
import { type BookedMeeting, customerZone, meetingTimeIn } from '@/lib/meetings/meeting';
import type { RequestStatus } from '@/lib/submissions/request-status';

export type MailRow = { label: string; lines: string[] };
export type MailContact = { city: string; email: string; phone: string; hours: string };

/** What every mail has: its language, the brand, the inbox preview line, a title and an opening line. */
export type MailFrame = { lang: Locale; brand: string; brandLine: string; preview: string; title: string; intro: string };

export type OfficeMailView = MailFrame & { rows: MailRow[]; replyHint: string };

export type ConfirmationView = MailFrame & {
  referenceLabel: string;
  reference: string;
  referenceHint: string;
  askedForTitle: string;
  askedFor: string;
  slotsTitle: string | undefined;
  slots: string[];
  nextTitle: string;
  next: string[];
  followTitle: string;
  followText: string;
  followButton: string;
  followUrl: string;
  contactsTitle: string;
  contacts: MailContact[];
  notYou: string;
};

type Office = ContentData['offices']['offices'][number];

const DEFAULT_OFFICE = 'astana';

/** The office that handles a request: the one in the country of its expert (a service's first), else Astana's. */
export function officeFor(payload: Record<string, unknown>, content: ContentData): Office {
  const offices = content.offices.offices;
  const expertIds =
    typeof payload.expertId === 'string'
      ? [payload.expertId]
      : (content.services.services.find((service) => service.id === payload.serviceId)?.expertIds ?? []);
  for (const expertId of expertIds) {
    const location = content.experts.experts.find((expert) => expert.id === expertId)?.location.en ?? '';
    const office = offices.find((candidate) => location.endsWith(`, ${candidate.country.en}`));
    if (office) return office;
  }
  return offices.find((office) => office.id === DEFAULT_OFFICE) ?? offices[0]!;
}

const money = (amount: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(amount);

const sizeOf = (bytes: number, locale: Locale) =>
  bytes < 1024 * 1024
    ? new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 0 }).format(Math.max(1, bytes / 1024))
    : new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);

const slotsOf = (payload: Record<string, unknown>) => (Array.isArray(payload.timeSlots) ? (payload.timeSlots as TimeSlot[]) : []);

function frame(t: Translator, lang: Locale, fields: Omit<MailFrame, 'lang' | 'brand' | 'brandLine'>): MailFrame {
  return { lang, brand: t('Metadata.siteName'), brandLine: t('Mail.brandLine'), ...fields };
}

type OfficeInput = { submission: StoredSubmission; content: ContentData; t: Translator; locale: Locale };

/** One value of the form, as the office reads it. */
function officeLines(name: string, value: unknown, { submission, content, t, locale }: OfficeInput, office: Office): string[] {
  const lists = choiceLists(locale);
  const choice = (list: readonly Choice[]) => list.find((item) => item.id === value)?.name ?? String(value);
  switch (name) {
    case 'expertId':
    case 'serviceId':
      return [`${requestTargetName(submission.payload, content, locale) ?? ''} (${String(value)})`];
    case 'industry':
      return [choice(lists.industries)];
    case 'communicationType':
      return [choice(lists.communicationTypes)];
    case 'contactLanguage':
      return [choice(lists.contactLanguages)];
    case 'theme':
      return [t.has(`SupportForm.themes.${String(value)}`) ? t(`SupportForm.themes.${String(value)}`) : String(value)];
    case 'budgetUsd':
    case 'amountUsd':
      return [money(Number(value), locale)];
    case 'comments':
      return (value as string[]).map((comment, index) => `${t('RequestForm.comment', { number: index + 1 })}: ${comment}`);
    case 'timeSlots':
      return slotsOf(submission.payload).flatMap((slot, index) => [
        `${t('RequestForm.slot', { number: index + 1 })}: ${slotIn(slot, slot.timeZone, locale)} (${t('Mail.officeSlotCustomer', { zone: slot.timeZone })})`,
        `${slotIn(slot, office.timeZone, locale)} (${t('Mail.officeSlotOffice', { office: office.city[locale], zone: office.timeZone })})`,
      ]);
    default:
      return [String(value)];
  }
}

const NOT_SHOWN = new Set(['website', 'locale']);

export function officeMailView(input: OfficeInput): OfficeMailView {
  const { submission, content, t, locale } = input;
  const kind = submission.kind as SubmissionKind;
  const office = officeFor(submission.payload, content);
  const kindName = t(`Mail.officeKinds.${kind}`);
  const reference = submission.reference ?? submission.id;
  const received = instantIn(submission.createdAt, office.timeZone, locale);
  const pageLanguage = LOCALE_TABLE.find((entry) => entry.tag === submission.locale)?.nativeName ?? '—';
  const rows: MailRow[] = [
    { label: t('Mail.officeReceived'), lines: [received] },
    { label: t('Mail.officeOffice'), lines: [`${office.city[locale]} (${office.timeZone})`] },
    { label: t('Mail.officePageLanguage'), lines: [pageLanguage] },
    ...Object.entries(submission.payload)
      .filter(([name, value]) => !NOT_SHOWN.has(name) && value !== undefined && value !== null && !(Array.isArray(value) && value.length === 0))
      .map(([name, value]) => ({ label: fieldLabel(kind, name, t), lines: officeLines(name, value, input, office) })),
    {
      label: t('Mail.officeAttachment'),
      lines: submission.attachments.length
        ? submission.attachments.map((file) => t('Mail.officeAttachmentLine', { name: file.filename, size: sizeOf(file.size, locale) }))
        : [t('Mail.officeNoAttachment')],
    },
  ];
  return {
    ...frame(t, locale, {
      preview: t('Mail.officePreview', { kind: kindName, reference, received }),
      title: t('Mail.officeTitle', { kind: kindName, reference }),
      intro: t('Mail.officeIntro', { received }),
    }),
    rows,
    replyHint: t('Mail.officeReplyHint'),
  };
}

type ConfirmationInput = { submission: StoredSubmission; content: ContentData; t: Translator; locale: Locale; siteUrl: string; token: string };

/** The steps after the request is sent, in the site's words: a service's own flow, else the adaptive one. */
function nextSteps({ submission, content, t, locale }: ConfirmationInput): string[] {
  if (submission.kind === 'support') return [t('SupportForm.success')];
  if (submission.kind === 'investor') return [t('InvestorForm.success')];
  const service = content.services.services.find((candidate) => candidate.id === submission.payload.serviceId);
  const flow = service?.kind === 'ready' ? content.processes.ready : content.processes.adaptive;
  const from = flow.findIndex((step) => step.id === 'office-confirmation');
  return flow.slice(Math.max(0, from)).map((step) => `${step.name[locale]}. ${step.desc[locale]}`);
}

function askedFor({ submission, content, t, locale }: ConfirmationInput): string {
  const { payload } = submission;
  switch (submission.kind) {
    case 'meeting':
      return t('Mail.askedMeeting', { name: requestTargetName(payload, content, locale) ?? '' });
    case 'service':
      return t('Mail.askedService', { title: requestTargetName(payload, content, locale) ?? '' });
    case 'investor':
      return t('Mail.askedInvestor', { amount: money(Number(payload.amountUsd), locale) });
    default:
      return t('Mail.askedSupport', { theme: t.has(`SupportForm.themes.${String(payload.theme)}`) ? t(`SupportForm.themes.${String(payload.theme)}`) : '' });
  }
}

export function statusUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${localizedPath('/request_status', locale)}?token=${encodeURIComponent(token)}`;
}

export function confirmationView(input: ConfirmationInput): ConfirmationView {
  const { submission, content, t, locale, siteUrl, token } = input;
  const reference = submission.reference ?? '';
  const slots = slotsOf(submission.payload);
  return {
    ...frame(t, locale, {
      preview: t('Mail.confirmationPreview', { reference }),
      title: t('Mail.confirmationTitle'),
      intro: t('Mail.confirmationIntro'),
    }),
    referenceLabel: t('Mail.referenceLabel'),
    reference,
    referenceHint: t('Mail.referenceHint'),
    askedForTitle: t('Mail.askedFor'),
    askedFor: askedFor(input),
    slotsTitle: slots.length ? t('Mail.yourSlots', { zone: slots[0]!.timeZone }) : undefined,
    slots: slots.map((slot) => slotIn(slot, slot.timeZone, locale)),
    nextTitle: t('Mail.nextTitle'),
    next: nextSteps(input),
    followTitle: t('Mail.followTitle'),
    followText: t('Mail.followText'),
    followButton: t('Mail.followButton'),
    followUrl: statusUrl(siteUrl, locale, token),
    contactsTitle: t('Mail.contactsTitle'),
    contacts: content.offices.offices.map((office) => ({ city: office.city[locale], email: office.email, phone: office.phone, hours: office.hours[locale] })),
    notYou: t('Mail.notYou', { site: new URL(siteUrl).host }),
  };
}

export type PaymentLinkView = MailFrame & { link: string; button: string; hint: string; follow: { text: string; button: string; url: string } | null };

type PaymentLinkInput = { reference: string; link: string; t: Translator; locale: Locale; status?: { siteUrl: string; token: string } | undefined };

/** The payment link's mail, in the customer's language: nothing of what they sent, only the reference, the link and their status link. */
export function paymentLinkView({ reference, link, t, locale, status }: PaymentLinkInput): PaymentLinkView {
  return {
    ...frame(t, locale, {
      preview: t('Mail.paymentPreview', { reference }),
      title: t('Mail.paymentTitle'),
      intro: t('Mail.paymentIntro', { reference }),
    }),
    link,
    button: t('Mail.paymentButton'),
    hint: t('Mail.paymentHint', { host: new URL(link).host }),
    // A link queued before each mail had its own status link has none to give.
    follow: status ? { text: t('Mail.followText'), button: t('Mail.followButton'), url: statusUrl(status.siteUrl, locale, status.token) } : null,
  };
}

export type StatusMailView = MailFrame & {
  rows: MailRow[];
  messageTitle: string;
  message: string | null;
  join: { button: string; url: string; hint: string } | null;
  calendarHint: string | null;
  followText: string;
  followButton: string;
  followUrl: string;
};

export type StatusMailInput = {
  submission: StoredSubmission;
  change: { status: RequestStatus; reason: string | null; customerNote: string | null; meeting: BookedMeeting | null; cancelled?: BookedMeeting | null };
  content: ContentData;
  t: Translator;
  locale: Locale;
  siteUrl: string;
  token: string;
};

/**
 * A status change as the customer is told it, in their language: what happened (a booked or
 * moved meeting with its time in their zone and how to join; the reason of an end), the office's
 * words to them when there are any, and their status link. Nothing they typed.
 */
export function statusMailView({ submission, change, content, t, locale, siteUrl, token }: StatusMailInput): StatusMailView & { subject: string } {
  const reference = submission.reference ?? '';
  const status = t(`RequestStatus.statuses.${change.status}`);
  const rows: MailRow[] = [{ label: t('Mail.referenceLabel'), lines: [reference] }];
  let title: string;
  let intro: string;
  let subject: string;
  let join: StatusMailView['join'] = null;
  const { meeting } = change;
  if (!meeting) {
    title = t(`Mail.statusTitles.${change.status}`);
    intro = t(`Mail.statusIntros.${change.status}`, { reference });
    subject = t('Mail.statusSubject', { reference, status });
  } else {
    const when = meetingTimeIn(meeting, customerZone(submission.payload, meeting.timeZone), locale);
    const moved = meeting.sequence > 0;
    title = t(moved ? 'Mail.meetingMovedTitle' : 'Mail.meetingBookedTitle');
    // A service's request names its title, not a person: the meeting is then with "the expert".
    const expert = typeof submission.payload.expertId === 'string' ? requestTargetName(submission.payload, content, locale) : undefined;
    intro = t('Mail.meetingIntro', { name: expert ?? t('Mail.theExpert'), reference });
    subject = t(moved ? 'Mail.meetingMovedSubject' : 'Mail.meetingBookedSubject', { reference, when });
    rows.push({ label: t('Mail.meetingWhen'), lines: [when] });
    join = { button: t('Mail.meetingJoin'), url: meeting.videoLink, hint: t('Mail.linkHint', { host: new URL(meeting.videoLink).host }) };
  }
  if (change.reason) rows.push({ label: t('Mail.reasonLabel'), lines: [t(`RequestStatus.reasons.${change.reason}`)] });
  const { cancelled } = change;
  if (cancelled)
    rows.push({ label: t('Mail.meetingCancelled'), lines: [meetingTimeIn(cancelled, customerZone(submission.payload, cancelled.timeZone), locale)] });
  return {
    ...frame(t, locale, { preview: `${status} · ${reference}`, title, intro }),
    subject,
    rows,
    messageTitle: t('Mail.officeMessage'),
    message: change.customerNote,
    join,
    calendarHint: meeting ? t('Mail.meetingCalendar') : cancelled ? t('Mail.meetingCancelledCalendar') : null,
    followText: t('Mail.followText'),
    followButton: t('Mail.followButton'),
    followUrl: statusUrl(siteUrl, locale, token),
  };
}

export type ReminderInput = {
  submission: StoredSubmission;
  meeting: BookedMeeting;
  before: '24h' | '1h';
  content: ContentData;
  t: Translator;
  locale: Locale;
  siteUrl: string;
  token: string;
};

/** A reminder of the meeting, a day or an hour before it: when (in the customer's zone), how to join, the status link. */
export function reminderMailView({ submission, meeting, before, content, t, locale, siteUrl, token }: ReminderInput): StatusMailView & { subject: string } {
  const reference = submission.reference ?? '';
  const when = meetingTimeIn(meeting, customerZone(submission.payload, meeting.timeZone), locale);
  const expert = typeof submission.payload.expertId === 'string' ? requestTargetName(submission.payload, content, locale) : undefined;
  const title = t(before === '24h' ? 'Mail.reminderTitle24h' : 'Mail.reminderTitle1h');
  return {
    ...frame(t, locale, { preview: `${title} · ${when}`, title, intro: t('Mail.reminderIntro', { name: expert ?? t('Mail.theExpert'), reference }) }),
    subject: t(before === '24h' ? 'Mail.reminderSubject24h' : 'Mail.reminderSubject1h', { when, reference }),
    rows: [
      { label: t('Mail.referenceLabel'), lines: [reference] },
      { label: t('Mail.meetingWhen'), lines: [when] },
    ],
    messageTitle: t('Mail.officeMessage'),
    message: null,
    join: { button: t('Mail.meetingJoin'), url: meeting.videoLink, hint: t('Mail.linkHint', { host: new URL(meeting.videoLink).host }) },
    calendarHint: null,
    followText: t('Mail.followText'),
    followButton: t('Mail.followButton'),
    followUrl: statusUrl(siteUrl, locale, token),
  };
}

/** The office's answer to what the customer wrote, as they are mailed it in their language: the office's words and their status link. */
export function answerMailView({
  submission,
  answer,
  t,
  locale,
  siteUrl,
  token,
}: {
  submission: StoredSubmission;
  answer: string;
  t: Translator;
  locale: Locale;
  siteUrl: string;
  token: string;
}): StatusMailView & { subject: string } {
  const reference = submission.reference ?? '';
  const title = t('Mail.answerTitle');
  return {
    ...frame(t, locale, { preview: `${title} · ${reference}`, title, intro: t('Mail.answerIntro', { reference }) }),
    subject: t('Mail.answerSubject', { reference }),
    rows: [{ label: t('Mail.referenceLabel'), lines: [reference] }],
    messageTitle: t('Mail.officeMessage'),
    message: answer,
    join: null,
    calendarHint: null,
    followText: t('Mail.followText'),
    followButton: t('Mail.followButton'),
    followUrl: statusUrl(siteUrl, locale, token),
  };
}

/**
 * The office's notice that a customer wrote from their status page, in the office's language:
 * what they did (a message, new times in their zone and the office's, a cancellation and why),
 * their words, and the link to the request in the office, where it is answered.
 */
export function customerActionNoticeView({
  submission,
  entry,
  content,
  t,
  locale,
  siteUrl,
}: {
  submission: StoredSubmission;
  entry: ThreadEntry;
  content: ContentData;
  t: Translator;
  locale: Locale;
  siteUrl: string;
}): StatusMailView & { subject: string } {
  const reference = submission.reference ?? '';
  const kind = entry.kind === 'proposal' || entry.kind === 'cancellation' ? entry.kind : 'message';
  const title = t(`Mail.noticeTitles.${kind}`);
  const rows: MailRow[] = [
    { label: t('Mail.noticeReference'), lines: [reference] },
    { label: t('Mail.noticeFrom'), lines: [personName(submission.payload) || '—'] },
  ];
  if (entry.slots) {
    const office = officeFor(submission.payload, content);
    rows.push({
      label: t('Mail.noticeSlots'),
      lines: entry.slots.map(
        (slot) => `${slotIn(slot, slot.timeZone, locale)} (${slot.timeZone}) · ${slotIn(slot, office.timeZone, locale)} (${office.timeZone})`,
      ),
    });
  }
  if (entry.reason) rows.push({ label: t('Mail.reasonLabel'), lines: [t(`RequestStatus.cancelReasons.${entry.reason as CancelReason}`)] });
  return {
    ...frame(t, locale, { preview: `${title} · ${reference}`, title, intro: t('Mail.noticeIntro', { reference }) }),
    subject: t(`Mail.noticeSubjects.${kind}`, { reference }),
    rows,
    messageTitle: t('Mail.noticeMessage'),
    message: entry.body,
    join: null,
    calendarHint: null,
    followText: t('Mail.noticeFollow'),
    followButton: t('Mail.noticeOpen'),
    followUrl: `${siteUrl}/office/submissions/${encodeURIComponent(submission.id)}#thread`,
  };
}

export type ExpertMailView = MailFrame & { rows: MailRow[]; join: { button: string; url: string } | null; calendarHint: string; noAddress: string | null };

export type ExpertMailInput = {
  submission: StoredSubmission;
  /** The meeting booked or moved, or the one an end called off (`cancelled`). */
  meeting: BookedMeeting;
  cancelled: boolean;
  expertName: string | undefined;
  /** Whether the expert has a contact address: without one the mail goes to the office, which says so. */
  toExpert: boolean;
  /** A reminder of the meeting a day or an hour before, instead of its booking. */
  reminder?: '24h' | '1h' | undefined;
  content: ContentData;
  t: Translator;
  locale: Locale;
};

/** The expert whose meeting a request is: its own, or its service's first. */
export function expertIdOf(payload: Record<string, unknown>, content: ContentData): string | undefined {
  if (typeof payload.expertId === 'string') return payload.expertId;
  return content.services.services.find((service) => service.id === payload.serviceId)?.expertIds[0];
}

/**
 * The expert's invitation, in the office's language: the customer's first name, what the request
 * is for (from the site's own content), the time in the office's zone and UTC, how to join; no
 * contact data of the customer. Without the expert's address it goes to the office, saying so.
 */
export function expertMailView({
  submission,
  meeting,
  cancelled,
  expertName,
  toExpert,
  reminder,
  content,
  t,
  locale,
}: ExpertMailInput): ExpertMailView & { subject: string } {
  const reference = submission.reference ?? '';
  const office = officeFor(submission.payload, content);
  const firstName =
    typeof submission.payload.firstName === 'string'
      ? submission.payload.firstName
      : typeof submission.payload.name === 'string'
        ? submission.payload.name.split(' ')[0]!
        : '—';
  const subjectOf = requestTargetName(submission.payload, content, locale);
  const industry = choiceLists(locale).industries.find((item) => item.id === submission.payload.industry)?.name;
  const title = reminder
    ? t(reminder === '24h' ? 'Mail.expertReminderTitle24h' : 'Mail.expertReminderTitle1h')
    : t(cancelled ? 'Mail.expertCancelledTitle' : meeting.sequence > 0 ? 'Mail.expertMovedTitle' : 'Mail.expertBookedTitle');
  const when = meetingTimeIn(meeting, office.timeZone, locale);
  return {
    ...frame(t, locale, { preview: `${title} · ${when}`, title, intro: t('Mail.expertIntro', { reference }) }),
    subject: t('Mail.expertSubject', { title, when, reference }),
    rows: [
      { label: t('Mail.expertCustomer'), lines: [firstName] },
      { label: t('Mail.expertRequest'), lines: [[t(`Mail.officeKinds.${submission.kind}`), subjectOf, industry].filter(Boolean).join(' · ')] },
      { label: t('Mail.meetingWhen'), lines: [when, meetingTimeIn(meeting, 'UTC', locale)] },
    ],
    join: cancelled ? null : { button: t('Mail.meetingJoin'), url: meeting.videoLink },
    calendarHint: t(reminder ? 'Mail.expertReminderHint' : cancelled ? 'Mail.meetingCancelledCalendar' : 'Mail.meetingCalendar'),
    noAddress: toExpert ? null : t('Mail.expertNoAddress', { name: expertName ?? t('Mail.theExpert') }),
  };
}
