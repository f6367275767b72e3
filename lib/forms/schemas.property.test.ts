import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { InvestorRequest, MeetingRequest, SupportMessage, fieldErrors } from './schemas';
import { farDay, forbiddenText, impossibleDate, invisibleText, pastDay, unknownKey } from '@/tests/support/bad-input';
import { TEST_NOW, validInvestor, validMeeting, validSupport } from './schemas.fixtures';

/**
 * Generated bad input, one fault in an otherwise valid submission: each must be refused with the
 * faulty field named and the right message key. tests/integration/fuzz.test.ts sends the same
 * faults through the API.
 */
beforeAll(() => {
  vi.useFakeTimers({ now: TEST_NOW, toFake: ['Date'] });
});
afterAll(() => {
  vi.useRealTimers();
});

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
};

describe('generated faults', () => {
  it('refuse a forbidden character anywhere in any text field', () => {
    fc.assert(
      fc.property(forbiddenText(), fc.constantFrom(...TEXT_FIELDS), (text, [form, field]) => {
        const [schema, base] = FORMS[form];
        expect(errorsOf(schema, { ...base, [field]: text })).toEqual({ [field]: 'invalidCharacters' });
      }),
      { numRuns: 500 },
    );
  });

  it('treat required text made only of invisible characters as missing', () => {
    fc.assert(
      fc.property(invisibleText(), fc.constantFrom(...REQUIRED_TEXT_FIELDS), (text, [form, field]) => {
        const [schema, base] = FORMS[form];
        expect(errorsOf(schema, { ...base, [field]: text })).toEqual({ [field]: 'required' });
      }),
      { numRuns: 300 },
    );
  });

  it('refuse days that are not on the calendar', () => {
    fc.assert(
      fc.property(impossibleDate(), (date) => {
        expect(errorsOf(MeetingRequest, { ...validMeeting, timeSlots: [{ ...validMeeting.timeSlots[0], date }] })).toEqual({
          'timeSlots.0.date': 'invalidDate',
        });
      }),
      { numRuns: 300 },
    );
  });

  it('refuse real days that are over or more than a year ahead', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          pastDay(TEST_NOW.getTime()).map((date) => [date, 'slotPast'] as const),
          farDay(TEST_NOW.getTime()).map((date) => [date, 'slotTooFar'] as const),
        ),
        ([date, key]) => {
          expect(errorsOf(MeetingRequest, { ...validMeeting, timeSlots: [{ ...validMeeting.timeSlots[0], date }] })).toEqual({ 'timeSlots.0.date': key });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('name every unknown key, whatever its name', () => {
    fc.assert(
      fc.property(unknownKey(), formNames(), (key, form) => {
        const [schema, base] = FORMS[form];
        const body = JSON.parse(`{${JSON.stringify(key)}: 1, ${JSON.stringify(base).slice(1)}`);
        const errors = errorsOf(schema, body);
        expect(Object.keys(errors)).toEqual([key]);
        expect(Object.getOwnPropertyDescriptor(errors, key)?.value).toBe('unknownField');
      }),
      { numRuns: 300 },
    );
  });
});

type Schema = typeof MeetingRequest | typeof SupportMessage | typeof InvestorRequest;
const FORMS = {
  meeting: [MeetingRequest, validMeeting],
  support: [SupportMessage, validSupport],
  investor: [InvestorRequest, validInvestor],
} as const satisfies Record<string, readonly [Schema, Record<string, unknown>]>;
type FormName = keyof typeof FORMS;
const formNames = () => fc.constantFrom(...(Object.keys(FORMS) as FormName[]));

/** Every free-text field, as [form, field]; the value in the valid submission tells if it is required. */
const TEXT_FIELDS: [FormName, string][] = [
  ['meeting', 'firstName'],
  ['meeting', 'lastName'],
  ['meeting', 'organization'],
  ['meeting', 'location'],
  ['meeting', 'expectedResult'],
  ['support', 'name'],
  ['support', 'comment'],
  ['investor', 'name'],
  ['investor', 'comment'],
];
const REQUIRED_TEXT_FIELDS = TEXT_FIELDS.filter(([form, field]) => field in FORMS[form][1]);
