/**
 * The page the API answers a form posted without JavaScript with, in the visitor's language:
 * the request was sent (with its reference), or which fields need correcting, or that it cannot
 * be accepted (with the support offices' e-mail and phone), always with a way back to the form.
 * The browser's Back button returns to the form with what was typed, so the page says so.
 *
 * A plain HTML string with one small inline style, which the API's policy allows by its hash
 * (DATA_CSP): the API serves it, not Next's renderer, and it must show without the site's
 * scripts or styles.
 */

import type { SubmissionKind, ValidationKey } from '@/lib/forms/schemas';
import { FORM_ANSWER_STYLE } from '../security/form-answer-style';
import { DEFAULT_LOCALE, tagForPrefix, type Locale } from '@/lib/i18n/locales';
import { localizedPath } from '@/lib/i18n/paths';
import { splitLocalePrefix } from '@/lib/i18n/proxy-rules';
import type { Translator } from '@/lib/i18n/translator';

export type FormOutcome =
  | { type: 'sent'; reference: string }
  | { type: 'invalid'; fields: Record<string, ValidationKey> }
  /** 400, 403, 409, 415: sending the same again cannot change the answer. */
  | { type: 'refused' }
  | { type: 'rateLimited'; retryAfterSeconds: number }
  | { type: 'busy' }
  | { type: 'failed' };

export type OfficeContact = { city: string; email: string; phone: string };

export type FormAnswerInput = {
  kind: SubmissionKind;
  /** `<html lang>`: the language tag (`ka`, not the prefix `ge`). */
  lang: string;
  outcome: FormOutcome;
  t: Translator;
  /** The page the form was on (same site), or the home page of the language. */
  backHref: string;
  homeHref: string;
  contacts: readonly OfficeContact[];
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const FIELD_NAMESPACES: Record<SubmissionKind, string> = { meeting: 'RequestForm', service: 'RequestForm', support: 'SupportForm', investor: 'InvestorForm' };

/** A field's label as the form shows it: `timeSlots.0.from` is "Time slot 1: From". */
export function fieldLabel(kind: SubmissionKind, path: string, t: Translator): string {
  // A split gives at least one piece: the name is always there.
  const [name, index, part] = path.split('.') as [string, string?, string?];
  const own = `${FIELD_NAMESPACES[kind]}.${name}`;
  if (name === 'timeSlots') {
    // Without a part (and so too without an index), the slots as a whole.
    if (part === undefined) return t('RequestForm.slotsTitle');
    const slot = t('RequestForm.slot', { number: Number(index) + 1 });
    const partKey = { date: 'slotDate', from: 'slotFrom', to: 'slotTo', timeZone: 'timeZone' }[part];
    return partKey ? t('FormAnswer.fieldOfSlot', { slot, field: t(`RequestForm.${partKey}`) }) : slot;
  }
  if (name === 'comments') return index === undefined ? t('RequestForm.comments') : t('RequestForm.comment', { number: Number(index) + 1 });
  if (name === 'expertId') return t('RequestForm.targetExpert');
  if (name === 'serviceId') return t('RequestForm.targetService');
  if (name === 'attachment') return t('RequestForm.attachment');
  if (t.has(own) && index === undefined) return t(own);
  return t('FormAnswer.theForm');
}

const successText = (kind: SubmissionKind, t: Translator) =>
  kind === 'support' ? t('SupportForm.success') : kind === 'investor' ? t('InvestorForm.success') : t('RequestForm.successText');

function contactList(contacts: readonly OfficeContact[]): string {
  const items = contacts.map(
    (office) =>
      `<li>${escapeHtml(office.city)}: <a href="mailto:${escapeHtml(office.email)}">${escapeHtml(office.email)}</a>, <a href="tel:${escapeHtml(office.phone.replace(/[^+\d]/g, ''))}">${escapeHtml(office.phone)}</a></li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}

/** The heading, the title's HTTP status and the body of each outcome. */
function content({ kind, outcome, t, contacts }: FormAnswerInput): { heading: string; body: string } {
  const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
  switch (outcome.type) {
    case 'sent':
      return {
        heading: t('RequestForm.successTitle'),
        body:
          p(successText(kind, t)) +
          `<p>${t.markup('RequestForm.reference', { reference: escapeHtml(outcome.reference), code: (chunks) => `<code>${chunks}</code>` })}</p>`,
      };
    case 'invalid': {
      const items = Object.entries(outcome.fields)
        .filter(([path]) => path !== 'website' && path !== 'locale')
        .map(([path, key]) => {
          const message = t.has(`Validation.${key}`) ? t(`Validation.${key}`) : t('Validation.required');
          return `<li><strong>${escapeHtml(fieldLabel(kind, path, t))}</strong>: ${escapeHtml(message)}</li>`;
        });
      return { heading: t('FormAnswer.invalidTitle'), body: `${p(t('FormAnswer.invalidText'))}<ul>${items.join('')}</ul>` };
    }
    case 'refused':
      return { heading: t('RequestForm.refusedTitle'), body: p(t('FormAnswer.refusedText')) + contactList(contacts) };
    case 'rateLimited':
      return {
        heading: t('FormAnswer.rateLimitedTitle'),
        body: p(t('FormAnswer.rateLimitedText', { minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)) })),
      };
    case 'busy':
      return { heading: t('RequestForm.sendError'), body: p(t('FormAnswer.busyText')) };
    case 'failed':
      return { heading: t('RequestForm.sendError'), body: p(t('FormAnswer.failedText')) + contactList(contacts) };
  }
}

export function formAnswerPage(input: FormAnswerInput): string {
  const { heading, body } = content(input);
  const { t, backHref, homeHref, lang, outcome } = input;
  const links = [
    `<a href="${escapeHtml(backHref)}">${escapeHtml(outcome.type === 'sent' ? t('FormAnswer.backToPage') : t('FormAnswer.backToForm'))}</a>`,
    ...(backHref === homeHref ? [] : [`<a href="${escapeHtml(homeHref)}">${escapeHtml(t('FormAnswer.toHome'))}</a>`]),
  ];
  return [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${heading} | ${t('Metadata.siteName')}`)}</title>`,
    `<style>${FORM_ANSWER_STYLE}</style>`,
    '</head>',
    '<body>',
    `<main data-outcome="${outcome.type}">`,
    `<h1>${escapeHtml(heading)}</h1>`,
    body,
    `<p class="links">${links.join('')}</p>`,
    '</main>',
    '</body>',
    '</html>',
  ].join('\n');
}

/**
 * The way back and the language of a form posted without script: the page it was on, from its
 * Referer when that is one of the site's own pages (the browser sends the page's path to its own
 * site); else the home page. The form's own `locale` field, when it was read, names the language.
 */
export function wayBack(
  referer: string | null,
  isOwnOrigin: (origin: string) => boolean,
  formLocale: Locale | undefined,
): { locale: Locale; backHref: string; homeHref: string } {
  const page = referer && URL.canParse(referer) ? new URL(referer) : undefined;
  const own = page && (page.protocol === 'http:' || page.protocol === 'https:') && isOwnOrigin(page.origin) ? page : undefined;
  const prefix = own ? splitLocalePrefix(own.pathname).prefix : undefined;
  const locale = formLocale ?? (prefix ? tagForPrefix(prefix) : DEFAULT_LOCALE);
  const homeHref = localizedPath('/', locale);
  return { locale, backHref: own ? `${own.pathname}${own.search}` : homeHref, homeHref };
}
