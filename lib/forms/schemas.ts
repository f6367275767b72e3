import { z } from 'zod';
import { isLocale, type Locale } from '../i18n/locales';
import { COMMUNICATION_TYPE_IDS, CONTACT_LANGUAGE_IDS, INDUSTRY_IDS, MINIMUM_INVESTMENT_USD, SUPPORT_THEMES } from './choices';
import { isEmailAddress } from './email';
import { MAX_REQUEST_COMMENTS, MAX_TIME_SLOTS } from './limits';
import { isCalendarDate, slotWindowError } from './slots';
import { hasForbiddenCharacters, isBlank } from './text';
import { withCurrentSupportNames } from './support-names';

// No code generated with eval: the pages' Content-Security-Policy forbids it, and zod's probe for
// it would be reported as a violation in every browser that loads a form.
z.config({ jitless: true });

/**
 * One schema per form, used by the browser form and by the API alike. Every error message is a
 * key of the `Validation` messages namespace, so the form shows it in the page's language and the
 * API's 422 answer names the same key for each field. A check without a message of its own gives its
 * type's (`z.number({ error })`): checks name one only where it differs.
 */
export const VALIDATION_KEYS = [
  'required',
  'invalidEmail',
  'invalidPhone',
  'invalidContact',
  'tooShort',
  'tooLong',
  'invalidChoice',
  'invalidCharacters',
  'unknownField',
  'invalidNumber',
  'minInvestment',
  'tooLarge',
  'invalidDate',
  'slotPast',
  'slotTooFar',
  'invalidTime',
  'invalidTimeZone',
  'slotOrder',
  'slotsRequired',
  'tooMany',
  'unknownExpert',
  'unknownService',
  'attachmentType',
  'attachmentTooLarge',
] as const;
export type ValidationKey = (typeof VALIDATION_KEYS)[number];

type TextOptions = { max: number; multiline?: boolean };

/**
 * A text field: trimmed; no control or bidi-override characters (tab and line breaks only where
 * it has several lines); made of more than invisible characters.
 */
const text = ({ max, multiline = false }: TextOptions, { required = false }: { required?: boolean } = {}) =>
  z
    .string({ error: required ? 'required' : 'tooLong' })
    // Checked before trimming: a control character is refused wherever it stands.
    .refine(
      (value) => !hasForbiddenCharacters(value, { multiline }),
      // Stryker disable next-line BooleanLiteral: without abort, the checks after it only add issues behind its own, and every reader (fieldErrors, the request form's resolver) shows a field's first
      { error: 'invalidCharacters', abort: true },
    )
    .trim()
    .refine(
      (value) => !required || !isBlank(value),
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: without a message of its own it gives the string's, 'required' wherever it can fail (a required text); without abort, the checks after it only add issues behind its own, and every reader (fieldErrors, the request form's resolver) shows a field's first
      { error: 'required', abort: true },
    )
    .max(max, { error: 'tooLong' });

const required = (max: number, options: Omit<TextOptions, 'max'> = {}) => text({ max, ...options }, { required: true });

/** An optional text: empty, or only invisible characters, is the same as not filled. */
const optional = (max: number, options: Omit<TextOptions, 'max'> = {}) =>
  text({ max, ...options })
    .optional()
    .transform((value) => (value === undefined || isBlank(value) ? undefined : value));

// zod's z.email() takes only Latin letters in the top-level domain: not `.рф`, nor its `xn--p1ai`.
const email = required(254).refine(isEmailAddress, { error: 'invalidEmail' });

const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;
const phone = optional(24).refine((value) => value === undefined || PHONE.test(value), { error: 'invalidPhone' });

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'invalidChoice' });

const honeypot = z.string({ error: 'tooLong' }).max(500).optional();
const pageLocale = z.custom<Locale>(isLocale, { error: 'invalidChoice' }).optional();
const id = z
  .string({ error: 'required' })
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, { error: 'invalidChoice' })
  .max(80, { error: 'tooLong' });

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * One slot the visitor is free, in their own time zone (shown to the support office in UTC too):
 * a real calendar date, not over yet, at most a year ahead.
 */
export const TimeSlot = z
  .strictObject({
    date: z.string({ error: 'invalidDate' }).refine(isCalendarDate),
    from: z.string({ error: 'invalidTime' }).regex(TIME),
    to: z.string({ error: 'invalidTime' }).regex(TIME),
    timeZone: z.string({ error: 'invalidTimeZone' }).max(64).refine(isValidTimeZone),
  })
  .check((ctx) => {
    const slot = ctx.value;
    if (!isCalendarDate(slot.date) || !TIME.test(slot.from) || !TIME.test(slot.to) || !isValidTimeZone(slot.timeZone)) return;
    const fault = (message: ValidationKey, field: 'date' | 'to') => {
      ctx.issues.push({
        // Stryker disable next-line StringLiteral: zod keeps an issue pushed here whatever its code, and every reader (fieldErrors, the resolver, the API's answer) takes its message, the key
        code: 'custom',
        message,
        path: [field],
        input: slot[field],
      });
    };
    if (slot.from >= slot.to) return fault('slotOrder', 'to');
    const window = slotWindowError(slot, Date.now());
    if (window) fault(window, 'date');
  });
