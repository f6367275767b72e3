import { z } from 'zod';
import { COMMUNICATION_TYPE_IDS, CONTACT_LANGUAGE_IDS, INDUSTRY_IDS, MINIMUM_INVESTMENT_USD, SUPPORT_THEMES } from './choices';

/**
 * One schema per form, used by the browser form and by the API alike. Every error message is a
 * key of the `Validation` messages namespace, so the form shows it in the page's language and the
 * API's 422 answer names the same key for each field.
 */
export const VALIDATION_KEYS = [
  'required',
  'invalidEmail',
  'invalidPhone',
  'invalidContact',
  'tooShort',
  'tooLong',
  'invalidChoice',
  'invalidNumber',
  'minInvestment',
  'tooLarge',
  'invalidDate',
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

const required = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: 'tooLong' });

const optional = (max: number) =>
  z
    .string({ error: 'tooLong' })
    .trim()
    .max(max, { error: 'tooLong' })
    .optional()
    .transform((value) => (value === '' ? undefined : value));

const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(254, { error: 'tooLong' })
  .pipe(z.email({ error: 'invalidEmail' }));

const PHONE = /^\+?[0-9][0-9 ()-]{5,19}$/;
const phone = optional(24).refine((value) => value === undefined || PHONE.test(value), { error: 'invalidPhone' });

const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'invalidChoice' });

const honeypot = z.string().max(500).optional();
const pageLocale = z.enum(['en', 'ka', 'kk', 'ru']).optional();
const id = z.string({ error: 'required' }).regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, { error: 'invalidChoice' }).max(80, { error: 'tooLong' });

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** One slot the visitor is free, in their own time zone (shown to the support office in UTC too). */
export const TimeSlot = z
  .strictObject({
    date: z.string({ error: 'invalidDate' }).regex(DATE, { error: 'invalidDate' }).refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), { error: 'invalidDate' }),
    from: z.string({ error: 'invalidTime' }).regex(TIME, { error: 'invalidTime' }),
    to: z.string({ error: 'invalidTime' }).regex(TIME, { error: 'invalidTime' }),
    timeZone: z.string({ error: 'invalidTimeZone' }).max(64, { error: 'invalidTimeZone' }).refine(isValidTimeZone, { error: 'invalidTimeZone' }),
  })
  .refine((slot) => !TIME.test(slot.from) || !TIME.test(slot.to) || slot.from < slot.to, { error: 'slotOrder', path: ['to'] });
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
  budgetUsd: z
    .number({ error: 'invalidNumber' })
    .int({ error: 'invalidNumber' })
    .min(0, { error: 'invalidNumber' })
    .max(10_000_000, { error: 'tooLarge' })
    .optional(),
  expectedResult: optional(2000),
  location: optional(200),
  comments: z.array(required(1000), { error: 'invalidChoice' }).max(10, { error: 'tooMany' }).default([]),
  timeSlots: z.array(TimeSlot, { error: 'slotsRequired' }).min(1, { error: 'slotsRequired' }).max(10, { error: 'tooMany' }),
  locale: pageLocale,
  website: honeypot,
};

export const MeetingRequest = z.strictObject({ expertId: id, ...requestFields });
export const ServiceRequest = z.strictObject({ serviceId: id, ...requestFields });

export const SupportMessage = z.strictObject({
  name: required(120),
  mail: email,
  number: phone,
  theme: choice(SUPPORT_THEMES),
  comment: required(4000),
  locale: pageLocale,
  website: honeypot,
});

export const InvestorRequest = z.strictObject({
  name: required(120),
  email,
  phone,
  amountUsd: z
    .number({ error: 'invalidNumber' })
    .int({ error: 'invalidNumber' })
    .min(MINIMUM_INVESTMENT_USD, { error: 'minInvestment' })
    .max(100_000_000, { error: 'tooLarge' }),
  comment: optional(4000),
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

/**
 * Field errors as `{ "timeSlots.0.to": "slotOrder" }`: the first error of each field, by its
 * path, a key of the Validation messages. Unknown fields count as `invalidChoice` at their name.
 */
export function fieldErrors(error: z.ZodError): Record<string, ValidationKey> {
  const errors: Record<string, ValidationKey> = {};
  for (const issue of error.issues) {
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key].join('.')) : [issue.path.join('.') || '_'];
    const key = (VALIDATION_KEYS as readonly string[]).includes(issue.message) ? (issue.message as ValidationKey) : issue.code === 'unrecognized_keys' ? 'invalidChoice' : 'required';
    for (const path of paths) errors[path] ??= key;
  }
  return errors;
}