export type TimeSlot = z.infer<typeof TimeSlot>;

/** Step 1/3 (contacts), 2/3 (details), 3/3 (time slots) of both request forms. */
const requestFields = {
  email,
  firstName: required(80),
  lastName: required(80),
  organization: optional(160),
  phone,
  socialContact: optional(100).refine((value) => value === undefined || PHONE.test(value) || /^@[A-Za-z0-9_.]{2,64}$/.test(value), {
    error: 'invalidContact',
  }),
  communicationType: choice(COMMUNICATION_TYPE_IDS).optional(),
  contactLanguage: choice(CONTACT_LANGUAGE_IDS),
  industry: choice(INDUSTRY_IDS),
  budgetUsd: z.number({ error: 'invalidNumber' }).int().min(0).max(10_000_000, { error: 'tooLarge' }).optional(),
  expectedResult: optional(2000, { multiline: true }),
  location: optional(200),
  // An empty comment box is no comment: it is dropped, not refused, so it never blocks a step.
  comments: z
    .array(optional(1000, { multiline: true }), { error: 'invalidChoice' })
    .max(MAX_REQUEST_COMMENTS, { error: 'tooMany' })
    .default([])
    .transform((comments) => comments.filter((comment): comment is string => comment !== undefined)),
  timeSlots: z.array(TimeSlot, { error: 'slotsRequired' }).min(1).max(MAX_TIME_SLOTS, { error: 'tooMany' }),
  locale: pageLocale,
  website: honeypot,
};

export const MeetingRequest = z.strictObject({ expertId: id, ...requestFields });
export const ServiceRequest = z.strictObject({ serviceId: id, ...requestFields });

// Old names (`mail`, `number`) are read as the new ones: nothing queued before the rename is refused.
export const SupportMessage = z.preprocess(
  withCurrentSupportNames,
  z.strictObject({
    name: required(120),
    email,
    phone,
    theme: choice(SUPPORT_THEMES),
    comment: required(4000, { multiline: true }),
    locale: pageLocale,
    website: honeypot,
  }),
);

export const InvestorRequest = z.strictObject({
  name: required(120),
  email,
  phone,
  amountUsd: z.number({ error: 'invalidNumber' }).int().min(MINIMUM_INVESTMENT_USD, { error: 'minInvestment' }).max(100_000_000, { error: 'tooLarge' }),
  comment: optional(4000, { multiline: true }),
  locale: pageLocale,
  website: honeypot,
});

export type MeetingRequest = z.infer<typeof MeetingRequest>;
export type ServiceRequest = z.infer<typeof ServiceRequest>;
export type SupportMessage = z.infer<typeof SupportMessage>;
export type InvestorRequest = z.infer<typeof InvestorRequest>;

export const FORM_SCHEMAS = {
  meeting: MeetingRequest,
  service: ServiceRequest,
  support: SupportMessage,
  investor: InvestorRequest,
} as const;
export type SubmissionKind = keyof typeof FORM_SCHEMAS;
export const SUBMISSION_KINDS = Object.keys(FORM_SCHEMAS) as SubmissionKind[];

/** The key of an issue whose schema named none: by what went wrong. */
function keyOfIssue(issue: z.core.$ZodIssue): ValidationKey {
  if ((VALIDATION_KEYS as readonly string[]).includes(issue.message)) return issue.message as ValidationKey;
  switch (issue.code) {
    case 'unrecognized_keys':
      return 'unknownField';
    case 'invalid_value':
    case 'invalid_union':
      return 'invalidChoice';
    case 'too_big':
      return 'tooLong';
    case 'too_small':
      return 'tooShort';
    default:
      return 'required';
  }
}

/**
 * Field errors as `{ "timeSlots.0.to": "slotOrder" }`: the first error of each field, by its
 * path, a key of the Validation messages. A field the form does not have is named with
 * `unknownField`, even a name such as `__proto__` (the map is built without a prototype).
 */
export function fieldErrors(error: z.ZodError): Record<string, ValidationKey> {
  const errors = new Map<string, ValidationKey>();
  for (const issue of error.issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key].join('.')) : [issue.path.join('.') || '_'];
    for (const path of paths) if (!errors.has(path)) errors.set(path, keyOfIssue(issue));
  }
  return Object.fromEntries(errors);
}
